// The periods the complaints statistics cover (enum StatisticsPeriodUnit): a calendar month, a
// quarter (January, April, July or October to the end of its third month) or an Australian
// financial year (1 July to 30 June). A period is named by its unit and the date it starts on.
import { daysAfter } from './businessDays';

export const STATISTICS_PERIOD_LABELS = {
  MONTH: 'Month',
  QUARTER: 'Quarter',
  FINANCIAL_YEAR: 'Financial year',
} as const;

export type StatisticsPeriodUnit = keyof typeof STATISTICS_PERIOD_LABELS;

const MONTHS_IN: Record<StatisticsPeriodUnit, number> = {
  MONTH: 1,
  QUARTER: 3,
  FINANCIAL_YEAR: 12,
};

/** The months a period of the unit may start in (1–12). */
const START_MONTHS: Record<StatisticsPeriodUnit, readonly number[]> = {
  MONTH: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  QUARTER: [1, 4, 7, 10],
  FINANCIAL_YEAR: [7],
};

export interface StatisticsPeriod {
  unit: StatisticsPeriodUnit;
  /** The first day, YYYY-MM-DD. */
  from: string;
  /** The last day, YYYY-MM-DD. */
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Why a period cannot start on `startsOn`, or null when it can. */
export function periodStartProblem(unit: StatisticsPeriodUnit, startsOn: string): string | null {
  const [, month, day] = startsOn.split('-').map(Number);
  if (day !== 1 || !START_MONTHS[unit].includes(month!)) {
    return {
      MONTH: 'Must be the first day of a month.',
      QUARTER: 'Must be the first day of January, April, July or October.',
      FINANCIAL_YEAR: 'Must be 1 July.',
    }[unit];
  }
  return null;
}

/** The period of `unit` starting on `startsOn` (which periodStartProblem has accepted). */
export function statisticsPeriod(unit: StatisticsPeriodUnit, startsOn: string): StatisticsPeriod {
  const [year, month] = startsOn.split('-').map(Number) as [number, number];
  const next = month - 1 + MONTHS_IN[unit];
  const nextStart = `${year + Math.floor(next / 12)}-${pad((next % 12) + 1)}-01`;
  return { unit, from: startsOn, to: daysAfter(nextStart, -1) };
}

/** The period of `unit` that holds `date`. */
export function periodHolding(unit: StatisticsPeriodUnit, date: string): StatisticsPeriod {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const startMonth = [...START_MONTHS[unit]].reverse().find((start) => start <= month);
  const startsOn =
    startMonth === undefined
      ? `${year - 1}-${pad(START_MONTHS[unit].at(-1)!)}-01`
      : `${year}-${pad(startMonth)}-01`;
  return statisticsPeriod(unit, startsOn);
}

/** "1 July 2025 to 30 June 2026", as the screen and the CSV name a period. */
export function statisticsPeriodInWords(period: StatisticsPeriod): string {
  const words = (date: string) =>
    new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  return `${words(period.from)} to ${words(period.to)}`;
}
