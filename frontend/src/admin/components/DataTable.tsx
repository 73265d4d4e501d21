// A table that scrolls sideways on narrow screens. The scroll area can take keyboard focus (so it
// can be scrolled without a mouse) and is named by the table's caption.
import { Table } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export function DataTable(props: { caption: string; columns: string[]; children: ReactNode }) {
  const captionId = useId();
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <Table.Root size="sm" variant="line" striped>
        <Table.Caption
          id={captionId}
          captionSide="top"
          textAlign="start"
          fontWeight="semibold"
          p="3"
        >
          {props.caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {props.columns.map((column) => (
              <Table.ColumnHeader key={column} scope="col">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{props.children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
