// The Session of an auth challenge, as a real pool issues it: an opaque value bound to the user,
// the challenge and the app client, valid for a few minutes and answerable once. cognito-local
// accepts any Session (and any challenge name), so the proxy replaces the ones it hands out with
// its own and accepts only those.
import { randomBytes } from 'node:crypto';
import { systemClock, type Clock } from './clock';
import { CognitoError, invalidChallengeSession } from './errors';

/** The pool client's default AuthSessionValidity: 3 minutes. */
export const CHALLENGE_SESSION_MS = 3 * 60_000;

export interface ChallengeSession {
  challengeName: string;
  clientId: string;
  /** cognito-local's user name (the user's sub). */
  username: string;
  /** The name the user signed in with (their e-mail), which clients send back as USERNAME. */
  signInName: string;
  /** An authenticator app being enrolled during sign-in (MFA_SETUP): its secret, once verified. */
  mfaSetup?: { secret: string; verified: boolean };
  expiresAt: number;
}

export interface ChallengeAnswer {
  session: string;
  challengeName: string;
  clientId: string;
  username: string;
}

export class ChallengeSessions {
  private readonly sessions = new Map<string, ChallengeSession>();

  constructor(private readonly now: Clock = systemClock) {}

  issue(challenge: Omit<ChallengeSession, 'expiresAt'>): string {
    this.forgetExpired();
    const session = randomBytes(96).toString('base64url');
    this.sessions.set(session, { ...challenge, expiresAt: this.now() + CHALLENGE_SESSION_MS });
    return session;
  }

  /**
   * The session an answer names, if this stack issued it for that user, challenge and client and
   * it has not expired. A session presented for anything else is spent: it was leaked or forged.
   */
  check(answer: ChallengeAnswer): ChallengeSession {
    const issued = this.live(answer.session);
    const user = answer.username.toLowerCase();
    const matches =
      issued.challengeName === answer.challengeName &&
      issued.clientId === answer.clientId &&
      (user === issued.username.toLowerCase() || user === issued.signInName.toLowerCase());
    if (!matches) {
      this.sessions.delete(answer.session);
      throw invalidChallengeSession();
    }
    return issued;
  }

  /**
   * The session a call names that carries no user name (AssociateSoftwareToken and
   * VerifySoftwareToken during sign-in), if it is live and of that challenge.
   */
  checkSession(session: string, challengeName: string): ChallengeSession {
    const issued = this.live(session);
    if (issued.challengeName !== challengeName) {
      this.sessions.delete(session);
      throw invalidChallengeSession();
    }
    return issued;
  }

  private live(session: string): ChallengeSession {
    const issued = this.sessions.get(session);
    if (!issued) {
      throw invalidChallengeSession();
    }
    if (issued.expiresAt <= this.now()) {
      this.sessions.delete(session);
      throw new CognitoError(
        'NotAuthorizedException',
        'Invalid session for the user, session is expired.',
      );
    }
    return issued;
  }

  /** Spends a session once its challenge is answered. */
  spend(session: string): void {
    this.sessions.delete(session);
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [session, { expiresAt }] of this.sessions) {
      if (expiresAt <= now) {
        this.sessions.delete(session);
      }
    }
  }
}
