// The two e-mails a new referral sends. Neither carries the participant's details (date of birth,
// NDIS number, needs, goals) or attachments: e-mail is not a safe place for them, so the referrer
// gets the reference and what happens next, and the provider's inbox a link to the referral in
// the admin.

import type { Referral } from '../../schema/generated/types';
import { REFERRALS_ADMIN_PATH } from '../../schema/contract/referrals';
import { siteConfig } from '../../schema/contract/siteConfig';
import {
  NEXT_HEADING,
  REFERENCE_LABEL,
  referralAcknowledgement,
} from '../../schema/contract/acknowledgements';
import { config } from '../shared/config';
import { contactUsBlocks } from '../shared/acknowledgementMail';
import { sendEmail, sendTextEmail, type SendOptions } from '../shared/mail';
import { mailBody, type MailBody } from '../shared/mailBody';

type Received = Pick<Referral, 'id' | 'createdAt' | 'referrerEmail'>;

export function acknowledgementSubject(referral: Received): string {
  return `Your referral to ${siteConfig.providerName}: reference ${referral.id}`;
}

/**
 * The referrer's acknowledgement: the reference and what happens next, in the words of the page's
 * confirmation (schema/contract/acknowledgements.ts), as HTML with its plain-text alternative.
 */
export function acknowledgementBody(referral: Received): MailBody {
  return mailBody(acknowledgementSubject(referral), [
    {
      paragraph: [
        `Thank you for your referral to ${siteConfig.providerName}. We have received it.`,
      ],
    },
    { paragraph: [`${REFERENCE_LABEL} `, { strong: referral.id }, '.'] },
    { paragraph: [referralAcknowledgement.quoteReference] },
    { heading: NEXT_HEADING },
    { list: referralAcknowledgement.next },
    ...contactUsBlocks(),
  ]);
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
  await sendEmail(
    referral.referrerEmail,
    acknowledgementSubject(referral),
    acknowledgementBody(referral),
    siteConfig.email,
    options,
  );
}

export async function sendStaffNotification(
  referral: Received,
  options: SendOptions,
): Promise<void> {
  await sendTextEmail(
    config.inboxEmail(),
    `New website referral ${referral.id}`,
    staffNotificationText(referral),
    undefined,
    options,
  );
}
