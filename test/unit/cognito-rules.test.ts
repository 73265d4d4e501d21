// The time-bound rules of the local Cognito stand-in, with a clock the tests move: challenge
// sessions, password-reset codes and the sign-in lockout.
import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_SESSION_MS,
  ChallengeSessions,
} from '../../lib/local/cognito/challenge-sessions';
import {
  FAILURES_BEFORE_LOCKOUT,
  MAX_LOCKOUT_MS,
  SignInLockout,
} from '../../lib/local/cognito/lockout';
import {
  assertPasswordMeetsPolicy,
  passwordPolicyFailures,
} from '../../lib/local/cognito/password-policy';
import {
  MAX_CODES_PER_HOUR,
  RESET_CODE_VALIDITY_MS,
  ResetCodes,
} from '../../lib/local/cognito/reset-codes';

function movableClock() {
  let now = 1_700_000_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const errorOf = (run: () => unknown): { type?: string; message?: string } => {
  try {
    run();
  } catch (error) {
    return { type: (error as { type?: string }).type, message: (error as Error).message };
  }
  return {};
};

describe('challenge sessions', () => {
  const challenge = {
    challengeName: 'NEW_PASSWORD_REQUIRED',
    clientId: 'client',
    username: 'sub-1',
    signInName: 'Staff@Example.com',
  };
  const answer = (session: string) => ({
    session,
    challengeName: 'NEW_PASSWORD_REQUIRED',
    clientId: 'client',
    username: 'staff@example.com',
  });

  it('expire after three minutes', () => {
    const clock = movableClock();
    const sessions = new ChallengeSessions(clock.now);
    const session = sessions.issue(challenge);
    clock.advance(CHALLENGE_SESSION_MS - 1);
    expect(sessions.check(answer(session)).username).toBe('sub-1');
    clock.advance(1);
    expect(errorOf(() => sessions.check(answer(session)))).toEqual({
      type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('are unguessable and answerable once', () => {
    const sessions = new ChallengeSessions();
    const session = sessions.issue(challenge);
    expect(session.length).toBeGreaterThan(100);
    expect(sessions.issue(challenge)).not.toBe(session);
    sessions.check(answer(session));
    sessions.spend(session);
    expect(errorOf(() => sessions.check(answer(session))).message).toBe(
      'Invalid session for the user.',
    );
  });
});

describe('password-reset codes', () => {
  it('are six digits, valid for one hour', () => {
    const clock = movableClock();
    const codes = new ResetCodes(clock.now);
    const code = codes.issue('Name', 'user');
    expect(code).toMatch(/^\d{6}$/);
    clock.advance(RESET_CODE_VALIDITY_MS);
    expect(errorOf(() => codes.redeem('user', code)).type).toBe('ExpiredCodeException');
  });

  it('only the latest counts, once, and only for its holder', () => {
    const codes = new ResetCodes();
    const first = codes.issue('name', 'user');
    let second = codes.issue('NAME', 'user');
    while (second === first) {
      second = codes.issue('name', 'user');
    }
    expect(errorOf(() => codes.redeem('user', first)).type).toBe('CodeMismatchException');
    expect(errorOf(() => codes.redeem('name', second)).type).toBe('CodeMismatchException');
    codes.redeem('user', second);
    expect(errorOf(() => codes.redeem('user', second)).type).toBe('CodeMismatchException');
  });

  it('limit how many are sent per hour for a name, whatever its case', () => {
    const clock = movableClock();
    const codes = new ResetCodes(clock.now);
    for (let sent = 0; sent < MAX_CODES_PER_HOUR; sent += 1) {
      codes.issue(sent % 2 ? 'Name@Example.com' : 'name@example.com', 'user');
    }
    expect(errorOf(() => codes.issue('NAME@EXAMPLE.COM', 'user')).type).toBe(
      'LimitExceededException',
    );
    expect(codes.issue('other@example.com', 'user')).toMatch(/^\d{6}$/);
    clock.advance(60 * 60_000 + 1);
    expect(codes.issue('name@example.com', 'user')).toMatch(/^\d{6}$/);
  });
});

describe('sign-in lockout', () => {
  it('starts at the fifth failure with one second, doubling up to 15 minutes', () => {
    const clock = movableClock();
    const lockout = new SignInLockout(clock.now);
    const lockedFor = (): number => {
      let ms = 0;
      while (errorOf(() => lockout.assertNotLocked('Name')).message) {
        clock.advance(250);
        ms += 250;
      }
      return ms;
    };
    for (let failure = 1; failure < FAILURES_BEFORE_LOCKOUT; failure += 1) {
      lockout.failed('name');
      expect(lockedFor()).toBe(0);
    }
    const durations: number[] = [];
    for (let failure = 0; failure < 14; failure += 1) {
      lockout.failed('NAME');
      durations.push(lockedFor());
    }
    expect(durations.slice(0, 4)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(durations.at(-1)).toBe(MAX_LOCKOUT_MS);
    expect(errorOf(() => lockout.assertNotLocked('name'))).toEqual({});
    lockout.failed('name');
    expect(errorOf(() => lockout.assertNotLocked('name'))).toEqual({
      type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    clock.advance(MAX_LOCKOUT_MS);
    lockout.succeeded('name');
    lockout.failed('name');
    expect(errorOf(() => lockout.assertNotLocked('name'))).toEqual({});
  });
});

describe('password policy', () => {
  it('is the pool’s, in Cognito’s words', () => {
    expect(passwordPolicyFailures('LocalAdmin123')).toEqual([]);
    expect(passwordPolicyFailures('Ab1')).toEqual(['Password not long enough']);
    expect(passwordPolicyFailures('abcdefgh')).toEqual([
      'Password must have uppercase characters',
      'Password must have numeric characters',
    ]);
    expect(passwordPolicyFailures(`Aa1${'x'.repeat(254)}`)).toEqual(['Password is too long']);
    expect(errorOf(() => assertPasswordMeetsPolicy('ABCDEFG1'))).toEqual({
      type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password must have lowercase characters',
    });
  });
});
