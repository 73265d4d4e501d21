import { Button, Flex } from '@chakra-ui/react';
import { commonText } from '../texts';

/** A row's Edit (where the row can be edited) and Delete buttons, each named with the row's item. */
export function RowActions(props: { name: string; onEdit?(): void; onDelete(): void }) {
  return (
    <Flex gap="2">
      {props.onEdit && (
        <Button
          size="sm"
          variant="outline"
          aria-label={`${commonText.edit}: ${props.name}`}
          onClick={props.onEdit}
        >
          {commonText.edit}
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={`${commonText.delete}: ${props.name}`}
        onClick={props.onDelete}
      >
        {commonText.delete}
      </Button>
    </Flex>
  );
}
