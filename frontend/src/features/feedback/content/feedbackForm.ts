// Texts of the online feedback form on the Feedback and complaints page around its questions; the
// questions, their hints and error messages are the form's table (schema/contract/feedbackFields.ts).
import {
  feedbackAcknowledgement,
  NEXT_HEADING,
  REFERENCE_LABEL,
} from '../../../../../schema/contract/acknowledgements';
import { siteConfig } from '../../../../../schema/contract/siteConfig';
import { formText } from '../../../content/formText';

export const feedbackFormText = {
  heading: 'Send us your feedback',
  intro:
    'It takes a few minutes. Only the question about what happened and the consent are needed.',
  withoutScripts: `The online feedback form needs JavaScript, which is turned off or blocked in your browser. Please call us on ${siteConfig.phone.display} or e-mail ${siteConfig.email} instead.`,
  optional: formText.optional,
  errorPrefix: formText.errorPrefix,
  submit: 'Send feedback',
  sending: 'Sending…',
  honeypotLabel: formText.honeypotLabel,
  errorSummary: {
    heading: formText.errorSummaryHeading,
    failed:
      'Your feedback could not be sent. Please try again, or call or e-mail us: what you wrote is still in the form.',
  },
  /** What the acknowledgement e-mail says too (schema/contract/acknowledgements.ts). */
  confirmation: {
    heading: 'Feedback sent',
    referenceLabel: REFERENCE_LABEL,
    startAgain: 'Send more feedback',
    acknowledgementSent:
      'We have sent an acknowledgement with the reference to the e-mail address you gave.',
    nextHeading: NEXT_HEADING,
    next: [feedbackAcknowledgement.quoteReference, ...feedbackAcknowledgement.next],
  },
} as const;
