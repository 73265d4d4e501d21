// A date typed into its three boxes (dateParts.ts): what it makes, as the API takes it (AWSDate),
// or what is wrong and in which boxes, in GOV.UK's words (content/dateText.ts).
import { isRealDate } from '../../../../schema/contract/calendarDates';
import { dateText } from '../../content/dateText';
import { DATE_PARTS, type DatePart } from './dateParts';

/** What a date must be besides real: not before `earliest` (YYYY-MM-DD), not after today. */
export interface DateBounds {
  earliest?: string;
  notAfterToday?: boolean;
}

/** A date typed: null when every box is blank; otherwise the date, or the problem and its boxes. */
export type DateAnswer =
  | { date: string | null; problem?: undefined }
  | { date?: undefined; problem: string; wrong: readonly DatePart[] };

const text = dateText.errors;

/** A calendar date as an Australian reads it: 27 March 2007. */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const twoDigits = (value: string) => value.padStart(2, '0');

/**
 * Reads the three boxes of the date that `question` asks (its label, which names it in the
 * messages); `today` is YYYY-MM-DD.
 */
export function readDate(
  typed: Record<DatePart, string>,
  question: string,
  bounds: DateBounds,
  today: string,
): DateAnswer {
  const parts = { day: typed.day.trim(), month: typed.month.trim(), year: typed.year.trim() };
  const missing = DATE_PARTS.filter((part) => !parts[part]);
  if (missing.length === DATE_PARTS.length) return { date: null };
  if (missing.length) return { problem: text.missingParts(question, missing), wrong: missing };
  const notNumbers = DATE_PARTS.filter((part) => !/^\d{1,4}$/.test(parts[part]));
  if (notNumbers.length) return { problem: text.notReal(question), wrong: notNumbers };
  if (parts.year.length !== 4) return { problem: text.shortYear(question), wrong: ['year'] };
  const month = Number(parts.month);
  const day = Number(parts.day);
  if (month < 1 || month > 12 || parts.month.length > 2) {
    const wrong: DatePart[] = day < 1 || day > 31 || parts.day.length > 2 ? ['day'] : [];
    return { problem: text.notReal(question), wrong: [...wrong, 'month'] };
  }
  const date = `${parts.year}-${twoDigits(String(month))}-${twoDigits(String(day))}`;
  if (parts.day.length > 2 || !isRealDate(date)) {
    return { problem: text.notReal(question), wrong: ['day'] };
  }
  if (bounds.earliest && date < bounds.earliest) {
    return { problem: text.tooEarly(question, longDate(bounds.earliest)), wrong: DATE_PARTS };
  }
  if (bounds.notAfterToday && date > today) {
    return { problem: text.notPast(question), wrong: DATE_PARTS };
  }
  return { date };
}
