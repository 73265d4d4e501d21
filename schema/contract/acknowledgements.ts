// What a visitor is told once a referral or feedback is sent: the confirmation on the page and the
// acknowledgement e-mail both read it here, so the promise on screen and in the inbox cannot
// disagree.
import { businessDaysInWords } from './businessDayWords';
import { CASEWORK_TARGETS } from './caseworkTargets';

/** Both name the reference with this, and head the steps that follow with `NEXT_HEADING`. */
export const REFERENCE_LABEL = 'Your reference is';
export const NEXT_HEADING = 'What happens next';

/**
 * How soon the intake team contacts the referrer (cdk.json's caseworkTargets, which the admin's
 * dashboard measures against); the referral page's intro promises it too.
 */
export const REFERRAL_CONTACT_TIME = businessDaysInWords(
  CASEWORK_TARGETS.referralContactBusinessDays,
);

export const referralAcknowledgement = {
  quoteReference: 'Please quote the reference when you contact us about this referral.',
  next: [
    'Our intake team reads the referral and any files you attached.',
    `We contact you or the participant, in the way you asked, within ${REFERRAL_CONTACT_TIME}, to talk about the support and the next steps.`,
    'If we cannot offer the support, we tell you and, where we can, suggest who may help.',
  ],
} as const;

export const feedbackAcknowledgement = {
  quoteReference: 'Please quote the reference if you contact us about it.',
  next: [
    'A senior staff member reads what you sent.',
    'If you gave contact details, we contact you to talk about it and what we will do.',
    'For a complaint, we look into it, tell you what we found and what we will change, and record the outcome.',
  ],
} as const;
