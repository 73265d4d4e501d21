import { describe, expect, it } from 'vitest';
import {
  businessDaysAfter,
  daysAfter,
  daysBetween,
  dueState,
} from '../../schema/contract/businessDays';
import { providerDate } from '../../schema/contract/providerDate';
import { businessDaysInWords } from '../../schema/contract/businessDayWords';
import { CASEWORK_TARGETS, readCaseworkTargets } from '../../schema/contract/caseworkTargets';

describe('business days', () => {
  it('takes the calendar date in the provider’s time zone, not UTC', () => {
    // 14:30 UTC on a Sunday is already Monday in Sydney (AEST, UTC+10).
    expect(providerDate('2026-06-07T14:30:00Z')).toBe('2026-06-08');
    expect(providerDate('2026-06-07T13:59:00Z')).toBe('2026-06-07');
    // Daylight saving: UTC+11 in January.
    expect(providerDate('2026-01-05T13:00:00Z')).toBe('2026-01-06');
  });

  it('skips weekends and counts public holidays as business days', () => {
    expect(businessDaysAfter('2026-11-26', 2)).toBe('2026-11-30'); // Thu → Mon
    expect(businessDaysAfter('2026-11-27', 2)).toBe('2026-12-01'); // Fri → Tue
    expect(businessDaysAfter('2026-11-28', 2)).toBe('2026-12-01'); // Sat → Tue
    expect(businessDaysAfter('2026-12-24', 2)).toBe('2026-12-28'); // Christmas counted
  });

  it('counts calendar days for resolution targets', () => {
    expect(daysAfter('2026-11-27', 21)).toBe('2026-12-18');
    expect(daysBetween('2026-11-27', '2026-12-18')).toBe(21);
    expect(daysBetween('2026-12-18', '2026-11-27')).toBe(-21);
  });

  it('says where an item stands against its due date', () => {
    expect(dueState('2026-11-30', true, '2026-12-05')).toBe('met');
    expect(dueState('2026-11-30', false, '2026-12-01')).toBe('overdue');
    expect(dueState('2026-11-30', false, '2026-11-30')).toBe('dueToday');
    expect(dueState('2026-11-30', false, '2026-11-28')).toBe('dueSoon');
    expect(dueState('2026-11-30', false, '2026-11-27')).toBe('onTrack');
  });

  it('words the promise as the pages give it', () => {
    expect(businessDaysInWords(1)).toBe('one business day');
    expect(businessDaysInWords(2)).toBe('two business days');
    expect(businessDaysInWords(12)).toBe('12 business days');
  });
});

describe('casework targets', () => {
  it('defaults to two business days to acknowledge and to contact, 21 days to resolve', () => {
    expect(CASEWORK_TARGETS).toEqual({
      complaintAcknowledgeBusinessDays: 2,
      complaintResolveDays: 21,
      referralContactBusinessDays: 2,
    });
  });

  it('refuses unknown names and values that are not whole days', () => {
    const valid = {
      complaintAcknowledgeBusinessDays: 2,
      complaintResolveDays: 21,
      referralContactBusinessDays: 2,
    };
    expect(() => readCaseworkTargets({ ...valid, extra: 1 })).toThrow(/unknown names: extra/);
    expect(() => readCaseworkTargets({ ...valid, complaintResolveDays: 0 })).toThrow(
      /complaintResolveDays/,
    );
    expect(() => readCaseworkTargets({ ...valid, referralContactBusinessDays: 1.5 })).toThrow(
      /referralContactBusinessDays/,
    );
    expect(() => readCaseworkTargets(undefined)).toThrow(/complaintAcknowledgeBusinessDays/);
  });
});
