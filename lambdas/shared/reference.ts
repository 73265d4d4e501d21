// References (schema/contract/references.ts) such as `R-7K3Q9P`, which are also the items' ids:
// written from a client token's digest or random bytes by the token scheme (clientToken.ts), so one
// cannot be guessed from another and a resend meets its first attempt.

import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../../schema/contract/references';
import type { IdFormat } from './clientToken';

/** The alphabet has 32 characters, so each byte's low five bits pick one evenly. */
export function referenceFrom(prefix: string): IdFormat {
  return (bytes) => {
    const characters = [...bytes.subarray(0, REFERENCE_LENGTH)].map(
      (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length],
    );
    return `${prefix}-${characters.join('')}`;
  };
}
