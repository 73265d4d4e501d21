// /admin/team (Staff Management): the staff as cards (name, photo, role, description) with Edit and
// Delete on each. The list loads on first display and again whenever the add modal closes; Edit
// opens the member in the edit modal, and a delete removes the card locally.
import { Image } from '@chakra-ui/react';
import { useState } from 'react';
import { ItemCards, type Column } from '../../components/ItemCards';
import { listCall, removeCall } from '../../data/entityCalls';
import {
  DeleteStaffDocument,
  ListStaffDocument,
  type StaffFieldsFragment,
} from '../../graphql/generated/operations';
import {
  ALL_AT_ONCE,
  EntityListPage,
  type AdminList,
  type ListView,
} from '../../list/EntityListPage';
import { RowActions } from '../../list/RowActions';
import { staffText } from '../../texts';
import { StaffFormDialog } from './StaffFormDialog';

const staff: AdminList<StaffFieldsFragment> = {
  texts: staffText,
  calls: {
    list: listCall('listStaff', ListStaffDocument),
    remove: removeCall('deleteStaff', DeleteStaffDocument),
  },
  paging: ALL_AT_ONCE,
  nameOf: (member) => member.name,
};

const { columns } = staffText;
const staffColumns: Column<StaffFieldsFragment>[] = [
  {
    header: columns.photo,
    cell: (member) => (
      <Image
        src={`/${member.imageUrl}`}
        alt={staffText.photoAlt(member.name)}
        boxSize="12"
        minW="12"
        objectFit="cover"
        borderRadius="full"
      />
    ),
  },
  { header: columns.role, cell: (member) => member.role },
  { header: columns.description, cell: (member) => member.description, layout: 'text' },
];

function StaffCards({ view }: { view: ListView<StaffFieldsFragment> }) {
  const [editing, setEditing] = useState<StaffFieldsFragment | null>(null);
  return (
    <>
      <ItemCards
        label={staffText.listLabel}
        title={(member) => member.name}
        columns={staffColumns}
        items={view.items}
        actions={(member) => (
          <RowActions
            name={member.name}
            onEdit={() => setEditing(member)}
            onDelete={() => view.askDelete(member)}
          />
        )}
      />
      {editing && (
        <StaffFormDialog
          key={editing.id}
          open
          editing={editing}
          onClose={(outcome) => {
            setEditing(null);
            if (outcome === 'updated') {
              view.show('success', staffText.updated);
              void view.reload();
            }
          }}
        />
      )}
    </>
  );
}

export function TeamPage() {
  return (
    <EntityListPage
      list={staff}
      add={{
        texts: staffText,
        dialog: ({ open, onClose }) => (
          <StaffFormDialog open={open} onClose={(outcome) => onClose(outcome === 'added')} />
        ),
      }}
    >
      {(view) => <StaffCards view={view} />}
    </EntityListPage>
  );
}
