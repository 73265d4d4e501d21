// The referral intake's fixed choices and formats, shared by the schema's enums (a unit test keeps
// them equal), the referrals handler and the admin and public screens that show them.

import { referencePattern } from './references';

/** Who is making the referral (enum ReferrerRole). */
export const REFERRER_ROLE_LABELS = {
  SELF: 'Self',
  FAMILY_OR_CARER: 'Family member or carer',
  SUPPORT_COORDINATOR: 'Support coordinator',
  PLAN_MANAGER: 'Plan manager',
  HEALTH_PROFESSIONAL: 'Health professional',
  OTHER: 'Other',
} as const;

/** How the participant's NDIS plan is funded (enum PlanFunding). */
export const PLAN_FUNDING_LABELS = {
  NDIA_MANAGED: 'NDIA-managed',
  PLAN_MANAGED: 'Plan-managed',
  SELF_MANAGED: 'Self-managed',
  NO_PLAN_YET: 'No plan yet',
  NOT_SURE: 'Not sure',
} as const;

/** How the provider should make contact (enum ContactMethod). */
export const CONTACT_METHOD_LABELS = {
  PHONE: 'Phone',
  EMAIL: 'E-mail',
  SMS: 'Text message',
} as const;

/** Where a referral is in the provider's intake (enum ReferralStatus); new referrals are NEW. */
export const REFERRAL_STATUS_LABELS = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  ACCEPTED: 'Accepted',
  WAITLISTED: 'Waitlisted',
  DECLINED: 'Declined',
  CLOSED: 'Closed',
} as const;

export type ReferralStatusValue = keyof typeof REFERRAL_STATUS_LABELS;

/** A referral's reference, which is also its id: `R-` and six characters (schema/contract/references.ts). */
export const REFERRAL_REFERENCE_PREFIX = 'R';
export const REFERENCE_PATTERN = referencePattern(REFERRAL_REFERENCE_PREFIX);

/** NDIS numbers are nine digits and the scheme's start with 43. */
export const NDIS_NUMBER_PATTERN = /^43\d{7}$/;

/** The consent statement the referral form shows next to its required checkbox. */
export const REFERRAL_CONSENT_TEXT =
  'The participant (or their representative) agrees to this referral and to being contacted';

/** Where staff read referrals; the staff notification links there with `?reference=`. */
export const REFERRALS_ADMIN_PATH = '/admin/referrals';
