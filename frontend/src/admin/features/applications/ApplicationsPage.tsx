// /admin/applications, under Recruitment: the job applications across jobs or for one job
// (?job=<id>), or one application's own view when the address names its reference
// (/admin/applications?reference=J-7K3Q9P), which the site serves without a route of its own.
import { useLocation, useSearchParams } from 'react-router-dom';
import type { InboxOutcome } from '../../inbox/InboxItemPage';
import { REFERENCE_PARAM } from '../../inbox/referenceParam';
import { ApplicationDetail } from './ApplicationDetail';
import { ApplicationList } from './ApplicationList';

export function ApplicationsPage() {
  const [search] = useSearchParams();
  const { state } = useLocation() as { state: InboxOutcome | null };
  const reference = search.get(REFERENCE_PARAM);
  if (reference) return <ApplicationDetail key={reference} reference={reference} />;
  return <ApplicationList outcome={state?.outcome} />;
}
