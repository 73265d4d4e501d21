// The references people are given for what they send (referrals R-…, feedback F-…), which are also
// the items' ids: a letter, a hyphen and six characters of an alphabet without the look-alikes 0/O
// and 1/I, so one can be read out on the phone. 32 characters: each is 5 random bits.

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 6;

/** Matches a whole reference with the given prefix letter. */
export function referencePattern(prefix: string): RegExp {
  return new RegExp(`^${prefix}-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
}
