// Words every public form with an error summary shares (the referral form, the feedback form).

export const formText = {
  optional: '(optional)',
  /** Read before a field's error by screen readers, as GOV.UK does. */
  errorPrefix: 'Error:',
  errorSummaryHeading: 'There is a problem',
} as const;
