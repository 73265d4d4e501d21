// /admin/msg: the contact messages, newest first, 25 at a time, as cards (they read on a phone and
// keep Delete in view), unread ones bold and marked 'Unread'. A search and a status filter, kept in
// the address, ask the API for the matching messages; Export CSV downloads all of them.
import { Field, Input } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { CONTACT_FORM } from '../../../../../schema/contract/contactFields';
import { MESSAGE_LIMITS } from '../../../../../schema/contract/inputLimits';
import {
  MESSAGE_STATUS_LABELS,
  type MessageStatusValue,
} from '../../../../../schema/contract/messages';
import { DateTime } from '../../components/DateTime';
import { ItemCards, type Column } from '../../components/ItemCards';
import { ListFilterBar, useFilterParams } from '../../components/ListFilterBar';
import { downloadCsv } from '../../data/downloadCsv';
import { listCall, removeCall } from '../../data/entityCalls';
import {
  DeleteMessageDocument,
  ExportMessagesDocument,
  ListMessagesDocument,
  UnreadMessageCountDocument,
  type MessageSummaryFieldsFragment,
} from '../../graphql/generated/operations';
import { providerDate } from '../../../../../schema/contract/providerDate';
import { removeAndRecount } from '../../inbox/unreadCount';
import { EntityListPage, type AdminList, type ListView } from '../../list/EntityListPage';
import { RowActions } from '../../list/RowActions';
import { messagesText } from '../../texts';
import { messagePath, SEARCH_PARAM, STATUS_PARAM, statusParam } from './messageFormat';

type Summary = MessageSummaryFieldsFragment;

const { columns: labels } = messagesText;
const columns: Column<Summary>[] = [
  { header: labels.received, cell: (message) => <DateTime value={message.createdAt} /> },
  { header: labels.status, cell: (message) => MESSAGE_STATUS_LABELS[message.status] },
  // The first line of the message, under the message's own label.
  { header: CONTACT_FORM.fields.msg.staffLabel, cell: (message) => message.preview },
];

/** The filters' parameters in the address. */
const PARAMS = { search: SEARCH_PARAM, status: STATUS_PARAM };

const remove = removeCall('deleteMessage', DeleteMessageDocument);

/** The search box, the status filter and Export CSV; searching changes the address. */
function SearchBar(props: {
  search: string;
  status: MessageStatusValue | null;
  view: ListView<Summary>;
}) {
  const client = useApolloClient();

  const exportCsv = async () => {
    const { data } = await client.mutate({
      mutation: ExportMessagesDocument,
      variables: { input: { search: props.search || null, status: props.status } },
    });
    if (data === undefined || data === null) throw new Error('exportMessages returned no data');
    downloadCsv(data.exportMessages, messagesText.exportFileName(providerDate(new Date())));
    return messagesText.exported;
  };

  return (
    <ListFilterBar
      params={PARAMS}
      values={{ search: props.search, status: props.status ?? '' }}
      name={{ role: 'search' }}
      statuses={{
        label: messagesText.statusFilter,
        labels: MESSAGE_STATUS_LABELS,
        anyLabel: messagesText.anyStatus,
      }}
      applyLabel={messagesText.applySearch}
      exportCsv={{
        label: messagesText.exportCsv,
        failed: messagesText.exportFailed,
        operation: 'exportMessages',
        run: exportCsv,
        show: props.view.show,
      }}
    >
      {(chosen, choose) => (
        <Field.Root flex="1 1 16rem">
          <Field.Label>{messagesText.searchLabel}</Field.Label>
          <Input
            type="search"
            value={chosen.search}
            maxLength={MESSAGE_LIMITS.search}
            onChange={(event) => choose('search', event.target.value)}
          />
        </Field.Root>
      )}
    </ListFilterBar>
  );
}

/** `outcome`: what happened in a message's own view before it came back here. */
export function MessageList({ outcome }: { outcome?: string }) {
  const { values } = useFilterParams(PARAMS);
  const search = values.search;
  const status = statusParam(values.status);

  const messages = useMemo<AdminList<Summary>>(() => {
    return {
      texts: messagesText,
      calls: {
        list: listCall('listMessages', ListMessagesDocument, { search: search || null, status }),
        remove: removeAndRecount(remove, UnreadMessageCountDocument),
      },
      paging: { pageSize: 25, allPages: false },
      nameOf: (message) => message.fullName,
    };
  }, [search, status]);

  return (
    <EntityListPage list={messages} outcome={outcome}>
      {(view) => (
        <>
          <SearchBar search={search} status={status} view={view} />
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
