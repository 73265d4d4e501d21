// The Australian states and territories: the only values a job's location takes (the admin form's
// select, the API's validation, the job board's filter). Posts written before the location became
// a choice hold free text ("VIC", "Melbourne, VIC"): stateOfLocation reads those as their state, so
// they keep matching it without rewriting the table.

export const AUSTRALIAN_STATES = [
  { code: 'ACT', name: 'Australian Capital Territory', capital: 'Canberra' },
  { code: 'NSW', name: 'New South Wales', capital: 'Sydney' },
  { code: 'NT', name: 'Northern Territory', capital: 'Darwin' },
  { code: 'QLD', name: 'Queensland', capital: 'Brisbane' },
  { code: 'SA', name: 'South Australia', capital: 'Adelaide' },
  { code: 'TAS', name: 'Tasmania', capital: 'Hobart' },
  { code: 'VIC', name: 'Victoria', capital: 'Melbourne' },
  { code: 'WA', name: 'Western Australia', capital: 'Perth' },
] as const;

export type AustralianStateName = (typeof AUSTRALIAN_STATES)[number]['name'];

/** The states' names, in the list's order: a job's location is one of them. */
export const STATE_NAMES = AUSTRALIAN_STATES.map((state) => state.name) as [
  AustralianStateName,
  ...AustralianStateName[],
];

/** Upper case, full stops dropped ("S.A.", "Vic."), every other non-letter a single space. */
const words = (text: string): string =>
  ` ${text
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/[^A-Z]+/g, ' ')
    .trim()} `;

/** Where `phrase` first stands as whole words in `text` (both from `words`), or -1. */
const wordIndex = (text: string, phrase: string): number => text.indexOf(` ${phrase} `);

/**
 * The state a location names, or undefined when it names none. A full name wins over a code, and a
 * code over a capital city; among several of one kind the first in the text wins.
 */
export function stateOfLocation(location: string): AustralianStateName | undefined {
  const text = words(location);
  for (const key of ['name', 'code', 'capital'] as const) {
    let first: { at: number; name: AustralianStateName } | undefined;
    for (const state of AUSTRALIAN_STATES) {
      const at = wordIndex(text, words(state[key]).trim());
      if (at >= 0 && (!first || at < first.at)) first = { at, name: state.name };
    }
    if (first) return first.name;
  }
  return undefined;
}
