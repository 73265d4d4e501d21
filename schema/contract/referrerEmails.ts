// The short e-mails staff may send a referrer when a referral's status changes (emailReferrer):
// the templates staff start from, read and may edit before confirming each send. They speak of
// the referral by its reference only: never the participant's name or details.

import { siteConfig } from './siteConfig';
import type { ReferralStatusValue } from './referrals';

export type ReferrerEmailTemplateValue = 'CONTACTED' | 'WAITLISTED' | 'DECLINED';

/** Each template goes with the referral status of its name, and is offered only in that status. */
export const REFERRER_EMAIL_STATUS: Readonly<
  Record<ReferrerEmailTemplateValue, ReferralStatusValue>
> = {
  CONTACTED: 'CONTACTED',
  WAITLISTED: 'WAITLISTED',
  DECLINED: 'DECLINED',
};

/** What staff pick the template by. */
export const REFERRER_EMAIL_LABELS: Readonly<Record<ReferrerEmailTemplateValue, string>> = {
  CONTACTED: 'We have made contact',
  WAITLISTED: 'On our waitlist',
  DECLINED: 'Referral declined',
};

/** The text each template starts from; staff may edit it before sending. */
export const REFERRER_EMAIL_TEXTS: Readonly<Record<ReferrerEmailTemplateValue, string>> = {
  CONTACTED:
    'Thank you for your referral. We have made contact about it and are talking through the support that is needed. We will let you know if we need anything more from you.',
  WAITLISTED:
    'Thank you for your referral. We cannot start the support straight away, so we have put the referral on our waitlist. We will contact you when a place becomes available.',
  DECLINED:
    'Thank you for your referral. We are sorry, but we are not able to accept it. If you would like to talk about this, or about other providers who may be able to help, please contact us.',
};

/** The e-mail's subject: the provider and the reference, nothing about the participant. */
export const referrerEmailSubject = (reference: string) =>
  `Your referral to ${siteConfig.providerName}: update on ${reference}`;
