// The contact fields the public forms share (contact message, referral): validated alike, so an
// e-mail address or phone number the contact form takes is one the referral form takes too.

import * as z from 'zod/mini';
import { MESSAGE_LIMITS, PHONE_DIGITS, POSTCODE_RANGE } from '../../schema/contract/inputLimits';
import { headerText, singleLineText } from './validation';

// The e-mail address becomes the notification's Reply-To header (and the referral
// acknowledgement's recipient: lambdas/referrals).
export const email = z.pipe(
  headerText(MESSAGE_LIMITS.email),
  z.email({ error: 'Enter a valid e-mail address.' }),
);

export const phone = singleLineText(MESSAGE_LIMITS.phone).check(
  z.refine(
    (value) => /^[0-9 +()-]+$/.test(value),
    'Use only digits, spaces and the characters + ( ) -.',
  ),
  z.refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
  }, `Must contain ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits.`),
);

const POSTCODE_MESSAGE = 'Must be an Australian postcode (0200 to 9999).';
function postcodeNumber(typeError: string) {
  return z
    .int({ error: typeError })
    .check(
      z.gte(POSTCODE_RANGE.min, POSTCODE_MESSAGE),
      z.lte(POSTCODE_RANGE.max, POSTCODE_MESSAGE),
    );
}
export const requiredPostcode = postcodeNumber('Must be a whole number.');
export const optionalPostcode = z.pipe(
  z.nullish(postcodeNumber('Must be a whole number, or null.')),
  z.transform((value) => value ?? null),
);
