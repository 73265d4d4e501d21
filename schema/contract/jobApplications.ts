// The job applications' fixed choices and formats, shared by the schema's enums (a unit test keeps
// them equal), the applications handler and the public and admin screens that show them.

import { referencePattern } from './references';

/** Whether the applicant has the right to work in Australia (enum RightToWork). */
export const RIGHT_TO_WORK_LABELS = { YES: 'Yes', NO: 'No' } as const;

/** The applicant's NDIS Worker Screening Check (enum WorkerScreeningStatus). */
export const SCREENING_CHECK_LABELS = {
  HAVE_ONE: 'I have one',
  APPLIED: 'I have applied',
  NOT_YET: 'Not yet',
} as const;

/** Where an application is in recruitment (enum JobApplicationStatus); new ones are NEW. */
export const JOB_APPLICATION_STATUS_LABELS = {
  NEW: 'New',
  SHORTLISTED: 'Shortlisted',
  INTERVIEW: 'Interview',
  OFFER: 'Offer',
  UNSUCCESSFUL: 'Unsuccessful',
  WITHDRAWN: 'Withdrawn',
} as const;

/** An application's reference, which is also its id: `J-` and six characters. */
export const JOB_APPLICATION_REFERENCE_PREFIX = 'J';
export const JOB_APPLICATION_REFERENCE_PATTERN = referencePattern(JOB_APPLICATION_REFERENCE_PREFIX);

/** What the applicant is told on the page and in the acknowledgement e-mail. */
export const jobApplicationAcknowledgement = {
  quoteReference: 'Please quote the reference if you contact us about your application.',
  next: [
    'Our team reads your application and CV.',
    'If your application is shortlisted, we contact you to arrange an interview.',
    'We let you know the outcome either way.',
  ],
} as const;
