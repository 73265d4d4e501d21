// /admin/team (Staff Management): the staff table with Edit and Delete per row. The list loads on
// first display and again whenever the add modal closes; a delete removes the row locally.
import { Button, Flex, Image, Table, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { PageHeading } from '../components/PageHeading';
import { StatusMessage, useStatus } from '../components/StatusMessage';
import { useConfirmedDelete } from '../data/useConfirmedDelete';
import { usePagedList } from '../data/usePagedList';
import {
  DeleteStaffDocument,
  ListStaffDocument,
  type StaffFieldsFragment,
} from '../graphql/generated/operations';
import { commonText, staffText } from '../texts';
import { StaffFormDialog } from './StaffFormDialog';

export function TeamPage() {
  const client = useApolloClient();
  const { status, show } = useStatus();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<StaffFieldsFragment | null>(null);

  const fetchPage = useCallback(
    async (nextToken: string | null) => {
      const { data } = await client.query({
        query: ListStaffDocument,
        variables: { limit: 100, nextToken },
      });
      if (!data) throw new Error('listStaff returned no data');
      return data.listStaff;
    },
    [client],
  );
  const list = usePagedList(fetchPage, { allPages: true });
  const deletion = useConfirmedDelete<StaffFieldsFragment>({
    remove: async (id) => {
      const { data } = await client.mutate({
        mutation: DeleteStaffDocument,
        variables: { input: { id } },
      });
      return Boolean(data?.deleteStaff);
    },
    setItems: list.setItems,
    show,
    texts: staffText,
    operation: 'deleteStaff',
  });

  const columns = staffText.columns;
  return (
    <>
      <PageHeading
        action={
          <Button colorPalette="brand" onClick={() => setAdding(true)}>
            {staffText.add}
          </Button>
        }
      >
        {staffText.heading}
      </PageHeading>
      <StatusMessage status={status} />
      <DataTable
        caption={staffText.caption}
        columns={[
          columns.photo,
          columns.name,
          columns.role,
          columns.description,
          commonText.actions,
        ]}
      >
        {list.items.map((member) => (
          <Table.Row key={member.id}>
            <Table.Cell>
              <Image
                src={`/${member.imageUrl}`}
                alt={staffText.photoAlt(member.name)}
                boxSize="12"
                minW="12"
                objectFit="cover"
                borderRadius="full"
              />
            </Table.Cell>
            <Table.Cell>{member.name}</Table.Cell>
            <Table.Cell>{member.role}</Table.Cell>
            <Table.Cell minW="16rem" whiteSpace="pre-wrap">
              {member.description}
            </Table.Cell>
            <Table.Cell>
              <Flex gap="2">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${commonText.edit}: ${member.name}`}
                  onClick={() => setEditing(member)}
                >
                  {commonText.edit}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`${commonText.delete}: ${member.name}`}
                  onClick={() => deletion.ask(member)}
                >
                  {commonText.delete}
                </Button>
              </Flex>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      {!list.loading && list.items.length === 0 && <Text mt="3">{commonText.empty}</Text>}
      {adding && (
        <StaffFormDialog
          open
          onClose={(outcome) => {
            setAdding(false);
            if (outcome === 'added') show('success', staffText.added);
            void list.reload();
          }}
        />
      )}
      {editing && (
        <StaffFormDialog
          key={editing.id}
          open
          editing={editing}
          onClose={(outcome) => {
            setEditing(null);
            if (outcome === 'updated') {
              show('success', staffText.updated);
              void list.reload();
            }
          }}
        />
      )}
      <ConfirmDialog
        open={deletion.deleting !== null}
        question={deletion.deleting ? staffText.confirmDelete(deletion.deleting.name) : ''}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
