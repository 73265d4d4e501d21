// /admin/msg: the contact messages, newest first, 25 at a time, as cards (they read on a phone and
// keep Delete in view), unread ones bold and marked 'Unread'. A search and a status filter, kept in
// the address, ask the API for the matching messages; Export CSV downloads all of them.
import { Field, Flex, Input } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONTACT_FORM } from '../../../../../schema/contract/contactFields';
import { MESSAGE_LIMITS } from '../../../../../schema/contract/inputLimits';
import {
  MESSAGE_STATUS_LABELS,
  type MessageStatusValue,
} from '../../../../../schema/contract/messages';
import { DateTime } from '../../components/DateTime';
import { ItemCards, type Column } from '../../components/ItemCards';
import { StatusSelect } from '../../components/StatusSelect';
import { BusyButton, SubmitButton } from '../../components/SubmitButton';
import { downloadCsv } from '../../data/downloadCsv';
import { listCall, removeCall, type RemoveCall } from '../../data/entityCalls';
import { errorMessage } from '../../data/errorMessage';
import {
  DeleteMessageDocument,
  ExportMessagesDocument,
  ListMessagesDocument,
  UnreadMessageCountDocument,
  type MessageSummaryFieldsFragment,
} from '../../graphql/generated/operations';
import { refreshUnreadCount } from '../../inbox/unreadCount';
import { EntityListPage, type AdminList, type ListView } from '../../list/EntityListPage';
import { RowActions } from '../../list/RowActions';
import { messagesText } from '../../texts';
import {
  exportFileName,
  messagePath,
  SEARCH_PARAM,
  STATUS_PARAM,
  statusParam,
} from './messageFormat';

type Summary = MessageSummaryFieldsFragment;

const { columns: labels } = messagesText;
const columns: Column<Summary>[] = [
  { header: labels.received, cell: (message) => <DateTime value={message.createdAt} /> },
  { header: labels.status, cell: (message) => MESSAGE_STATUS_LABELS[message.status] },
  // The first line of the message, under the message's own label.
  { header: CONTACT_FORM.fields.msg.staffLabel, cell: (message) => message.preview },
];

const remove = removeCall('deleteMessage', DeleteMessageDocument);

/** The search box, the status filter and Export CSV; searching changes the address. */
function SearchForm(props: {
  search: string;
  status: MessageStatusValue | '';
  view: ListView<Summary>;
  onSearch(search: string, status: string): void;
}) {
  const client = useApolloClient();
  const [search, setSearch] = useState(props.search);
  const [status, setStatus] = useState(props.status);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data } = await client.mutate({
        mutation: ExportMessagesDocument,
        variables: { input: { search: props.search || null, status: statusParam(props.status) } },
      });
      if (data === undefined || data === null) throw new Error('exportMessages returned no data');
      downloadCsv(data.exportMessages, exportFileName(new Date()));
      props.view.show('success', messagesText.exported);
    } catch (error) {
      console.error('exportMessages failed', error);
      const reason = errorMessage(error);
      props.view.show(
        'error',
        reason ? `${messagesText.exportFailed} ${reason}` : messagesText.exportFailed,
      );
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex
      as="form"
      role="search"
      gap="3"
      align="flex-end"
      wrap="wrap"
      mb="4"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch(search.trim(), status);
      }}
    >
      <Field.Root flex="1 1 16rem">
        <Field.Label>{messagesText.searchLabel}</Field.Label>
        <Input
          type="search"
          value={search}
          maxLength={MESSAGE_LIMITS.search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Field.Root>
      <StatusSelect
        label={messagesText.statusFilter}
        labels={MESSAGE_STATUS_LABELS}
        anyLabel={messagesText.anyStatus}
        value={status}
        onChange={setStatus}
        flex="0 1 12rem"
      />
      <SubmitButton label={messagesText.applySearch} busy={false} />
      <BusyButton
        variant="outline"
        label={messagesText.exportCsv}
        busy={exporting}
        onClick={() => void exportCsv()}
      />
    </Flex>
  );
}

/** `outcome`: what happened in a message's own view before it came back here. */
export function MessageList({ outcome }: { outcome?: string }) {
  const client = useApolloClient();
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const status = statusParam(params.get(STATUS_PARAM));

  const messages = useMemo<AdminList<Summary>>(() => {
    // Deleting an unread message lowers the tab's count.
    const removeAndRecount: RemoveCall = {
      field: remove.field,
      async send(apollo, id) {
        const removed = await remove.send(apollo, id);
        await refreshUnreadCount(client, UnreadMessageCountDocument);
        return removed;
      },
    };
    return {
      texts: messagesText,
      calls: {
        list: listCall('listMessages', ListMessagesDocument, { search: search || null, status }),
        remove: removeAndRecount,
      },
      paging: { pageSize: 25, allPages: false },
      nameOf: (message) => message.fullName,
    };
  }, [client, search, status]);

  const onSearch = (nextSearch: string, nextStatus: string) => {
    const next = new URLSearchParams();
    if (nextSearch) next.set(SEARCH_PARAM, nextSearch);
    if (nextStatus) next.set(STATUS_PARAM, nextStatus);
    setParams(next);
  };

  return (
    <EntityListPage list={messages} outcome={outcome}>
      {(view) => (
        <>
          <SearchForm
            key={`${search} ${status ?? ''}`}
            search={search}
            status={status ?? ''}
            view={view}
            onSearch={onSearch}
          />
          <ItemCards
            label={messagesText.listLabel}
            title={(message) => message.fullName}
            columns={columns}
            items={view.items}
            focusId={view.arrived}
            marker={(message) => (message.read ? undefined : messagesText.unread)}
            actions={(message) => (
              <RowActions
                name={message.fullName}
                openTo={messagePath(message.id)}
                onDelete={() => view.askDelete(message)}
              />
            )}
          />
        </>
      )}
    </EntityListPage>
  );
}
