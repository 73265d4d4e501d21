// How long each kind of record is kept before DynamoDB's TTL deletes it, in days, from
// cdk.json's "retentionDays" (the one place to change them; docs/SECURITY.md "Retention" gives the
// defaults). The handlers stamp each new item's TTL attribute (./tables.ts), the cloud tables and
// the local stand-in expire on it, and /privacy quotes the same figures.

import cdkJson from '../../cdk.json' with { type: 'json' };

export const RETAINED_KINDS = ['Message', 'Referral', 'Feedback', 'Audit'] as const;
export type RetainedKind = (typeof RETAINED_KINDS)[number];

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
    return [kind, days] as const;
  });
  return Object.fromEntries(entries) as Record<RetainedKind, number>;
}

export const RETENTION_DAYS = readRetentionDays(cdkJson.context.retentionDays);

const DAY_SECONDS = 24 * 60 * 60;

/** The TTL value (epoch seconds) for a record of `kind` created at `createdAt`. */
export function expiresAtFor(kind: RetainedKind, createdAt: Date): number {
  return Math.floor(createdAt.getTime() / 1000) + RETENTION_DAYS[kind] * DAY_SECONDS;
}
