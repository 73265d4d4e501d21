// The e-mails staff may send a person who gave an e-mail address (sendFeedbackEmail): the subject,
// and the text the admin fills in for staff to read and edit first. The drafts hold nothing but the
// kind and the reference, which the person already has: what happened stays in the admin.
import { FEEDBACK_KIND_LABELS, type FeedbackKindValue } from './feedback';
import type { FeedbackEmailPurposeValue } from './feedbackRegister';
import { siteConfig } from './siteConfig';

interface Addressed {
  id: string;
  kind: FeedbackKindValue;
}

const kindWord = (item: Addressed) => FEEDBACK_KIND_LABELS[item.kind].toLowerCase();

export function feedbackEmailSubject(purpose: FeedbackEmailPurposeValue, item: Addressed): string {
  const about = purpose === 'ACKNOWLEDGEMENT' ? 'We have your' : 'The outcome of your';
  return `${about} ${kindWord(item)}: reference ${item.id}`;
}

export function feedbackEmailDraft(purpose: FeedbackEmailPurposeValue, item: Addressed): string {
  if (purpose === 'ACKNOWLEDGEMENT') {
    return [
      `Thank you for your ${kindWord(item)}. We have received it and a member of our team is looking into it.`,
      'We will contact you if we need more information, and we will tell you the outcome.',
    ].join('\n\n');
  }
  return [
    `We have finished looking into your ${kindWord(item)}.`,
    'Outcome: ',
    `If you are not satisfied with the outcome, please tell us. You may also contact the NDIS Quality and Safeguards Commission at any time.`,
    `Thank you for helping ${siteConfig.providerName} improve.`,
  ].join('\n\n');
}
