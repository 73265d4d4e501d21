// /admin/msg: every contact message, newest first, 25 at a time, each with a confirmed delete.
import { Button, Table, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { PageHeading } from '../components/PageHeading';
import { StatusMessage, useStatus } from '../components/StatusMessage';
import {
  DeleteMessageDocument,
  ListMessagesDocument,
  type MessageFieldsFragment,
} from '../graphql/generated/operations';
import { useConfirmedDelete } from '../data/useConfirmedDelete';
import { usePagedList } from '../data/usePagedList';
import { commonText, messagesText } from '../texts';

const PAGE_SIZE = 25;

export function MessagesPage() {
  const client = useApolloClient();
  const { status, show } = useStatus();

  const fetchPage = useCallback(
    async (nextToken: string | null) => {
      const { data } = await client.query({
        query: ListMessagesDocument,
        variables: { limit: PAGE_SIZE, nextToken },
      });
      if (!data) throw new Error('listMessages returned no data');
      return data.listMessages;
    },
    [client],
  );
  const list = usePagedList(fetchPage, { allPages: false });
  const deletion = useConfirmedDelete<MessageFieldsFragment>({
    remove: async (id) => {
      const { data } = await client.mutate({
        mutation: DeleteMessageDocument,
        variables: { input: { id } },
      });
      return Boolean(data?.deleteMessage);
    },
    setItems: list.setItems,
    show,
    texts: messagesText,
    operation: 'deleteMessage',
  });

  const columns = messagesText.columns;
  return (
    <>
      <PageHeading>{messagesText.heading}</PageHeading>
      <StatusMessage status={status} />
      <DataTable
        caption={messagesText.caption}
        columns={[
          columns.fullName,
          columns.postcode,
          columns.email,
          columns.phone,
          columns.msg,
          commonText.created,
          commonText.updated,
          commonText.actions,
        ]}
      >
        {list.items.map((message) => (
          <Table.Row key={message.id}>
            <Table.Cell>{message.fullName}</Table.Cell>
            <Table.Cell>{message.postcode ?? ''}</Table.Cell>
            <Table.Cell>
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{message.phone}</Table.Cell>
            <Table.Cell minW="16rem" whiteSpace="pre-wrap">
              {message.msg}
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <DateTime value={message.createdAt} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <DateTime value={message.updatedAt} />
            </Table.Cell>
            <Table.Cell>
              <Button
                size="sm"
                colorPalette="red"
                variant="outline"
                aria-label={`${commonText.delete}: ${message.fullName}`}
                onClick={() => deletion.ask(message)}
              >
                {commonText.delete}
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      {!list.loading && list.items.length === 0 && <Text mt="3">{commonText.empty}</Text>}
      {list.hasMore && (
        <Button
          mt="4"
          variant="outline"
          loading={list.loading}
          onClick={() => void list.loadMore()}
        >
          {commonText.loadMore}
        </Button>
      )}
      <ConfirmDialog
        open={deletion.deleting !== null}
        question={deletion.deleting ? messagesText.confirmDelete(deletion.deleting.fullName) : ''}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
