// Casework dates as the provider's staff count them: calendar dates in the provider's time zone
// (providerDate.ts), and business days Monday to Friday. Public holidays count as business
// days: they differ by state and year, and counting them only brings a due date earlier, never
// later (docs/SECURITY.md "Casework targets").
import { addBusinessDays } from 'date-fns/addBusinessDays';
import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';

const ISO_DATE = 'yyyy-MM-dd';

/** The date `count` business days after `date` (a weekend start counts from the next Monday). */
export function businessDaysAfter(date: string, count: number): string {
  return format(addBusinessDays(parseISO(date), count), ISO_DATE);
}

/** The date `count` calendar days after `date`. */
export function daysAfter(date: string, count: number): string {
  return format(addDays(parseISO(date), count), ISO_DATE);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** Where an item stands against its due date on `today`. */
export type DueState = 'met' | 'overdue' | 'dueToday' | 'dueSoon' | 'onTrack';

/** `met` when done; otherwise overdue after the due date, and due soon within `soonDays`. */
export function dueState(dueDate: string, done: boolean, today: string, soonDays = 2): DueState {
  if (done) return 'met';
  const left = daysBetween(today, dueDate);
  if (left < 0) return 'overdue';
  if (left === 0) return 'dueToday';
  return left <= soonDays ? 'dueSoon' : 'onTrack';
}
