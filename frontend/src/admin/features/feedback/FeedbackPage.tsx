// /admin/feedback: the complaints register, or one item's own view when the address names its
// reference (/admin/feedback?reference=F-7K3Q9P), which the site serves without a route of its own.
import { useLocation, useSearchParams } from 'react-router-dom';
import type { InboxOutcome } from '../../inbox/InboxItemPage';
import { FeedbackDetail } from './FeedbackDetail';
import { FeedbackList } from './FeedbackList';
import { REFERENCE_PARAM } from '../../inbox/referenceParam';

export function FeedbackPage() {
  const [search] = useSearchParams();
  const { state } = useLocation() as { state: InboxOutcome | null };
  const reference = search.get(REFERENCE_PARAM);
  if (reference) return <FeedbackDetail key={reference} reference={reference} />;
  return <FeedbackList outcome={state?.outcome} />;
}
