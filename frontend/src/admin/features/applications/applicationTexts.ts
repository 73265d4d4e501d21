// The job applications' screens' texts, under Recruitment. Kept here, not in admin/texts.ts, so
// /login's code does not carry them. The applicant's answers are labelled by their form's table
// (schema/contract/jobApplicationFields.ts).
import { inboxText } from '../../texts';

export const applicationsText = {
  heading: 'Applications',
  listLabel: 'Job applications, newest first',
  unread: 'Unread',
  unreadCount: (count: number) => `${count} unread ${count === 1 ? 'application' : 'applications'}`,
  fields: {
    received: 'Received',
    job: 'Job',
    status: 'Status',
  },
  filters: {
    label: 'Filter the applications',
    job: 'Job',
    anyJob: 'All jobs',
    /** A job the address names that is no longer among the posts (deleted since). */
    removedJob: 'A removed job',
    status: 'Status',
    anyStatus: 'Any status',
    apply: 'Show',
  },
  exportCsv: 'Export CSV',
  exportFileName: (date: string) => `job-applications-${date}.csv`,
  exported: (count: number) => `Exported ${count} ${count === 1 ? 'application' : 'applications'}.`,
  exportFailed: 'The applications could not be exported.',
  sections: {
    job: 'Job',
    status: 'Status',
    notes: 'Internal notes',
  },
  jobClosesOn: 'Closing date',
  openUntilFilled: 'Open until filled',
  title: (reference: string) => `Application ${reference}`,
  back: 'All applications',
  loading: 'Loading the application…',
  notFound: 'This application does not exist or has been deleted.',
  loadFailed: 'The application could not be loaded.',
  noCv: 'No CV.',
  downloadCv: (fileName: string, size: string) => `Download ${fileName} (${size})`,
  downloadFailed: 'The CV could not be downloaded.',
  ...inboxText,
  deleteApplication: 'Delete application',
  confirmDelete: (name: string) =>
    `Delete the application from ${name} and its CV? This cannot be undone.`,
  deleted: 'Application deleted',
  deleteFailed: 'Failed to delete application',
  deleteError: 'Error during deletion',
} as const;
