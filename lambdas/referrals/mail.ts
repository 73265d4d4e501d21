// The two e-mails a new referral sends. Neither carries the participant's details (date of birth,
// NDIS number, needs, goals) or attachments: e-mail is not a safe place for them, so the referrer
// gets the reference and what happens next, and the provider's inbox a link to the referral in
// the admin.

import type { Referral } from '../../schema/generated/types';
import { REFERRALS_ADMIN_PATH } from '../../schema/contract/referrals';
import { siteConfig } from '../../schema/contract/siteConfig';
import { config } from '../shared/config';
import { sendTextEmail as send, type SendOptions } from '../shared/mail';

type Received = Pick<Referral, 'id' | 'createdAt' | 'referrerEmail'>;

export function acknowledgementSubject(referral: Received): string {
  return `Your referral to ${siteConfig.providerName}: reference ${referral.id}`;
}

export function acknowledgementText(referral: Received): string {
  return [
    `Thank you for your referral to ${siteConfig.providerName}. We have received it.`,
    '',
    `Your reference is ${referral.id}. Please quote it when you contact us about this referral.`,
    '',
    'What happens next:',
    '- Our intake team reads your referral and any files you attached.',
    '- We contact you, or the participant, in the way the referral asks, to talk about the',
    '  support and the next steps.',
    '- If we cannot offer the support, we tell you and, where we can, suggest who may help.',
    '',
    `Questions? Call us on ${siteConfig.phone.display} or e-mail ${siteConfig.email}.`,
    '',
    `${siteConfig.providerName}`,
  ].join('\n');
}

export function staffNotificationText(referral: Received): string {
  return [
    'A new referral was made through the website.',
    '',
    `Reference: ${referral.id}`,
    `Received: ${referral.createdAt}`,
    '',
    `Read it in the admin: ${siteConfig.siteUrl}${REFERRALS_ADMIN_PATH}?reference=${referral.id}`,
  ].join('\n');
}

/** To the referrer; replies reach the provider's general address. */
export async function sendAcknowledgement(referral: Received, options: SendOptions): Promise<void> {
  await send(
    referral.referrerEmail,
    acknowledgementSubject(referral),
    acknowledgementText(referral),
    siteConfig.email,
    options,
  );
}

export async function sendStaffNotification(
  referral: Received,
  options: SendOptions,
): Promise<void> {
  await send(
    config.inboxEmail(),
    `New website referral ${referral.id}`,
    staffNotificationText(referral),
    undefined,
    options,
  );
}
