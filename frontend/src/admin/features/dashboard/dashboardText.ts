// The dashboard's texts. Kept here, not in admin/texts.ts, so /login's code does not carry them.

/** /admin/dashboard: what needs attention now. */
export const dashboardText = {
  heading: 'What needs attention',
  loading: 'Loading what needs attention…',
  failed: 'The dashboard could not be loaded.',
  allClear: 'Nothing needs attention.',
  sectionsLabel: 'What needs attention, with counts',
  sections: {
    referralsAwaitingContact: 'New referrals not yet contacted',
    unreadMessages: 'Unread messages',
    referralsDueForDeletion: 'Referrals due for deletion in the next 30 days',
    complaintsDue: 'Complaints due today or overdue',
  },
  count: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  more: (shown: number, count: number) => `Showing the first ${shown} of ${count}.`,
  due: { OVERDUE: 'Overdue', DUE_TODAY: 'Due today' },
  referralItem: (reference: string) => `Referral ${reference}`,
  messageItem: 'Message',
  complaintItem: (reference: string) => `Complaint ${reference}`,
  /** The step an item's date is for. */
  steps: {
    CONTACT_REFERRER: 'contact the referrer',
    ACKNOWLEDGE: 'acknowledge',
    RESOLVE: 'resolve',
  },
  stepDueOn: (step: string, date: string) => `${step}, due ${date}`,
  receivedOn: (date: string) => `received ${date}`,
  deletedOn: (date: string) => `deleted on ${date}`,
} as const;
