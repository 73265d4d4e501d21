import { Button, Flex } from '@chakra-ui/react';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { commonText } from '../texts';

/** A small outlined button whose accessible name adds the row's item: "Delete: Alex". */
function RowButton(props: {
  label: string;
  name: string;
  danger?: boolean;
  onClick(): void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button
      ref={props.ref}
      size="sm"
      variant="outline"
      colorPalette={props.danger ? 'red' : undefined}
      aria-label={`${props.label}: ${props.name}`}
      onClick={props.onClick}
    >
      {props.label}
    </Button>
  );
}

/**
 * A row's Open link (where the item has its own view), Edit (where the row can be edited) and
 * Delete buttons, each named with the row's item.
 */
export function RowActions(props: {
  name: string;
  /** The item's own view. */
  openTo?: string;
  onEdit?(): void;
  /** The Edit button, for the row to return focus to. */
  editRef?: Ref<HTMLButtonElement>;
  /** Absent for an item no one may delete (a complaint within its retention). */
  onDelete?(): void;
}) {
  return (
    <Flex gap="2" wrap="wrap">
      {props.openTo && (
        <Button asChild size="sm" colorPalette="brand">
          <Link to={props.openTo} aria-label={`${commonText.open}: ${props.name}`}>
            {commonText.open}
          </Link>
        </Button>
      )}
      {props.onEdit && (
        <RowButton
          ref={props.editRef}
          label={commonText.edit}
          name={props.name}
          onClick={props.onEdit}
        />
      )}
      {props.onDelete && (
        <RowButton label={commonText.delete} name={props.name} danger onClick={props.onDelete} />
      )}
    </Flex>
  );
}
