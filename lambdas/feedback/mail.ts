// The two e-mails new feedback sends. The person who gave an e-mail address gets the reference,
// what happens next and the NDIS Commission's contact; the provider's inbox gets a link to the
// admin and nothing else: no name, contact details or text, which e-mail is no safe place for.

import type { Feedback } from '../../schema/generated/types';
import { FEEDBACK_ADMIN_PATH } from '../../schema/contract/adminPaths';
import { FEEDBACK_KIND_LABELS, NDIS_COMMISSION } from '../../schema/contract/feedback';
import { siteConfig } from '../../schema/contract/siteConfig';
import {
  feedbackAcknowledgement,
  NEXT_HEADING,
  REFERENCE_LABEL,
} from '../../schema/contract/acknowledgements';
import { telHref } from '../../schema/contract/phoneNumbers';
import { config } from '../shared/config';
import { contactUsBlocks } from '../shared/acknowledgementMail';
import { sendEmail, sendTextEmail, type SendOptions } from '../shared/mail';
import { mailBody, type MailBody } from '../shared/mailBody';

type Received = Pick<Feedback, 'id' | 'kind' | 'createdAt'>;
type Given = Received & Pick<Feedback, 'email'>;

const kindLabel = (feedback: Received) => FEEDBACK_KIND_LABELS[feedback.kind].toLowerCase();

export function acknowledgementSubject(feedback: Received): string {
  return `Your ${kindLabel(feedback)} to ${siteConfig.providerName}: reference ${feedback.id}`;
}

/**
 * The acknowledgement to whoever gave an e-mail address: the reference, what happens next in the
 * words of the page's confirmation (schema/contract/acknowledgements.ts) and the NDIS
 * Commission's contact, as HTML with its plain-text alternative.
 */
export function acknowledgementBody(feedback: Received): MailBody {
  return mailBody(acknowledgementSubject(feedback), [
    {
      paragraph: [
        `Thank you for your ${kindLabel(feedback)}. ${siteConfig.providerName} has received it.`,
      ],
    },
    { paragraph: [`${REFERENCE_LABEL} `, { strong: feedback.id }, '.'] },
    { paragraph: [feedbackAcknowledgement.quoteReference] },
    { heading: NEXT_HEADING },
    { list: feedbackAcknowledgement.next },
    {
      paragraph: [
        'Making a complaint is free and confidential, and it will not affect the services you receive.',
      ],
    },
    {
      paragraph: [
        `You may also complain to the ${NDIS_COMMISSION.name} at any time: call `,
        { link: NDIS_COMMISSION.phone.display, href: telHref(NDIS_COMMISSION.phone.display) },
        ' or visit ',
        { link: NDIS_COMMISSION.website, href: NDIS_COMMISSION.url },
        '.',
      ],
    },
    ...contactUsBlocks(),
  ]);
}

export function staffNotificationText(feedback: Received): string {
  return [
    `A new ${kindLabel(feedback)} was given through the website.`,
    '',
    `Reference: ${feedback.id}`,
    `Received: ${feedback.createdAt}`,
    '',
    `Read it in the admin: ${siteConfig.siteUrl}${FEEDBACK_ADMIN_PATH}?reference=${feedback.id}`,
  ].join('\n');
}

/** To the address the person gave, if any; replies reach the provider's general address. */
export async function sendAcknowledgement(feedback: Given, options: SendOptions): Promise<void> {
  if (!feedback.email) return;
  await sendEmail(
    feedback.email,
    acknowledgementSubject(feedback),
    acknowledgementBody(feedback),
    siteConfig.email,
    options,
  );
}

export async function sendStaffNotification(
  feedback: Received,
  options: SendOptions,
): Promise<void> {
  await sendTextEmail(
    config.inboxEmail(),
    `New website ${kindLabel(feedback)} ${feedback.id}`,
    staffNotificationText(feedback),
    undefined,
    options,
  );
}
