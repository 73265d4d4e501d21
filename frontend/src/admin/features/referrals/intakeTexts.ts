// The referral screens' texts for intake: the deletion list, the CSV export and the e-mail to the
// referrer. Kept here, not in admin/texts.ts, so /login's code does not carry them.

/** The referrals due for deletion, on the referral list. */
export const referralDeletionText = {
  heading: 'Due for deletion in the next 30 days',
  hint: 'These referrals are deleted automatically on the date shown. Export or update any you still need before then.',
  none: 'No referrals are due for deletion in the next 30 days.',
  loading: 'Loading the referrals due for deletion…',
  failed: 'The referrals due for deletion could not be loaded.',
  listLabel: 'Referrals due for deletion, soonest first',
  item: (reference: string, names: string) => `${reference}: ${names}`,
  deletedOn: 'Deleted on',
} as const;

/** The referral export's form, on the referral list. */
export const referralExportText = {
  heading: 'Export referrals as CSV',
  from: 'Received from',
  to: 'Received to',
  status: 'Status',
  anyStatus: 'Any status',
  sensitive: 'Include the date of birth, NDIS number, support needed and goals',
  sensitiveHint:
    'Only tick this when you need these details: the export is recorded against each referral.',
  exportCsv: 'Export CSV',
  fileName: (from: string, to: string) => `referrals-${from}-to-${to}.csv`,
  exported: (count: number) => `Exported ${count} ${count === 1 ? 'referral' : 'referrals'}.`,
  failed: 'The referrals could not be exported.',
} as const;

/** The e-mail to the referrer, on a referral's own view. */
export const referrerEmailText = {
  intro:
    'You can e-mail the referrer that the referral is now at this status. Read and edit the text first: it must not hold the participant’s details. The e-mail adds the reference and our contact details.',
  notNow:
    'An e-mail to the referrer can be sent when the status is Contacted, Waitlisted or Declined.',
  template: 'E-mail',
  text: 'Text of the e-mail',
  send: 'Send e-mail…',
  confirmTitle: 'Send this e-mail?',
  confirm: 'Send',
  question: (to: string) => `Send this e-mail to ${to}? It is recorded in the referral’s notes.`,
  sent: (to: string) => `E-mail sent to ${to}.`,
  failed: 'The e-mail could not be sent.',
  empty: 'Write the text of the e-mail first.',
} as const;

/** The list's deletion column and the referral's e-mail section. */
export const intakeText = {
  deletion: 'Deleted automatically',
  /** A referral with no expiry: New ones and those whose outcome keeps them. */
  keptWhileOpen: 'Not while open',
  emailReferrer: 'E-mail the referrer',
} as const;
