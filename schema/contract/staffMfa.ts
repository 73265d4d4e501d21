// Whether staff sign in with a second factor (an authenticator app's time-based code): cdk.json's
// "staffMfa". The cloud stack reads it from the CDK context (lib/cloud/config.ts), the local stack
// from cdk.json too (lib/local/config/staff-mfa.ts), and the frontend from /config.json.

export const STAFF_MFA_VALUES = ['off', 'optional', 'required'] as const;
export type StaffMfa = (typeof STAFF_MFA_VALUES)[number];

/** Off, as the product spec asks, unless cdk.json says otherwise. */
export const DEFAULT_STAFF_MFA: StaffMfa = 'off';

/** The one second factor offered: an authenticator app (TOTP), never SMS. */
export const MFA_SECOND_FACTOR = { otp: true, sms: false } as const;

/** The setting from where it was written (`where` names it in the error); unset means the default. */
export function parseStaffMfa(value: unknown, where: string): StaffMfa {
  if (value === undefined || value === null || value === '') return DEFAULT_STAFF_MFA;
  if (typeof value === 'string' && (STAFF_MFA_VALUES as readonly string[]).includes(value)) {
    return value as StaffMfa;
  }
  throw new Error(
    `${where} must be one of ${STAFF_MFA_VALUES.map((v) => `"${v}"`).join(', ')} ` +
      `(got ${JSON.stringify(value)}).`,
  );
}
