// New referral references (schema/contract/referrals.ts): random, so one cannot be guessed from
// another, and made unique by the table, which refuses a second item with the same id.

import { randomBytes } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../../schema/contract/referrals';

/** `R-` and six characters; the alphabet has 32, so each byte's low five bits pick one evenly. */
export function newReference(): string {
  const characters = [...randomBytes(REFERENCE_LENGTH)].map(
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length],
  );
  return `R-${characters.join('')}`;
}
