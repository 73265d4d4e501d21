// /admin/feedback: the complaints register, newest first, 25 at a time, as cards (they read on a
// phone): received date, reference, kind, status and who it is from; unread ones bold and marked
// 'Unread'. A status and a kind filter narrow the list and the CSV export alike.
import { Flex } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { complaintKeptReason } from '../../../../../schema/contract/complaintRetention';
import {
  FEEDBACK_KIND_LABELS,
  FEEDBACK_STATUS_LABELS,
} from '../../../../../schema/contract/feedback';
import { DateTime } from '../../components/DateTime';
import { ItemCards, type Column } from '../../components/ItemCards';
import { removeCall, type ListCall, type RemoveCall } from '../../data/entityCalls';
import {
  DeleteFeedbackDocument,
  ListFeedbackDocument,
  UnreadFeedbackCountDocument,
  type FeedbackSummaryFieldsFragment,
  type ModelFeedbackFilterInput,
} from '../../graphql/generated/operations';
import { refreshUnreadCount } from '../../inbox/unreadCount';
import { EntityListPage, type AdminList } from '../../list/EntityListPage';
import { RowActions } from '../../list/RowActions';
import { feedbackText } from '../../texts';
import { FeedbackExport } from './FeedbackExport';
import { FeedbackFilters, type FeedbackFilterValues } from './FeedbackFilters';
import { feedbackPath, fromWhom } from './feedbackFormat';

type Summary = FeedbackSummaryFieldsFragment;

const { fields } = feedbackText;
const columns: Column<Summary>[] = [
  { header: fields.received, cell: (item) => <DateTime value={item.createdAt} /> },
  { header: fields.kind, cell: (item) => FEEDBACK_KIND_LABELS[item.kind] },
  { header: fields.status, cell: (item) => FEEDBACK_STATUS_LABELS[item.status] },
  { header: fields.from, cell: fromWhom },
];

const remove = removeCall('deleteFeedback', DeleteFeedbackDocument);

/** The API filter for the chosen values; null when both are 'All'. */
function filterOf(values: FeedbackFilterValues): ModelFeedbackFilterInput | null {
  const filter: ModelFeedbackFilterInput = {
    ...(values.status ? { status: { eq: values.status } } : {}),
    ...(values.kind ? { kind: { eq: values.kind } } : {}),
  };
  return Object.keys(filter).length > 0 ? filter : null;
}

/** `outcome`: what happened in an item's own view before it came back here. */
export function FeedbackList({ outcome }: { outcome?: string }) {
  const client = useApolloClient();
  const [values, setValues] = useState<FeedbackFilterValues>({ status: '', kind: '' });
  const filter = useMemo(() => filterOf(values), [values]);
  const register = useMemo<AdminList<Summary>>(() => {
    // A new filter is a new list call, so the page loads the list again.
    const list: ListCall<Summary> = {
      field: 'listFeedback',
      async send(apollo, limit, nextToken) {
        const { data } = await apollo.query({
          query: ListFeedbackDocument,
          variables: { filter, limit, nextToken },
        });
        if (!data) throw new Error('listFeedback returned no data');
        return data.listFeedback;
      },
    };
    // Deleting an unread item lowers the tab's count.
    const removeAndRecount: RemoveCall = {
      field: remove.field,
      async send(apollo, id) {
        const removed = await remove.send(apollo, id);
        await refreshUnreadCount(client, UnreadFeedbackCountDocument);
        return removed;
      },
    };
    return {
      texts: feedbackText,
      calls: { list, remove: removeAndRecount },
      paging: { pageSize: 25, allPages: false },
      nameOf: (item) => item.id,
    };
  }, [client, filter]);

  return (
    <EntityListPage list={register} outcome={outcome}>
      {(view) => (
        <>
          <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between" mb="4">
            <FeedbackFilters values={values} onChange={setValues} />
            <FeedbackExport filter={filter} show={view.show} />
          </Flex>
          <ItemCards
            label={feedbackText.listLabel}
            title={(item) => item.id}
            columns={columns}
            items={view.items}
            focusId={view.arrived}
            marker={(item) => (item.read ? undefined : feedbackText.unread)}
            actions={(item) => (
              <RowActions
                name={item.id}
                openTo={feedbackPath(item.id)}
                // The list has no expiry: every complaint counts as kept here.
                onDelete={
                  complaintKeptReason(item) === null ? () => view.askDelete(item) : undefined
                }
              />
            )}
          />
        </>
      )}
    </EntityListPage>
  );
}
