import { describe, expect, test } from 'vitest';
import cdkJson from '../../cdk.json' with { type: 'json' };
import {
  RETAINED_KINDS,
  RETENTION_DAYS,
  expiresAtFor,
  readRetentionDays,
} from '../../schema/contract/retention';

describe('retention periods', () => {
  test('come from cdk.json for every retained kind', () => {
    for (const kind of RETAINED_KINDS) {
      expect(RETENTION_DAYS[kind]).toBe(cdkJson.context.retentionDays[kind]);
    }
  });

  test('a missing, fractional, zero or unknown setting is refused with its name', () => {
    const good = { Message: 1, Referral: 2, Feedback: 3, Audit: 4 };
    expect(readRetentionDays(good)).toEqual(good);
    expect(() => readRetentionDays({ ...good, Audit: undefined })).toThrow(/retentionDays\.Audit/);
    expect(() => readRetentionDays({ ...good, Message: 1.5 })).toThrow(/retentionDays\.Message/);
    expect(() => readRetentionDays({ ...good, Referral: 0 })).toThrow(/retentionDays\.Referral/);
    expect(() => readRetentionDays({ ...good, Photos: 9 })).toThrow(/unknown kinds: Photos/);
  });

  test("an item's expiry is its creation time plus its kind's period, in epoch seconds", () => {
    const createdAt = new Date('2026-01-01T00:00:00.500Z');
    const expected = Date.parse('2026-01-01T00:00:00Z') / 1000 + RETENTION_DAYS.Feedback * 86_400;
    expect(expiresAtFor('Feedback', createdAt)).toBe(expected);
  });
});
