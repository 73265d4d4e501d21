// The employment types a job takes (the admin form's select, the API's validation, the job board's
// filter, the job page's JobPosting employmentType). Posts written before the type became a choice
// hold free text ("full-time", "CASUAL", "Contract role"): employmentTypeOf reads the spellings of
// the four as their type, and anything else is shown as stored until staff choose a type.

export const EMPLOYMENT_TYPES = ['Casual', 'Full Time', 'Part Time', 'Subcontractor'] as const;

export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Lower case without spaces or hyphens: "Full-time", "full time" and "FULLTIME" read alike. */
const squashed = (text: string): string => text.toLowerCase().replace(/[\s-]+/g, '');

/** The employment type a stored type spells, or undefined when it spells none of the four. */
export function employmentTypeOf(type: string): EmploymentType | undefined {
  const wanted = squashed(type);
  return EMPLOYMENT_TYPES.find((known) => squashed(known) === wanted);
}

/** A job's type as visitors see it: one of the four when the stored text spells it, else as stored. */
export const publicEmploymentType = (type: string): string => employmentTypeOf(type) ?? type;
