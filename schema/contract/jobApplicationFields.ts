// The job page's Apply form's fields, one entry each (schema/contract/fieldTable.ts says what an
// entry holds and what is made from it). The order here is the order the form asks them in. The
// job applied for (`jobId`) is the page's, not a question, so it is not in the table.

import type { SubmitJobApplicationInput } from '../generated/types';
import { formTable, type FieldUse } from './fieldTable';
import { JOB_APPLICATION_LIMITS } from './inputLimits';
import { RIGHT_TO_WORK_LABELS, SCREENING_CHECK_LABELS } from './jobApplications';

/** What the applicant fills in: the input less the job and the fields every public form adds. */
export type JobApplicationFormInput = Omit<
  SubmitJobApplicationInput,
  'jobId' | 'website' | 'clientToken'
>;

/** Only the application's own page shows it. */
const DETAIL_ONLY: FieldUse = { list: false, email: false, csv: false };
/** The shortlist export carries it; no list or e-mail does. */
const IN_CSV: FieldUse = { list: false, email: false, csv: true };

export const JOB_APPLICATION_FORM = formTable<JobApplicationFormInput>()({
  sections: {
    applicant: { legend: 'Your details', staffHeading: 'Applicant' },
    work: { legend: 'Work in Australia', staffHeading: 'Work' },
    about: { legend: 'About you', staffHeading: 'About the applicant', staffWide: true },
  },
  sectionOf: {
    name: 'applicant',
    email: 'applicant',
    phone: 'applicant',
    rightToWork: 'work',
    screeningCheck: 'work',
    availability: 'about',
    note: 'about',
    cv: 'about',
  },
  fields: {
    name: {
      kind: 'line',
      required: true,
      max: JOB_APPLICATION_LIMITS.name,
      input: 'ownName',
      label: 'Full name',
      staffLabel: 'Name',
      error: 'Enter your full name',
      personal: true,
      // Staff tell applications apart by who sent them; the acknowledgement greets no one by name.
      allowedIn: { list: true, email: false, csv: true },
    },
    email: {
      kind: 'email',
      required: true,
      label: 'E-mail address',
      hint: 'We send your application’s reference to this address.',
      staffLabel: 'E-mail',
      personal: true,
      // The acknowledgement is sent to it.
      allowedIn: { list: false, email: true, csv: true },
    },
    phone: {
      kind: 'phone',
      required: true,
      label: 'Phone number',
      staffLabel: 'Phone',
      personal: true,
      allowedIn: IN_CSV,
    },
    rightToWork: {
      kind: 'choice',
      required: true,
      options: RIGHT_TO_WORK_LABELS,
      label: 'Do you have the right to work in Australia?',
      staffLabel: 'Right to work in Australia',
      error: 'Choose yes or no',
      personal: true,
      allowedIn: IN_CSV,
    },
    screeningCheck: {
      kind: 'choice',
      required: true,
      options: SCREENING_CHECK_LABELS,
      label: 'Do you have an NDIS Worker Screening Check?',
      staffLabel: 'NDIS Worker Screening Check',
      error: 'Choose whether you have an NDIS Worker Screening Check',
      personal: true,
      // Screening details stay out of e-mail (the staff notice links to the application).
      allowedIn: IN_CSV,
    },
    availability: {
      kind: 'text',
      required: false,
      max: JOB_APPLICATION_LIMITS.availability,
      rows: 2,
      label: 'Availability',
      hint: 'For example: weekdays, evenings, from March.',
      staffLabel: 'Availability',
      personal: true,
      allowedIn: IN_CSV,
    },
    note: {
      kind: 'text',
      required: true,
      max: JOB_APPLICATION_LIMITS.note,
      rows: 5,
      label: 'A short note about you',
      hint: 'Why this role, and the experience you bring.',
      staffLabel: 'Note',
      error: 'Write a short note about you',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    cv: {
      kind: 'files',
      required: true,
      label: 'Your CV',
      hint: 'A PDF or Word (.docx) file, at most 5 MB.',
      staffLabel: 'CV',
      error: 'Attach your CV',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
  },
});

export type JobApplicationFormField = keyof JobApplicationFormInput;
