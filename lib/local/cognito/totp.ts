// Time-based codes as Cognito's authenticator-app factor uses them (RFC 6238: SHA-1, six digits,
// 30-second steps), checked with the otpauth package. A code from the step before or after the
// current one is accepted too, for clock drift and typing time.
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
const ACCEPTED_STEPS_AROUND_NOW = 1;

/** A new shared secret as Cognito hands it out: 32 bytes, base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 32 }).base32;
}

/** The time step a code belongs to if it is right for `secret` at `now` (±1 step), else undefined. */
export function matchingStep(secret: string, code: string, now: number): number | undefined {
  if (!/^\d{6}$/.test(code)) {
    return undefined;
  }
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    period: PERIOD_SECONDS,
    timestamp: now,
    window: ACCEPTED_STEPS_AROUND_NOW,
  });
  return delta === null
    ? undefined
    : TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}
