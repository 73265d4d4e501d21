// Cognito's lockout after failed sign-ins: from the fifth failure in a row, sign-in is refused for
// a while, starting at one second and doubling with each further failure up to about 15 minutes;
// a success ends it. Kept per user, and per name (lower-cased) for names that are nobody's, so an
// unknown name locks the same way a known one does and tells an attacker nothing.
import { systemClock, type Clock } from './clock';
import { CognitoError } from './errors';

export const FAILURES_BEFORE_LOCKOUT = 5;
const FIRST_LOCKOUT_MS = 1_000;
export const MAX_LOCKOUT_MS = 15 * 60_000;

interface Failures {
  count: number;
  lockedUntil: number;
  lastFailure: number;
}

export class SignInLockout {
  private readonly failures = new Map<string, Failures>();
  private lastSweep = 0;

  constructor(private readonly now: Clock = systemClock) {}

  /** Throws while the name is locked out; such attempts are not checked and do not count. */
  assertNotLocked(signInName: string): void {
    const entry = this.failures.get(signInName.toLowerCase());
    if (entry && entry.lockedUntil > this.now()) {
      throw new CognitoError('NotAuthorizedException', 'Password attempts exceeded');
    }
  }

  failed(signInName: string): void {
    this.forgetStale();
    const key = signInName.toLowerCase();
    const now = this.now();
    const entry = this.failures.get(key) ?? { count: 0, lockedUntil: 0, lastFailure: now };
    entry.count += 1;
    entry.lastFailure = now;
    if (entry.count >= FAILURES_BEFORE_LOCKOUT) {
      const doublings = entry.count - FAILURES_BEFORE_LOCKOUT;
      entry.lockedUntil = now + Math.min(FIRST_LOCKOUT_MS * 2 ** doublings, MAX_LOCKOUT_MS);
    }
    this.failures.set(key, entry);
  }

  succeeded(signInName: string): void {
    this.failures.delete(signInName.toLowerCase());
  }

  /** Bounds the memory a flood of made-up names can take: entries quiet for long are dropped. */
  private forgetStale(): void {
    const now = this.now();
    if (now - this.lastSweep < 60_000) {
      return;
    }
    this.lastSweep = now;
    const cutoff = now - 2 * MAX_LOCKOUT_MS;
    for (const [key, entry] of this.failures) {
      if (entry.lastFailure < cutoff && entry.lockedUntil < now) {
        this.failures.delete(key);
      }
    }
  }
}
