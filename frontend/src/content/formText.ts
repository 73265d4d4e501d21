// Words every public form with an error summary shares (the referral form, the feedback form),
// and the honeypot's label, which the contact form shares too.

export const formText = {
  optional: '(optional)',
  /** Honeypot label: the field is hidden from people, keyboards and screen readers alike. */
  honeypotLabel: 'Leave this field empty',
  /** Read before a field's error by screen readers, as GOV.UK does. */
  errorPrefix: 'Error:',
  errorSummaryHeading: 'There is a problem',
  /** The boxes of a date, GOV.UK's date input. */
  dateParts: { day: 'Day', month: 'Month', year: 'Year' },
  /** What the client checks say about contact fields and texts, in every form alike. */
  errors: {
    email: 'Enter an e-mail address in the right format, like name@example.com',
    phone: 'Enter a phone number of 8 to 15 digits, like 0400 123 456',
    tooLong: (max: number) => `Enter at most ${max} characters`,
    singleLine: 'Enter this on one line',
  },
  /** The step that lists every answer before a form is sent (CheckAnswers.tsx). */
  checkAnswers: {
    heading: 'Check your answers',
    intro: 'Check the answers below. You can change any of them before you send.',
    continue: 'Continue',
    /** Under a question being changed: back to the list of answers. */
    backToCheck: 'Continue to check your answers',
    change: 'Change',
    notGiven: 'Not given',
    yes: 'Yes',
    no: 'No',
  },
  /** A form's uploaded files (FileUploadField.tsx) and what is said of one that is refused. */
  files: {
    uploading: 'Uploading…',
    uploaded: 'Uploaded',
    remove: 'Remove',
    /** The remove button's name for screen readers: which file it removes. */
    removeLabel: (fileName: string) => `Remove ${fileName}`,
    listLabel: 'Attached files',
    fileEmpty: (fileName: string) => `${fileName} is empty`,
    uploadFailed: (fileName: string, reason: string) =>
      `${fileName} could not be uploaded: ${reason}`,
    uploadFailedGeneric: 'please try again.',
  },
} as const;
