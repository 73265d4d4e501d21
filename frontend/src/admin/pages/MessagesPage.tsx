// /admin/msg: every contact message, newest first, 25 at a time, each with a confirmed delete.
import { DataTable, type Column } from '../components/DataTable';
import { DateTime } from '../components/DateTime';
import { listCall, removeCall } from '../data/entityCalls';
import {
  DeleteMessageDocument,
  ListMessagesDocument,
  type MessageFieldsFragment,
} from '../graphql/generated/operations';
import { EntityListPage, type AdminList } from '../list/EntityListPage';
import { RowActions } from '../list/RowActions';
import { commonText, messagesText } from '../texts';

const messages: AdminList<MessageFieldsFragment> = {
  texts: messagesText,
  calls: {
    list: listCall('listMessages', ListMessagesDocument),
    remove: removeCall('deleteMessage', DeleteMessageDocument),
  },
  paging: { pageSize: 25, allPages: false },
  nameOf: (message) => message.fullName,
};

const { columns } = messagesText;
const messageColumns: Column<MessageFieldsFragment>[] = [
  { header: columns.fullName, cell: (message) => message.fullName },
  { header: columns.postcode, cell: (message) => message.postcode ?? '' },
  {
    header: columns.email,
    cell: (message) => <a href={`mailto:${message.email}`}>{message.email}</a>,
  },
  { header: columns.phone, cell: (message) => message.phone, layout: 'nowrap' },
  { header: columns.msg, cell: (message) => message.msg, layout: 'text' },
  {
    header: commonText.created,
    cell: (message) => <DateTime value={message.createdAt} />,
    layout: 'nowrap',
  },
  {
    header: commonText.updated,
    cell: (message) => <DateTime value={message.updatedAt} />,
    layout: 'nowrap',
  },
];

export function MessagesPage() {
  return (
    <EntityListPage list={messages}>
      {(view) => (
        <DataTable
          caption={messagesText.caption}
          columns={messageColumns}
          items={view.items}
          actions={(message) => (
            <RowActions name={message.fullName} onDelete={() => view.askDelete(message)} />
          )}
        />
      )}
    </EntityListPage>
  );
}
