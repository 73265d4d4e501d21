// The e-mails staff send a person who gave an e-mail address (sendFeedbackEmail): the staff
// member's words, then the reference and how to reach the provider, as HTML with its plain-text
// alternative. The subject is fixed (schema/contract/feedbackEmails.ts), so nothing staff type
// reaches a header.

import type { Feedback } from '../../schema/generated/types';
import { feedbackEmailSubject } from '../../schema/contract/feedbackEmails';
import type { FeedbackEmailPurposeValue } from '../../schema/contract/feedbackRegister';
import { REFERENCE_LABEL } from '../../schema/contract/acknowledgements';
import { siteConfig } from '../../schema/contract/siteConfig';
import { contactUsBlocks } from '../shared/acknowledgementMail';
import { sendEmail } from '../shared/mail';
import { mailBody, type MailBody } from '../shared/mailBody';

type Addressed = Pick<Feedback, 'id' | 'kind'>;

/** Paragraphs are separated by a blank line, as staff type them. */
const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export function staffEmailBody(
  purpose: FeedbackEmailPurposeValue,
  item: Addressed,
  text: string,
): MailBody {
  return mailBody(feedbackEmailSubject(purpose, item), [
    ...paragraphsOf(text).map((paragraph) => ({ paragraph: [paragraph] })),
    { paragraph: [`${REFERENCE_LABEL} `, { strong: item.id }, '.'] },
    ...contactUsBlocks(),
  ]);
}

/** Sends it; replies reach the provider's general address. */
export async function sendStaffEmail(
  to: string,
  purpose: FeedbackEmailPurposeValue,
  item: Addressed,
  body: MailBody,
): Promise<void> {
  await sendEmail(to, feedbackEmailSubject(purpose, item), body, siteConfig.email);
}
