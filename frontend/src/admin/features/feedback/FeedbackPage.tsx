// /admin/feedback: the complaints register, or one item's own view when the address names its
// reference (/admin/feedback?reference=F-7K3Q9P), or the register's own screens
// (?view=record, ?view=statistics), which the site serves without routes of their own.
import { useLocation, useSearchParams } from 'react-router-dom';
import type { InboxOutcome } from '../../inbox/InboxItemPage';
import { FeedbackDetail } from './FeedbackDetail';
import { FeedbackList } from './FeedbackList';
import { FeedbackStatistics } from './FeedbackStatistics';
import { VIEW_PARAM } from './feedbackFormat';
import { RecordFeedback } from './RecordFeedback';
import { REFERENCE_PARAM } from '../../inbox/referenceParam';

export function FeedbackPage() {
  const [search] = useSearchParams();
  const { state } = useLocation() as { state: InboxOutcome | null };
  const reference = search.get(REFERENCE_PARAM);
  if (reference) return <FeedbackDetail key={reference} reference={reference} />;
  const view = search.get(VIEW_PARAM);
  if (view === 'record') return <RecordFeedback />;
  if (view === 'statistics') return <FeedbackStatistics />;
  return <FeedbackList outcome={state?.outcome} />;
}
