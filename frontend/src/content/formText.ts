// Words every public form with an error summary shares (the referral form, the feedback form).

export const formText = {
  optional: '(optional)',
  /** Read before a field's error by screen readers, as GOV.UK does. */
  errorPrefix: 'Error:',
  errorSummaryHeading: 'There is a problem',
  /** What the client checks say about contact fields and texts, in every form alike. */
  errors: {
    email: 'Enter an e-mail address in the right format, like name@example.com',
    phone: 'Enter a phone number of 8 to 15 digits, like 0400 123 456',
    tooLong: (max: number) => `Enter at most ${max} characters`,
    singleLine: 'Enter this on one line',
  },
} as const;
