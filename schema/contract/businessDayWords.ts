// A number of business days as the pages and e-mails promise it. A module of its own, without
// ./businessDays.ts's date library: the public referral page needs only these words.
const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** "two business days", as the pages and e-mails promise it (figures above ten). */
export function businessDaysInWords(count: number): string {
  const number = NUMBER_WORDS[count] ?? String(count);
  return `${number} business ${count === 1 ? 'day' : 'days'}`;
}
