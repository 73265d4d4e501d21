// How long each kind of record is kept before DynamoDB's TTL deletes it, in days, from
// cdk.json's "retentionDays" (the one place to change them; docs/SECURITY.md "Retention" gives the
// defaults and the rules behind the floors). retentionFor() says when a record in a given state
// expires; the handlers and the seed stamp its TTL attribute (./tables.ts) with it on every create
// and status change, the cloud tables and the local stand-in expire on it, and /privacy quotes the
// same figures.

import cdkJson from '../../cdk.json' with { type: 'json' };

/**
 * The periods: `Referral` runs from a referral's decline or closing, `AcceptedReferral` from its
 * acceptance, `Complaint` from a complaint's closing, `JobApplication` from the end of its job's
 * closing date (or from its arrival, for a job open until filled), the others from creation
 * (`Feedback` holds compliments and feedback that is not a complaint).
 */
export const RETAINED_KINDS = [
  'Message',
  'Referral',
  'AcceptedReferral',
  'Feedback',
  'Complaint',
  'JobApplication',
  'Audit',
] as const;
export type RetainedKind = (typeof RETAINED_KINDS)[number];

/** Seven years, counting the leap days: 7 × 365 + 2. */
const SEVEN_YEARS_DAYS = 2557;

/**
 * Floors no configuration may go below: a complaint's record is kept for seven years (NDIS
 * (Complaints Management and Resolution) Rules 2018, rule 10), and so is an accepted referral, the
 * start of a participant's record with the provider (NDIS Practice Standards' record keeping).
 */
export const MINIMUM_RETENTION_DAYS: Readonly<Partial<Record<RetainedKind, number>>> = {
  Complaint: SEVEN_YEARS_DAYS,
  AcceptedReferral: SEVEN_YEARS_DAYS,
};

/** Checked when first imported, so a wrong cdk.json value fails synth, the build and npm start. */
export function readRetentionDays(value: unknown): Readonly<Record<RetainedKind, number>> {
  const settings = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const unknownKinds = Object.keys(settings).filter(
    (kind) => !(RETAINED_KINDS as readonly string[]).includes(kind),
  );
  if (unknownKinds.length > 0) {
    throw new Error(`cdk.json "retentionDays" has unknown kinds: ${unknownKinds.join(', ')}.`);
  }
  const entries = RETAINED_KINDS.map((kind) => {
    const days = settings[kind];
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 36_500) {
      throw new Error(
        `cdk.json "retentionDays.${kind}" must be a whole number of days from 1 to 36500 ` +
          `(got ${JSON.stringify(days)}).`,
      );
    }
    const minimum = MINIMUM_RETENTION_DAYS[kind];
    if (minimum !== undefined && days < minimum) {
      throw new Error(
        `cdk.json "retentionDays.${kind}" may not be shorter than ${minimum} days (seven years; ` +
          `docs/SECURITY.md "Retention"), got ${days}.`,
      );
    }
    return [kind, days] as const;
  });
  return Object.fromEntries(entries) as Record<RetainedKind, number>;
}

export const RETENTION_DAYS = readRetentionDays(cdkJson.context.retentionDays);

const DAY_SECONDS = 24 * 60 * 60;

/** The TTL value (epoch seconds) for a record of `kind` whose period starts at `start`. */
export function expiresAtFor(kind: RetainedKind, start: Date): number {
  return Math.floor(start.getTime() / 1000) + RETENTION_DAYS[kind] * DAY_SECONDS;
}

/** What decides a record's retention: the table it is in and, for some, its kind and status. */
export interface RetainedRecord {
  entity: 'Message' | 'Referral' | 'Feedback' | 'JobApplication';
  createdAt: string;
  /** A job application's job's closing date (YYYY-MM-DD), when the job had one. */
  jobClosesOn?: string | null;
  kind?: string | null;
  status?: string | null;
}

/** Referral statuses that end it, and whose period runs from then. */
const FINISHED_REFERRAL_STATUSES = new Set(['DECLINED', 'CLOSED']);

/** The period that applies to a record in its present state, with its start; null: kept while open. */
function periodOf(record: RetainedRecord, changedAt: Date): [RetainedKind, Date] | null {
  const created = new Date(record.createdAt);
  if (Number.isNaN(created.getTime())) {
    throw new Error(`A ${record.entity} needs its createdAt to set when it expires.`);
  }
  switch (record.entity) {
    case 'Message':
      return ['Message', created];
    case 'Feedback':
      if (record.kind !== 'COMPLAINT') return ['Feedback', created];
      return record.status === 'CLOSED' ? ['Complaint', changedAt] : null;
    case 'Referral':
      if (record.status === 'ACCEPTED') return ['AcceptedReferral', changedAt];
      return FINISHED_REFERRAL_STATUSES.has(record.status ?? '') ? ['Referral', changedAt] : null;
    case 'JobApplication':
      // The day after the closing date in UTC: never earlier than its end in Australia.
      return [
        'JobApplication',
        record.jobClosesOn ? new Date(`${record.jobClosesOn}T24:00:00Z`) : created,
      ];
  }
}

/**
 * When (TTL, epoch seconds) a record in its present state is deleted, its state having begun at `changedAt` (its
 * creation, or the status change that put it there); null while it must be kept: an open complaint
 * or an open referral (new, contacted, waitlisted) never expires.
 */
export function retentionFor(record: RetainedRecord, changedAt: Date): number | null {
  const period = periodOf(record, changedAt);
  return period ? expiresAtFor(...period) : null;
}
