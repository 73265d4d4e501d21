// Every text the admin area shows but the sign-in page's (login/texts.ts). The outcome messages are
// the product's error catalogue, word for word; the rest labels the screens.
import { STAFF_PHOTO_LIMITS } from '../../../schema/contract/inputLimits';
import { siteConfig } from '../../../schema/contract/siteConfig';
import type { AuditAction } from './graphql/generated/operations';

const MIB = 1048576;

export const layoutText = {
  heading: 'Dashboard',
  navLabel: 'Admin sections',
  tabs: {
    messages: 'Messages',
    recruit: 'Recruitment',
    review: 'Review',
    team: 'Team',
    referrals: 'Referrals',
    security: 'Security',
    feedback: 'Feedback',
    accounts: 'Staff accounts',
  },
  /** The Referrals and Feedback tabs' badge; screen readers hear "Referrals, 2 unread". */
  unread: (count: number) => `${count} unread`,
  logout: 'Logout',
  menu: 'Menu',
} as const;

/** The owners' staff accounts page. */
export const accountsText = {
  heading: 'Staff accounts',
  listLabel: 'Staff accounts, oldest first',
  loading: 'Loading the staff accounts…',
  failed: 'The staff accounts could not be loaded.',
  email: 'E-mail',
  status: 'Status',
  created: 'Created',
  roles: 'Roles',
  rolesOf: (email: string) => `Roles of ${email}`,
  saveRoles: 'Save roles',
  rolesSaved: 'Roles saved. They apply from the person’s next sign-in.',
  rolesFailed: 'The roles could not be saved.',
  roleLabels: {
    OWNER: 'Owner (everything, and staff accounts)',
    INTAKE: 'Intake (messages and referrals)',
    COMPLAINTS: 'Complaints (feedback and complaints)',
    WEBSITE: 'Website (jobs, testimonials, staff profiles)',
  },
  statusLabels: { INVITED: 'Invited', ACTIVE: 'Active', DISABLED: 'Disabled' },
} as const;

/** What a person sees at the address of a page their roles do not open. */
export const noAccessText = {
  heading: "You don't have access to this page",
  explanation:
    'Your staff role does not include this page. If you need it, ask an owner of this admin to give you the role.',
  useInstead: 'Pages you can use:',
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
  /** The form's fields are labelled by its table (schema/contract/contactFields.ts). */
  columns: {
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
  sections: {
    status: 'Status',
    notes: 'Internal notes',
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
  locationPlaceholder: 'Choose a state or territory',
  type: 'Employment type',
  typePlaceholder: 'Full Time, Part Time, Casual, Subcontractor.',
  closesOn: 'Closing date (optional)',
  closesOnHint: `The job leaves the website at the end of this day (${siteConfig.timeZone} time).`,
  filled: 'Position filled (takes the job off the website)',
  closesBadge: (date: string) => `Closes ${date}`,
  filledBadge: 'Filled',
  closedBadge: 'Closed',
  pageLink: 'View its page',
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
  listLabel: 'Staff members',
  columns: { photo: 'Photo', role: 'Role', description: 'Description' },
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

/** How an item's own view writes values of the fields' kinds (components/TableFacts.tsx). */
export const factText = {
  yes: 'Yes',
  no: 'No',
  /** A ticked box and what was asked because it was ticked, such as the interpreter's language. */
  yesWith: (detail: string | null | undefined) => (detail ? `Yes, ${detail}` : 'Yes'),
  notGiven: 'Not given',
  consentGiven: 'Given',
} as const;

export const referralsText = {
  heading: 'Referrals',
  listLabel: 'Referrals, newest first',
  unread: 'Unread',
  /** The list's columns; a referral's own fields are labelled by schema/contract/referralFields.ts. */
  fields: {
    received: 'Received',
    referrer: 'Referrer',
    participant: 'Participant',
    services: 'Services',
    status: 'Status',
  },
  sections: {
    attachments: 'Attachments',
    status: 'Status',
    notes: 'Internal notes',
  },
  title: (reference: string) => `Referral ${reference}`,
  back: 'All referrals',
  loading: 'Loading the referral…',
  notFound: 'This referral does not exist or has been deleted.',
  loadFailed: 'The referral could not be loaded.',
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

export const feedbackText = {
  heading: 'Feedback and complaints',
  listLabel: 'Feedback and complaints, newest first',
  unread: 'Unread',
  anonymous: 'Anonymous',
  fields: {
    received: 'Received',
    kind: 'Kind',
    status: 'Status',
    from: 'From',
  },
  sections: {
    status: 'Status',
    statusHistory: 'Status history',
    notes: 'Outcome notes',
  },
  filters: {
    label: 'Filter the register',
    status: 'Status',
    kind: 'Kind',
    all: 'All',
  },
  exportCsv: 'Export CSV',
  /** The downloaded file's name; the date is the day of the export. */
  exportFileName: (day: string) => `feedback-register-${day}.csv`,
  exported: 'The register was exported.',
  exportFailed: 'The register could not be exported.',
  statusChange: (status: string, by: string | null | undefined) =>
    by ? `${status}, by ${by}` : status,
  title: (reference: string) => `Feedback ${reference}`,
  back: 'All feedback',
  loading: 'Loading the feedback…',
  notFound: 'This feedback does not exist or has been deleted.',
  loadFailed: 'The feedback could not be loaded.',
  notGiven: 'Not given',
  saveStatus: 'Save status',
  statusSaved: (status: string) => `Status saved: ${status}`,
  statusFailed: 'The status could not be saved.',
  noNotes: 'No outcome notes yet.',
  newNote: 'New outcome note',
  noteHint: 'Outcome notes are for staff only and cannot be changed once added.',
  addNote: 'Add note',
  noteEmpty: 'Write the note first.',
  noteAdded: 'Note added',
  noteFailed: 'The note could not be added.',
  noteBy: (author: string) => `By ${author}`,
  deleteFeedback: 'Delete feedback',
  confirmDelete: (reference: string) => `Delete feedback ${reference}? This cannot be undone.`,
  deleted: 'Feedback deleted',
  deleteFailed: 'Failed to delete feedback',
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
    EMAILED: 'E-mailed',
    EXPORTED: 'Exported',
    DELETED: 'Deleted',
    CHANGED_ROLES: 'Roles changed',
  } satisfies Record<AuditAction, string>,
  by: (actor: string) => `by ${actor}`,
  retentionHeading: 'Retention',
  /** Followed by the date and a full stop. */
  deletedOn: 'Deleted automatically on',
  keptUntilDeleted: 'Kept until a staff member deletes it.',
  keptWhileOpen:
    'Kept while it is open. Once it is accepted, declined or closed, it is deleted automatically after the period in the privacy policy.',
};
