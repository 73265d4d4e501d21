// Texts of the online feedback form on the Feedback and complaints page. The kinds' labels and the
// consent statement come from schema/contract/feedback.ts, which the API checks against.
import { FEEDBACK_CONSENT_TEXT } from '../../../../../schema/contract/feedback';
import { siteConfig } from '../../../../../schema/contract/siteConfig';
import { contactPageText } from '../../../content/contact';
import { formText } from '../../../content/formText';

export const feedbackFormText = {
  heading: 'Send us your feedback',
  intro:
    'It takes a few minutes. Only the question about what happened and the consent are needed.',
  withoutScripts: `The online feedback form needs JavaScript, which is turned off or blocked in your browser. Please call us on ${siteConfig.phone.display} or e-mail ${siteConfig.email} instead.`,
  optional: formText.optional,
  errorPrefix: formText.errorPrefix,
  kind: 'What would you like to give?',
  whatHappened: 'What happened?',
  whatHappenedHint: 'Tell us what happened, when and where, and who was involved if you know.',
  outcomeWanted: 'What would you like to happen?',
  contact: {
    legend: 'Your contact details',
    hint: 'All optional. Give at least one if you would like us to contact you.',
    anonymous: 'I want to stay anonymous',
    anonymousHint: 'We will not ask who you are, and we cannot tell you the outcome.',
    name: 'Your name',
    email: 'E-mail address',
    emailHint: 'We send an acknowledgement with your reference to this address.',
    phone: 'Phone number',
  },
  consent: { legend: 'Consent', statement: FEEDBACK_CONSENT_TEXT },
  submit: 'Send feedback',
  sending: 'Sending…',
  honeypotLabel: contactPageText.form.honeypotLabel,
  errorSummary: {
    heading: formText.errorSummaryHeading,
    failed:
      'Your feedback could not be sent. Please try again, or call or e-mail us: what you wrote is still in the form.',
  },
  confirmation: {
    heading: 'Feedback sent',
    referenceLabel: 'Your reference is',
    acknowledgementSent:
      'We have sent an acknowledgement with the reference to the e-mail address you gave.',
    nextHeading: 'What happens next',
    next: [
      'Please quote the reference if you contact us about it.',
      'A senior staff member reads what you sent. If you gave contact details, we contact you to talk about it and what we will do.',
    ],
  },
  /** What a field's client check says; the server's own messages are shown as they come. */
  errors: {
    kind: 'Choose compliment, feedback or complaint',
    whatHappened: 'Tell us what happened',
    email: formText.errors.email,
    phone: formText.errors.phone,
    consent: 'Tick the box to agree to us using your feedback to handle it',
    tooLong: formText.errors.tooLong,
    singleLine: formText.errors.singleLine,
  },
} as const;
