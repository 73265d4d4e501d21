// Server-side validation of the contact-message fields' arguments. createMessage is public, so
// every field is bounded.

import * as z from 'zod/mini';
import type {
  ModelMessageFilterInput,
  MutationCreateMessageArgs,
  QueryListMessagesArgs,
} from '../../schema/generated/types';
import { filterSchema } from '../shared/filter';
import { graphqlArguments } from '../shared/graphqlArguments';
import { MESSAGE_LIMITS, PHONE_DIGITS, POSTCODE_RANGE } from '../../schema/contract/inputLimits';
import { listArguments } from '../shared/list';
import {
  headerText,
  requiredText,
  singleLineText,
  unsupportedCondition,
} from '../shared/validation';

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
const postcode = z.pipe(
  z.nullish(postcodeNumber('Must be a whole number, or null.')),
  z.transform((value) => value ?? null),
);

export const createMessageArguments = graphqlArguments<MutationCreateMessageArgs>()(
  z.strictObject({
    input: z.strictObject({
      // Part of the notification's subject.
      fullName: headerText(MESSAGE_LIMITS.fullName),
      postcode,
      email,
      phone,
      msg: requiredText(MESSAGE_LIMITS.msg),
      // Honeypot: never stored, so its length does not matter; a bot is not told it was noticed.
      website: z.nullish(z.string({ error: 'Must be text.' })),
    }),
    condition: unsupportedCondition('message'),
  }),
);

export const listMessagesArguments = graphqlArguments<QueryListMessagesArgs>()(
  listArguments(
    filterSchema<ModelMessageFilterInput>({
      fullName: 'string',
      postcode: 'int',
      email: 'string',
      phone: 'string',
      msg: 'string',
    }),
  ),
);
