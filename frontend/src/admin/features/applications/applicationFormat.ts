// The applications screens' addresses: an application's own view is the list's page with its
// reference (/admin/applications?reference=J-…, where the staff notice links), and the list's job
// (inbox/referenceParam.ts, as Recruitment links there) and status live in the address too, so
// reload and Back keep the view.
import { paths } from '../../../paths';
import { JOB_APPLICATION_STATUS_LABELS } from '../../../../../schema/contract/jobApplications';
import type { JobApplicationStatus } from '../../graphql/generated/operations';
import { REFERENCE_PARAM } from '../../inbox/referenceParam';
import { statusLabeller } from '../../inbox/statusLabel';

export const STATUS_PARAM = 'status';

export const applicationPath = (reference: string) =>
  `${paths.adminApplications}?${new URLSearchParams({ [REFERENCE_PARAM]: reference }).toString()}`;

/** The address's status, when it names one of the statuses. */
export function statusParam(value: string | null): JobApplicationStatus | null {
  return value && value in JOB_APPLICATION_STATUS_LABELS ? (value as JobApplicationStatus) : null;
}

/** The API's filter for a job and a status, either or both left out. */
export function applicationFilter(jobId: string | null, status: JobApplicationStatus | null) {
  if (!jobId && !status) return null;
  return {
    ...(jobId ? { jobId: { eq: jobId } } : {}),
    ...(status ? { status: { eq: status } } : {}),
  };
}

export const applicationStatusLabel = statusLabeller(JOB_APPLICATION_STATUS_LABELS);
