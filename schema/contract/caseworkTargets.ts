// How soon staff must act on a complaint or a referral, from cdk.json's "caseworkTargets" (the one
// place to change them; docs/SECURITY.md "Casework targets" gives the defaults and the rules they
// serve). Checked when first imported, so a wrong value fails synth, the build and npm start.
import cdkJson from '../../cdk.json' with { type: 'json' };

export interface CaseworkTargets {
  /** Acknowledge a complaint within this many business days of receiving it. */
  complaintAcknowledgeBusinessDays: number;
  /** Resolve (close) a complaint within this many calendar days of receiving it. */
  complaintResolveDays: number;
  /** Contact a new referral's referrer within this many business days of receiving it. */
  referralContactBusinessDays: number;
}

const TARGET_NAMES = [
  'complaintAcknowledgeBusinessDays',
  'complaintResolveDays',
  'referralContactBusinessDays',
] as const satisfies readonly (keyof CaseworkTargets)[];

export function readCaseworkTargets(value: unknown): Readonly<CaseworkTargets> {
  const settings = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const unknownNames = Object.keys(settings).filter(
    (name) => !(TARGET_NAMES as readonly string[]).includes(name),
  );
  if (unknownNames.length > 0) {
    throw new Error(`cdk.json "caseworkTargets" has unknown names: ${unknownNames.join(', ')}.`);
  }
  const entries = TARGET_NAMES.map((name) => {
    const days = settings[name];
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 365) {
      throw new Error(
        `cdk.json "caseworkTargets.${name}" must be a whole number of days from 1 to 365 ` +
          `(got ${JSON.stringify(days)}).`,
      );
    }
    return [name, days] as const;
  });
  return Object.fromEntries(entries) as unknown as CaseworkTargets;
}

export const CASEWORK_TARGETS = readCaseworkTargets(cdkJson.context.caseworkTargets);
