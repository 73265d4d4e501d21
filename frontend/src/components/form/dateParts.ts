// A date people know (a date of birth) typed as day, month and year in three boxes, GOV.UK's date
// input (DateInput in formControls.tsx): the boxes' names. Reading them is dateAnswers.ts, which
// only the checks and the answers list load.

export const DATE_PARTS = ['day', 'month', 'year'] as const;
export type DatePart = (typeof DATE_PARTS)[number];

/** The name of a date's box on the form: `participantDateOfBirth-day`. */
export const datePartName = (field: string, part: DatePart) => `${field}-${part}`;
