// A table of items, one row each, with a column per field and the row's actions last. It scrolls
// sideways on narrow screens; the scroll area can take keyboard focus (so it can be scrolled
// without a mouse) and is named by the table's caption.
import { Table } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { commonText } from '../texts';

export interface Column<Item> {
  header: string;
  cell(item: Item): ReactNode;
  /** `nowrap` keeps short values on one line; `text` wraps long text where it has line breaks. */
  layout?: 'nowrap' | 'text';
}

const CELL_LAYOUT = {
  nowrap: { whiteSpace: 'nowrap' },
  text: { minW: '16rem', whiteSpace: 'pre-wrap' },
} as const;

export function DataTable<Item extends { id: string }>(props: {
  caption: string;
  columns: Column<Item>[];
  items: Item[];
  /** The last column, 'Actions'. */
  actions(item: Item): ReactNode;
}) {
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
            {[...props.columns.map((column) => column.header), commonText.actions].map((header) => (
              <Table.ColumnHeader key={header} scope="col">
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.items.map((item) => (
            <Table.Row key={item.id}>
              {props.columns.map((column) => (
                <Table.Cell key={column.header} {...(column.layout && CELL_LAYOUT[column.layout])}>
                  {column.cell(item)}
                </Table.Cell>
              ))}
              <Table.Cell>{props.actions(item)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
