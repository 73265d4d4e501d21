import { describe, expect, test } from 'vitest';
import cdkJson from '../../cdk.json' with { type: 'json' };
import { complaintKeptReason } from '../../schema/contract/complaintRetention';
import {
  MINIMUM_RETENTION_DAYS,
  RETAINED_KINDS,
  RETENTION_DAYS,
  expiresAtFor,
  readRetentionDays,
  retentionFor,
} from '../../schema/contract/retention';

describe('retention periods', () => {
  test('come from cdk.json for every retained kind', () => {
    for (const kind of RETAINED_KINDS) {
      expect(RETENTION_DAYS[kind]).toBe(cdkJson.context.retentionDays[kind]);
    }
  });

  test('a missing, fractional, zero or unknown setting is refused with its name', () => {
    const good = {
      Message: 1,
      Referral: 2,
      AcceptedReferral: 2557,
      Feedback: 3,
      Complaint: 3000,
      JobApplication: 5,
      Audit: 4,
    };
    expect(readRetentionDays(good)).toEqual(good);
    expect(() => readRetentionDays({ ...good, Audit: undefined })).toThrow(/retentionDays\.Audit/);
    expect(() => readRetentionDays({ ...good, Message: 1.5 })).toThrow(/retentionDays\.Message/);
    expect(() => readRetentionDays({ ...good, Referral: 0 })).toThrow(/retentionDays\.Referral/);
    expect(() => readRetentionDays({ ...good, Photos: 9 })).toThrow(/unknown kinds: Photos/);
  });

  test('complaints and accepted referrals may not be kept less than seven years', () => {
    const good = {
      Message: 1,
      Referral: 2,
      AcceptedReferral: 2557,
      Feedback: 3,
      Complaint: 2557,
      JobApplication: 5,
      Audit: 4,
    };
    expect(() => readRetentionDays({ ...good, Complaint: 2556 })).toThrow(
      /retentionDays\.Complaint" may not be shorter than 2557 days/,
    );
    expect(() => readRetentionDays({ ...good, AcceptedReferral: 365 })).toThrow(
      /retentionDays\.AcceptedReferral" may not be shorter than 2557 days/,
    );
    expect(MINIMUM_RETENTION_DAYS).toEqual({ Complaint: 2557, AcceptedReferral: 2557 });
  });

  test("an item's expiry is its creation time plus its kind's period, in epoch seconds", () => {
    const createdAt = new Date('2026-01-01T00:00:00.500Z');
    const expected = Date.parse('2026-01-01T00:00:00Z') / 1000 + RETENTION_DAYS.Feedback * 86_400;
    expect(expiresAtFor('Feedback', createdAt)).toBe(expected);
  });
});

describe('a record’s retention in its present state', () => {
  const createdAt = '2026-01-01T00:00:00.000Z';
  const changedAt = new Date('2026-03-15T10:00:00.000Z');
  const from = (start: string | Date, days: number) =>
    Math.floor(new Date(start).getTime() / 1000) + days * 86_400;

  test('messages, feedback and compliments count from creation, whatever their status', () => {
    expect(retentionFor({ entity: 'Message', createdAt }, changedAt)).toBe(
      from(createdAt, RETENTION_DAYS.Message),
    );
    for (const kind of ['FEEDBACK', 'COMPLIMENT']) {
      for (const status of ['RECEIVED', 'CLOSED']) {
        expect(retentionFor({ entity: 'Feedback', createdAt, kind, status }, changedAt)).toBe(
          from(createdAt, RETENTION_DAYS.Feedback),
        );
      }
    }
  });

  test('an open complaint never expires; a closed one counts from its closing', () => {
    for (const status of ['RECEIVED', 'ACKNOWLEDGED', 'UNDER_REVIEW', 'RESOLVED']) {
      expect(
        retentionFor({ entity: 'Feedback', createdAt, kind: 'COMPLAINT', status }, changedAt),
      ).toBeNull();
    }
    expect(
      retentionFor(
        { entity: 'Feedback', createdAt, kind: 'COMPLAINT', status: 'CLOSED' },
        changedAt,
      ),
    ).toBe(from(changedAt, RETENTION_DAYS.Complaint));
  });

  test('an open referral never expires; accepted, declined and closed count from that change', () => {
    for (const status of ['NEW', 'CONTACTED', 'WAITLISTED']) {
      expect(retentionFor({ entity: 'Referral', createdAt, status }, changedAt)).toBeNull();
    }
    expect(retentionFor({ entity: 'Referral', createdAt, status: 'ACCEPTED' }, changedAt)).toBe(
      from(changedAt, RETENTION_DAYS.AcceptedReferral),
    );
    for (const status of ['DECLINED', 'CLOSED']) {
      expect(retentionFor({ entity: 'Referral', createdAt, status }, changedAt)).toBe(
        from(changedAt, RETENTION_DAYS.Referral),
      );
    }
  });

  test('a job application counts from the end of its job’s closing date, or from its arrival', () => {
    expect(
      retentionFor({ entity: 'JobApplication', createdAt, jobClosesOn: '2026-02-10' }, changedAt),
    ).toBe(from('2026-02-11T00:00:00.000Z', RETENTION_DAYS.JobApplication));
    expect(
      retentionFor({ entity: 'JobApplication', createdAt, jobClosesOn: null }, changedAt),
    ).toBe(from(createdAt, RETENTION_DAYS.JobApplication));
  });

  test('a record without a creation time is refused', () => {
    expect(() => retentionFor({ entity: 'Message', createdAt: '' }, changedAt)).toThrow(
      /Message needs its createdAt/,
    );
  });
});

describe('deleting a complaint', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');
  test('is refused while it is open or within its period, and allowed after', () => {
    expect(complaintKeptReason({ kind: 'COMPLAINT', expiresAt: null }, now)).toBe(
      'A complaint is kept while it is open and for 7 years after it is closed, so it cannot be deleted.',
    );
    expect(complaintKeptReason({ kind: 'COMPLAINT', expiresAt: now / 1000 + 1 }, now)).toBe(
      'A complaint is kept for 7 years after it is closed, so it cannot be deleted before then.',
    );
    expect(complaintKeptReason({ kind: 'COMPLAINT', expiresAt: now / 1000 - 1 }, now)).toBeNull();
  });

  test('other kinds may be deleted at any time', () => {
    for (const kind of ['FEEDBACK', 'COMPLIMENT']) {
      expect(complaintKeptReason({ kind, expiresAt: null }, now)).toBeNull();
    }
  });
});
