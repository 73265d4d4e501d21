import { describe, expect, it } from 'vitest';
import { complaintsDue } from '../../lambdas/dashboard/complaintsDue';

// Received on Friday 27 November 2026: acknowledgement due Tuesday 1 December (two business days,
// the weekend skipped), resolution due Friday 18 December (21 days).
const FRIDAY = '2026-11-27';
const complaint = (id: string, fields: Record<string, string | null> = {}) => ({
  id,
  kind: 'COMPLAINT',
  receivedOn: FRIDAY,
  ...fields,
});

describe('complaints due on the dashboard', () => {
  it('lists nothing before the acknowledgement is due, counting business days only', () => {
    expect(complaintsDue([complaint('F-A')], '2026-11-30')).toEqual([]);
  });

  it('lists an unacknowledged complaint on its due day, then as overdue, to acknowledge', () => {
    expect(complaintsDue([complaint('F-A')], '2026-12-01')).toEqual([
      { id: 'F-A', date: '2026-12-01', due: 'DUE_TODAY', step: 'ACKNOWLEDGE' },
    ]);
    expect(complaintsDue([complaint('F-A')], '2026-12-02')).toEqual([
      { id: 'F-A', date: '2026-12-01', due: 'OVERDUE', step: 'ACKNOWLEDGE' },
    ]);
  });

  it('lists an acknowledged complaint again to resolve when that is due, never a closed one', () => {
    const acknowledged = complaint('F-B', { acknowledgedOn: '2026-11-30' });
    expect(complaintsDue([acknowledged], '2026-12-10')).toEqual([]);
    expect(complaintsDue([acknowledged], '2026-12-19')).toEqual([
      { id: 'F-B', date: '2026-12-18', due: 'OVERDUE', step: 'RESOLVE' },
    ]);
    const closed = complaint('F-C', { acknowledgedOn: '2026-11-30', closedOn: '2026-12-20' });
    expect(complaintsDue([closed], '2026-12-21')).toEqual([]);
  });

  it('leaves out feedback and compliments, and puts the earliest due date first', () => {
    const later = { ...complaint('F-D'), receivedOn: '2026-11-30' };
    const feedback = { ...complaint('F-E'), kind: 'FEEDBACK' };
    expect(complaintsDue([later, feedback, complaint('F-A')], '2026-12-04')).toEqual([
      { id: 'F-A', date: '2026-12-01', due: 'OVERDUE', step: 'ACKNOWLEDGE' },
      { id: 'F-D', date: '2026-12-02', due: 'OVERDUE', step: 'ACKNOWLEDGE' },
    ]);
  });
});
