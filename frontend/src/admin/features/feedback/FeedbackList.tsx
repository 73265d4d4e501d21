// /admin/feedback: the complaints register, newest first, 25 at a time, as cards (they read on a
// phone): received date, reference, kind, status, who it is from and where a complaint stands
// against its targets, in words; unread ones bold and marked 'Unread'. A status and a kind filter
// narrow the list and the CSV export alike. Filtering or sorting by the targets, which change with
// the day, loads the whole register (summaries only) and orders it here.
import { Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useMemo, useState } from 'react';
import { complaintKeptReason } from '../../../../../schema/contract/complaintRetention';
import {
  FEEDBACK_KIND_LABELS,
  FEEDBACK_STATUS_LABELS,
} from '../../../../../schema/contract/feedback';
import { ItemCards, type Column } from '../../components/ItemCards';
import { removeCall, type ListCall } from '../../data/entityCalls';
import {
  DeleteFeedbackDocument,
  ListFeedbackDocument,
  UnreadFeedbackCountDocument,
  type FeedbackSummaryFieldsFragment,
  type ModelFeedbackFilterInput,
} from '../../graphql/generated/operations';
import { removeAndRecount } from '../../inbox/unreadCount';
import { mostPressing, complaintDueStates } from '../../../../../schema/contract/complaintTargets';
import type { DueState } from '../../../../../schema/contract/businessDays';
import { ALL_AT_ONCE, EntityListPage, type AdminList } from '../../list/EntityListPage';
import { RowActions } from '../../list/RowActions';
import { feedbackText } from '../../texts';
import { FeedbackExport } from './FeedbackExport';
import { FeedbackFilters, type FeedbackFilterValues } from './FeedbackFilters';
import { targetsCell, todayForProvider } from './complaintTargetsText';
import { feedbackPath, feedbackViewPath, fromWhom } from './feedbackFormat';
import { registerText } from './registerTexts';
import { TargetControls, type TargetValues } from './TargetControls';

type Summary = FeedbackSummaryFieldsFragment;

const { fields } = feedbackText;
const columns = (today: string): Column<Summary>[] => [
  { header: registerText.list.received, cell: (item) => item.receivedOn },
  { header: fields.kind, cell: (item) => FEEDBACK_KIND_LABELS[item.kind] },
  { header: fields.status, cell: (item) => FEEDBACK_STATUS_LABELS[item.status] },
  { header: fields.from, cell: fromWhom },
  { header: registerText.list.targets, cell: (item) => targetsCell(item, today) },
];

/** Most pressing first: overdue, due today, due soon, on track, then done or without targets. */
const PRESSING_ORDER: readonly DueState[] = ['overdue', 'dueToday', 'dueSoon', 'onTrack', 'met'];

function byTargets(items: readonly Summary[], values: TargetValues, today: string): Summary[] {
  const pressing = (item: Summary) => mostPressing(complaintDueStates(item, today));
  const kept = items.filter((item) => {
    if (values.show === 'overdue') return pressing(item) === 'overdue';
    if (values.show === 'attention')
      return ['overdue', 'dueToday', 'dueSoon'].includes(pressing(item));
    return true;
  });
  if (values.order !== 'pressing') return kept;
  return [...kept].sort(
    (a, b) => PRESSING_ORDER.indexOf(pressing(a)) - PRESSING_ORDER.indexOf(pressing(b)),
  );
}

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
  const [values, setValues] = useState<FeedbackFilterValues>({ status: '', kind: '' });
  const [targets, setTargets] = useState<TargetValues>({ show: 'all', order: 'newest' });
  const filter = useMemo(() => filterOf(values), [values]);
  const wholeRegister = targets.show !== 'all' || targets.order !== 'newest';
  const today = todayForProvider();
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
    return {
      texts: feedbackText,
      calls: { list, remove: removeAndRecount(remove, UnreadFeedbackCountDocument) },
      paging: wholeRegister ? ALL_AT_ONCE : { pageSize: 25, allPages: false },
      nameOf: (item) => item.id,
    };
  }, [filter, wholeRegister]);

  return (
    <EntityListPage list={register} outcome={outcome}>
      {(view) => {
        const shown = byTargets(view.items, targets, today);
        return (
          <>
            <Flex gap="4" wrap="wrap" mb="4">
              <ChakraLink asChild fontWeight="semibold">
                <Link to={feedbackViewPath('record')}>{registerText.record.link}</Link>
              </ChakraLink>
              <ChakraLink asChild fontWeight="semibold">
                <Link to={feedbackViewPath('statistics')}>{registerText.statistics.link}</Link>
              </ChakraLink>
            </Flex>
            <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between" mb="4">
              <FeedbackFilters values={values} onChange={setValues} />
              <TargetControls values={targets} onChange={setTargets} />
              <FeedbackExport filter={filter} show={view.show} />
            </Flex>
            {shown.length === 0 && view.items.length > 0 && (
              <Text mb="3">{registerText.list.noneMatch}</Text>
            )}
            <ItemCards
              label={feedbackText.listLabel}
              title={(item) => item.id}
              columns={columns(today)}
              items={shown}
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
        );
      }}
    </EntityListPage>
  );
}
