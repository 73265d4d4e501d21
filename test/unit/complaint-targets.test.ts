// A complaint's due dates and states (schema/contract/complaintTargets.ts), the statistics' pure
// counting (lambdas/feedback/statistics.ts) and the periods they cover
// (schema/contract/statisticsPeriods.ts), across weekends, month ends and the financial year.
import { describe, expect, it } from 'vitest';
import type { Feedback } from '../../schema/generated/types';
import {
  complaintDueDates,
  complaintDueStates,
  mostPressing,
} from '../../schema/contract/complaintTargets';
import {
  periodHolding,
  periodStartProblem,
  statisticsPeriod,
} from '../../schema/contract/statisticsPeriods';
import { feedbackStatistics, median } from '../../lambdas/feedback/statistics';

const complaint = (
  receivedOn: string,
  done: Partial<Record<'acknowledgedOn' | 'closedOn', string>> = {},
) => ({
  kind: 'COMPLAINT',
  receivedOn,
  ...done,
});

describe('complaint due dates', () => {
  it('count two business days to acknowledge across a weekend, and 21 calendar days to resolve', () => {
    expect(complaintDueDates(complaint('2026-11-26'))).toEqual({
      acknowledgeBy: '2026-11-30', // Thursday → Monday
      resolveBy: '2026-12-17',
    });
    expect(complaintDueDates(complaint('2026-11-28'))?.acknowledgeBy).toBe('2026-12-01'); // Sat → Tue
  });

  it('give feedback and compliments no targets', () => {
    expect(complaintDueDates({ kind: 'FEEDBACK', receivedOn: '2026-11-26' })).toBeNull();
    expect(
      complaintDueStates({ kind: 'COMPLIMENT', receivedOn: '2026-11-26' }, '2027-01-01'),
    ).toBeNull();
  });

  it('call a complaint received on Friday overdue on Tuesday’s morrow, not over the weekend', () => {
    const friday = complaint('2026-11-27'); // due Tuesday 1 December
    expect(complaintDueStates(friday, '2026-11-28')?.acknowledge).toBe('onTrack'); // Saturday
    expect(complaintDueStates(friday, '2026-11-29')?.acknowledge).toBe('dueSoon'); // Sunday
    expect(complaintDueStates(friday, '2026-11-30')?.acknowledge).toBe('dueSoon'); // Monday
    expect(complaintDueStates(friday, '2026-12-01')?.acknowledge).toBe('dueToday');
    expect(complaintDueStates(friday, '2026-12-02')?.acknowledge).toBe('overdue');
    expect(complaintDueStates(friday, '2026-11-27')?.acknowledge).toBe('onTrack');
  });

  it('count a step done late as met, and name the most pressing of the two', () => {
    const late = complaintDueStates(
      complaint('2026-11-02', { acknowledgedOn: '2026-11-10' }),
      '2026-11-21',
    );
    expect(late).toMatchObject({ acknowledge: 'met', resolve: 'dueSoon' });
    expect(mostPressing(late)).toBe('dueSoon');
    expect(mostPressing(complaintDueStates(complaint('2026-10-01'), '2026-11-20'))).toBe('overdue');
    expect(mostPressing(null)).toBe('met');
  });
});

describe('statistics periods', () => {
  it('end a month, a quarter and a financial year on their last days', () => {
    expect(statisticsPeriod('MONTH', '2028-02-01').to).toBe('2028-02-29');
    expect(statisticsPeriod('QUARTER', '2025-10-01').to).toBe('2025-12-31');
    expect(statisticsPeriod('FINANCIAL_YEAR', '2025-07-01').to).toBe('2026-06-30');
  });

  it('find the period holding a date, the financial year before July too', () => {
    expect(periodHolding('FINANCIAL_YEAR', '2026-03-15').from).toBe('2025-07-01');
    expect(periodHolding('FINANCIAL_YEAR', '2026-07-01').from).toBe('2026-07-01');
    expect(periodHolding('QUARTER', '2026-11-28').from).toBe('2026-10-01');
    expect(periodHolding('MONTH', '2026-01-31').from).toBe('2026-01-01');
  });

  it('refuse a start that does not begin a period', () => {
    expect(periodStartProblem('MONTH', '2026-01-02')).toBe('Must be the first day of a month.');
    expect(periodStartProblem('QUARTER', '2026-02-01')).toMatch(/January, April, July or October/);
    expect(periodStartProblem('FINANCIAL_YEAR', '2026-01-01')).toBe('Must be 1 July.');
    expect(periodStartProblem('QUARTER', '2026-04-01')).toBeNull();
  });
});

describe('statistics', () => {
  it('take the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
  });

  it('leave a complaint still inside its targets undecided', () => {
    const item = {
      id: 'F-AAAAAA',
      kind: 'COMPLAINT',
      receivedOn: '2026-11-27',
      acknowledgedOn: null,
      closedOn: null,
    } as unknown as Feedback;
    const period = statisticsPeriod('MONTH', '2026-11-01');
    const onFriday = feedbackStatistics([item], period, '2026-11-30');
    expect(onFriday.acknowledgedWithinTarget).toEqual({ met: 0, decided: 0 });
    const later = feedbackStatistics([item], period, '2026-12-02');
    expect(later.acknowledgedWithinTarget).toEqual({ met: 0, decided: 1 });
    expect(later.resolvedWithinTarget).toEqual({ met: 0, decided: 0 });
  });
});
