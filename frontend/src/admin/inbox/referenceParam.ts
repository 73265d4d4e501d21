import { paths } from '../../paths';

/**
 * An inbox item's own view (a referral, a feedback item) is its list's page with the item's
 * reference in this query parameter, so the staff e-mails can link to it.
 */
export const REFERENCE_PARAM = 'reference';

/** A contact message's own view: the messages page with its id in this query parameter. */
export const MESSAGE_ID_PARAM = 'id';

/** One job's applications: the applications page with the job's id in this query parameter. */
export const JOB_PARAM = 'job';

/** The applications for one job (Recruitment links each job there). */
export const jobApplicationsPath = (jobId: string) =>
  `${paths.adminApplications}?${new URLSearchParams({ [JOB_PARAM]: jobId }).toString()}`;
