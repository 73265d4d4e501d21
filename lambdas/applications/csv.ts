// The applications as CSV for shortlisting: when each arrived, for which job, where it stands, and
// the form's fields its table (schema/contract/jobApplicationFields.ts) allows in CSV. The note,
// the CV and staff's notes stay in the admin, where every view is audited.

import type { JobApplication } from '../../schema/generated/types';
import {
  JOB_APPLICATION_FORM,
  type JobApplicationFormInput,
} from '../../schema/contract/jobApplicationFields';
import { JOB_APPLICATION_STATUS_LABELS } from '../../schema/contract/jobApplications';
import { type CsvColumn, toCsv } from '../shared/csv';
import { formColumns } from '../shared/fieldColumns';

const COLUMNS: readonly CsvColumn<JobApplication>[] = [
  { header: 'Received', value: (item) => item.createdAt },
  { header: 'Reference', value: (item) => item.id },
  { header: 'Job', value: (item) => item.jobTitle },
  { header: 'Status', value: (item) => JOB_APPLICATION_STATUS_LABELS[item.status] },
  ...formColumns<JobApplicationFormInput, JobApplication>(JOB_APPLICATION_FORM),
];

export const applicationsCsv = (items: readonly JobApplication[]): string => toCsv(COLUMNS, items);
