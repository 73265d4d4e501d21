// The two e-mails new feedback sends. The person who gave an e-mail address gets the reference,
// what happens next and the NDIS Commission's contact; the provider's inbox gets a link to the
// admin and nothing else: no name, contact details or text, which e-mail is no safe place for.

import type { Feedback } from '../../schema/generated/types';
import {
  FEEDBACK_ADMIN_PATH,
  FEEDBACK_KIND_LABELS,
  NDIS_COMMISSION,
} from '../../schema/contract/feedback';
import { siteConfig } from '../../schema/contract/siteConfig';
import { config } from '../shared/config';
import { sendTextEmail, type SendOptions } from '../shared/mail';

type Received = Pick<Feedback, 'id' | 'kind' | 'createdAt'>;
type Given = Received & Pick<Feedback, 'email'>;

const kindLabel = (feedback: Received) => FEEDBACK_KIND_LABELS[feedback.kind].toLowerCase();

export function acknowledgementSubject(feedback: Received): string {
  return `Your ${kindLabel(feedback)} to ${siteConfig.providerName}: reference ${feedback.id}`;
}

export function acknowledgementText(feedback: Received): string {
  return [
    `Thank you for your ${kindLabel(feedback)}. ${siteConfig.providerName} has received it.`,
    '',
    `Your reference is ${feedback.id}. Please quote it when you contact us about it.`,
    '',
    'What happens next:',
    '- A senior staff member reads what you sent.',
    '- If you asked for a reply, we contact you to talk about it and what we will do.',
    '- For a complaint, we look into it, tell you what we found and what we will change,',
    '  and record the outcome.',
    '',
    'Making a complaint is free and confidential, and it will not affect the services you receive.',
    '',
    `You may also complain to the ${NDIS_COMMISSION.name} at any time:`,
    `call ${NDIS_COMMISSION.phone.display} or visit ${NDIS_COMMISSION.website}.`,
    '',
    `Questions? Call us on ${siteConfig.phone.display} or e-mail ${siteConfig.email}.`,
    '',
    siteConfig.providerName,
  ].join('\n');
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
  await sendTextEmail(
    feedback.email,
    acknowledgementSubject(feedback),
    acknowledgementText(feedback),
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
