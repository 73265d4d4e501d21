// What the browser says of a date typed into its boxes (components/form/dateAnswers.ts): GOV.UK's
// date input's error texts, each naming the date by its question.

/** Parts of a date joined as a sentence says them: "day", "day and month". */
const spoken = (parts: readonly string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');

export const dateText = {
  errors: {
    missingParts: (date: string, parts: readonly string[]) =>
      `${date} must include a ${spoken(parts)}`,
    notReal: (date: string) => `${date} must be a real date`,
    shortYear: (date: string) => `${date} must have a year of 4 numbers, like 2007`,
    notPast: (date: string) => `${date} must be today or in the past`,
    tooEarly: (date: string, earliest: string) =>
      `${date} must be the same as or after ${earliest}`,
    beforeOther: (date: string, other: string) =>
      `${date} must be the same as or after the ${other.toLowerCase()}`,
  },
} as const;
