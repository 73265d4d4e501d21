// Password-reset codes as a real pool handles them: six digits, valid for one hour, the latest
// one only, a few wrong guesses before the code is void, and a limit on how many are sent.
// cognito-local compares the code it stored with the one given, so with no reset pending a request
// without a code matched; the proxy keeps the codes itself and never forwards the check.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { systemClock, type Clock } from './clock';
import { CognitoError, attemptLimitExceeded, codeMismatch } from './errors';

export const RESET_CODE_VALIDITY_MS = 60 * 60_000;
/** Wrong codes tolerated before the code is void and a new one must be requested. */
export const MAX_WRONG_CODES = 5;
/** Codes sent for one sign-in name per hour. */
export const MAX_CODES_PER_HOUR = 5;

interface PendingReset {
  codeHash: Buffer;
  expiresAt: number;
  wrongAttempts: number;
}

const hash = (code: string): Buffer => createHash('sha256').update(code).digest();

export class ResetCodes {
  private readonly pending = new Map<string, PendingReset>();
  private readonly sent = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(private readonly now: Clock = systemClock) {}

  /**
   * A new code for `holder` (replacing any earlier one), unless too many were asked for lately
   * under `signInName`, the name as typed, which is counted as Cognito compares names: without
   * regard to case.
   */
  issue(signInName: string, holder: string): string {
    const now = this.now();
    this.forgetStale(now);
    const name = signInName.toLowerCase();
    const recent = (this.sent.get(name) ?? []).filter((at) => at > now - 60 * 60_000);
    if (recent.length >= MAX_CODES_PER_HOUR) {
      throw attemptLimitExceeded();
    }
    this.sent.set(name, [...recent, now]);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.pending.set(holder, {
      codeHash: hash(code),
      expiresAt: now + RESET_CODE_VALIDITY_MS,
      wrongAttempts: 0,
    });
    return code;
  }

  /** Bounds the memory made-up names can take: what is long expired is dropped, once a minute. */
  private forgetStale(now: number): void {
    if (now - this.lastSweep < 60_000) {
      return;
    }
    this.lastSweep = now;
    for (const [name, times] of this.sent) {
      if (times.every((at) => at <= now - 60 * 60_000)) {
        this.sent.delete(name);
      }
    }
    for (const [holder, reset] of this.pending) {
      if (reset.expiresAt <= now - RESET_CODE_VALIDITY_MS) {
        this.pending.delete(holder);
      }
    }
  }

  /** Accepts the holder's pending code once; anything else throws Cognito's answer. */
  redeem(holder: string, code: string): void {
    const reset = this.pending.get(holder);
    if (!reset) {
      throw codeMismatch();
    }
    if (reset.expiresAt <= this.now()) {
      this.pending.delete(holder);
      throw new CognitoError(
        'ExpiredCodeException',
        'Invalid code provided, please request a code again.',
      );
    }
    if (!timingSafeEqual(hash(code), reset.codeHash)) {
      reset.wrongAttempts += 1;
      if (reset.wrongAttempts >= MAX_WRONG_CODES) {
        this.pending.delete(holder);
        throw attemptLimitExceeded();
      }
      throw codeMismatch();
    }
    this.pending.delete(holder);
  }
}
