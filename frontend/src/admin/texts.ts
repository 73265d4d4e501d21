// Every text the admin area shows. The outcome messages are the product's error catalogue, word for
// word; the rest labels the screens.
import { USER_POOL_SETTINGS } from '../../../schema/contract/authSettings';
import { STAFF_PHOTO_LIMITS } from '../../../schema/contract/inputLimits';
import type { AuditAction } from './graphql/generated/operations';

const MIB = 1048576;
export const PASSWORD_MIN_LENGTH = USER_POOL_SETTINGS.passwordPolicy.minLength;

const RESET_HEADING = 'Reset your password';

/** The sign-in steps' texts: each step's heading, introduction and submit button, then the rest. */
export const loginText = {
  signInStep: { heading: 'Staff login', submit: 'Log in' },
  newPasswordStep: {
    heading: 'Choose a new password',
    intro:
      'This is your first sign-in, or your password was reset by an administrator. Choose your own password to continue.',
    submit: 'Set password',
  },
  resetRequestStep: {
    heading: RESET_HEADING,
    intro: 'Enter your e-mail address and we will send you a code to reset your password.',
    submit: 'Send code',
  },
  resetConfirmStep: (destination: string) => ({
    heading: RESET_HEADING,
    intro: `We sent a code to ${destination}. Enter it with your new password.`,
    submit: 'Reset password',
  }),
  email: 'E-mail',
  password: 'Password',
  failed: 'Invalid email or password.',
  denied: 'Unauthorized',
  forgotPassword: 'Forgot your password?',
  backToLogin: 'Back to login',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordRule: `At least ${PASSWORD_MIN_LENGTH} characters, with upper and lower case letters and a number.`,
  passwordsDiffer: 'The passwords do not match.',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  code: 'Code',
  resetDone: 'Your password has been changed. Log in with your new password.',
} as const;

export const layoutText = {
  heading: 'Dashboard',
  navLabel: 'Admin sections',
  tabs: {
    messages: 'Messages',
    recruit: 'Recruitment',
    review: 'Review',
    team: 'Team',
    referrals: 'Referrals',
  },
  /** The Referrals tab's badge; screen readers hear "Referrals, 2 unread". */
  unread: (count: number) => `${count} unread`,
  logout: 'Logout',
  menu: 'Menu',
  dashboardNotDeveloped: 'This page has not been developed yet.',
} as const;

/** What a page that failed while rendering shows in its place. */
export const pageFailedText = {
  heading: 'This page could not be shown',
  message: 'Something went wrong while showing this page. Reload the page to try again.',
} as const;

export const commonText = {
  cancel: 'Cancel',
  open: 'Open',
  save: 'Save',
  edit: 'Edit',
  delete: 'Delete',
  confirmDeleteTitle: 'Delete this item?',
  confirmDelete: 'Delete',
  loadMore: 'Load more',
  empty: 'Nothing here yet.',
  created: 'Created',
  updated: 'Updated',
  actions: 'Actions',
} as const;

/** What every inbox item's status form and internal notes say (messages, referrals). */
export const inboxText = {
  saveStatus: 'Save status',
  statusSaved: (status: string) => `Status saved: ${status}`,
  statusFailed: 'The status could not be saved.',
  noNotes: 'No notes yet.',
  newNote: 'New note',
  noteHint: 'Notes are for staff only and cannot be changed once added.',
  addNote: 'Add note',
  noteEmpty: 'Write the note first.',
  noteAdded: 'Note added',
  noteFailed: 'The note could not be added.',
  noteBy: (author: string) => `By ${author}`,
} as const;

export const messagesText = {
  heading: 'Messages',
  listLabel: 'Contact messages, newest first',
  unread: 'Unread',
  columns: {
    fullName: 'Full name',
    postcode: 'Postcode',
    email: 'E-mail',
    phone: 'Phone',
    msg: 'Message',
    received: 'Received',
    status: 'Status',
  },
  searchLabel: 'Search name, e-mail, phone or text',
  statusFilter: 'Status',
  anyStatus: 'Any status',
  applySearch: 'Search',
  clearSearch: 'Clear',
  exportCsv: 'Export CSV',
  exportFailed: 'The CSV could not be exported.',
  exportFileName: (date: string) => `messages-${date}.csv`,
  exported: 'CSV exported',
  title: (name: string) => `Message from ${name}`,
  back: 'All messages',
  loading: 'Loading the message…',
  notFound: 'This message does not exist or has been deleted.',
  loadFailed: 'The message could not be loaded.',
  notGiven: 'Not given',
  sections: {
    message: 'Message',
    sender: 'Sender',
    status: 'Status',
    notes: 'Internal notes',
    retention: 'Retention',
  },
  replyByEmail: 'Reply by e-mail',
  replySubject: 'Re: your enquiry',
  deleteMessage: 'Delete message',
  ...inboxText,
  confirmDelete: (name: string) => `Delete the message from ${name}? This cannot be undone.`,
  deleted: 'Delete successful',
  deleteFailed: 'Failed to delete',
  deleteError: 'Error during deletion',
} as const;

export const jobsText = {
  heading: 'Recruitment',
  listLabel: 'Job posts',
  add: 'Add a new job',
  addTitle: 'Add Job',
  submit: 'Add Job',
  title: 'Title',
  location: 'Location',
  type: 'Employment type',
  typePlaceholder: 'Full Time, Part Time, Casual, Subcontractor.',
  description: 'Description',
  newLine: 'New description line',
  addLine: 'Add line',
  removeLine: (n: number) => `Remove line ${n}`,
  line: (n: number) => `Description line ${n}`,
  confirmDelete: (title: string) => `Delete the job “${title}”? This cannot be undone.`,
  missingFields: 'Please fill in all the fields and add at least one description.',
  added: 'Job added successfully!',
  addError: 'An error occurred while adding the job.',
  deleted: 'Job deleted successfully',
  deleteFailed: 'Failed to delete job',
  updated: 'Job updated successfully',
  updateFailed: 'Failed to update job',
} as const;

export const reviewsText = {
  heading: 'Review',
  listLabel: 'Testimonials',
  add: 'Add a new review',
  addTitle: 'Add Review',
  submit: 'Submit Review',
  name: 'Name',
  body: 'Review',
  confirmDelete: (name: string) => `Delete the review by ${name}? This cannot be undone.`,
  missingFields: 'Please fill in all fields.',
  added: 'Review added successfully!',
  addError: 'An error occurred while adding the review.',
  deleted: 'Testimonial deleted successfully',
  deleteFailed: 'Failed to delete testimonial',
  updated: 'Testimonial updated successfully',
  updateFailed: 'Failed to update testimonial',
  updateError: 'Error during update',
} as const;

const photoTypes = 'JPEG, PNG, WebP or GIF';

export const staffText = {
  heading: 'Staff Management',
  caption: 'Staff members',
  columns: { photo: 'Photo', name: 'Name', role: 'Role', description: 'Description' },
  photoAlt: (name: string) => `Photo of ${name}`,
  add: 'Add a new staff member',
  addTitle: 'Add Employee',
  submit: 'Submit Employee',
  editTitle: 'Edit Employee',
  saveChanges: 'Save Changes',
  name: 'Name',
  role: 'Role',
  description: 'Description',
  certificates: 'Certificates',
  experience: 'Experience',
  photo: 'Photo',
  photoHint: `${photoTypes}, up to ${STAFF_PHOTO_LIMITS.maxBytes / MIB} MiB.`,
  keepPhoto: 'Leave blank to keep current photo',
  photoTooLarge: `The photo is too large: a staff photo may be at most ${STAFF_PHOTO_LIMITS.maxBytes / MIB} MiB.`,
  photoEmpty: 'The photo file is empty.',
  photoNotImage: `The file is not a ${photoTypes} image.`,
  uploading: 'Uploading photo',
  pause: 'Pause upload',
  resume: 'Resume upload',
  cancelUpload: 'Cancel upload',
  uploadPaused: 'Upload paused',
  confirmDelete: (name: string) => `Delete ${name}'s profile? This cannot be undone.`,
  missingFields: 'Please fill in all fields.',
  added: 'Employee added successfully!',
  addError: 'An error occurred while adding the employee.',
  updated: 'Employee updated successfully!',
  updateFailed: 'Failed to update staff member',
  updateError: 'Error during update',
  updateFallback: 'An error occurred while updating the employee.',
  deleted: 'Staff member deleted successfully',
  deleteFailed: 'Failed to delete staff member',
  deleteError: 'Error during deletion',
  photoFailed: 'Photo upload failed.',
} as const;

export const referralsText = {
  heading: 'Referrals',
  listLabel: 'Referrals, newest first',
  unread: 'Unread',
  fields: {
    received: 'Received',
    referrer: 'Referrer',
    participant: 'Participant',
    services: 'Services',
    status: 'Status',
    role: 'Referring as',
    name: 'Name',
    organisation: 'Organisation',
    email: 'E-mail',
    phone: 'Phone',
    dateOfBirth: 'Date of birth',
    ndisNumber: 'NDIS number',
    postcode: 'Postcode',
    preferredContact: 'Preferred contact',
    interpreter: 'Interpreter',
    auslan: 'Auslan',
    otherNeeds: 'Other communication needs',
    planFunding: 'Plan funding',
    planStart: 'Plan start date',
    planEnd: 'Plan end date',
    supportNeeded: 'Support needed',
    goals: 'Goals',
    consent: 'Consent',
  },
  sections: {
    referrer: 'Referrer',
    participant: 'Participant',
    communication: 'Communication needs',
    plan: 'NDIS plan',
    support: 'Services and support',
    attachments: 'Attachments',
    status: 'Status',
    notes: 'Internal notes',
  },
  title: (reference: string) => `Referral ${reference}`,
  back: 'All referrals',
  loading: 'Loading the referral…',
  notFound: 'This referral does not exist or has been deleted.',
  loadFailed: 'The referral could not be loaded.',
  yes: 'Yes',
  no: 'No',
  needed: (language: string | null | undefined) => (language ? `Yes, ${language}` : 'Yes'),
  notGiven: 'Not given',
  consentGiven: 'Given',
  noAttachments: 'No attachments.',
  download: (fileName: string, size: string) => `Download ${fileName} (${size})`,
  downloadFailed: 'The attachment could not be downloaded.',
  ...inboxText,
  deleteReferral: 'Delete referral',
  confirmDelete: (reference: string) =>
    `Delete referral ${reference} and its attachments? This cannot be undone.`,
  deleted: 'Referral deleted',
  deleteFailed: 'Failed to delete referral',
  deleteError: 'Error during deletion',
} as const;

/** The audit trail and retention notice every inbox item (message, referral, feedback) shows. */
export const auditText = {
  heading: 'History',
  loading: 'Loading history…',
  failed: 'The history could not be loaded.',
  empty: 'Nothing recorded yet.',
  actions: {
    VIEWED: 'Viewed',
    CHANGED_STATUS: 'Status changed',
    ADDED_NOTE: 'Note added',
    EXPORTED: 'Exported',
    DELETED: 'Deleted',
  } satisfies Record<AuditAction, string>,
  by: (actor: string) => `by ${actor}`,
  retentionHeading: 'Retention',
  /** Followed by the date and a full stop. */
  deletedOn: 'Deleted automatically on',
  keptUntilDeleted: 'Kept until a staff member deletes it.',
};
