// What the Cognito proxy remembers of the sessions it started: each refresh token it handed out
// (with its user, app client and expiry) and the access tokens issued with it, and the access
// tokens revoked since. RevokeToken ends one session, GlobalSignOut all of a user's; a refresh
// token the proxy does not know is refused. Kept in DATA_DIR so a restart brings no signed-out
// session back; written atomically. A damaged file is rebuilt empty: every session issued before
// is then refused (notBefore), so nothing signed out can come back, and users sign in again.
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../data/fs-util';
import type { Log } from '../processes/log';
import { systemClock, type Clock } from './clock';

export interface IssuedAccessToken {
  jti: string;
  /** Expiry, in seconds since the epoch: after it the entry is dropped. */
  exp: number;
}

export interface RefreshSession {
  refreshToken: string;
  /** cognito-local's user name (the user's sub). */
  username: string;
  clientId: string;
  /** Expiry of the refresh token, in seconds since the epoch. */
  exp: number;
  accessTokens: IssuedAccessToken[];
}

interface SessionsFile {
  version: 2;
  /** Access tokens issued before this (seconds since the epoch) are refused. */
  notBefore: number;
  sessions: RefreshSession[];
  revokedAccessTokens: IssuedAccessToken[];
}

function isSessionsFile(value: unknown): value is SessionsFile {
  const file = value as Partial<SessionsFile> | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    file.version === 2 &&
    typeof file.notBefore === 'number' &&
    Array.isArray(file.sessions) &&
    Array.isArray(file.revokedAccessTokens)
  );
}

export class SessionStore {
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private state: SessionsFile,
    private readonly now: Clock,
  ) {}

  static async open(file: string, log: Log, now: Clock = systemClock): Promise<SessionStore> {
    const empty = (notBefore: number): SessionsFile => ({
      version: 2,
      notBefore,
      sessions: [],
      revokedAccessTokens: [],
    });
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw error;
      }
      return new SessionStore(file, empty(0), now);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      parsed = error;
    }
    if (isSessionsFile(parsed)) {
      return new SessionStore(file, parsed, now);
    }
    const why = parsed instanceof Error ? parsed.message : 'not in the expected format';
    log(
      `The Cognito proxy's session file ${file} was damaged (${why}). It has been rebuilt: ` +
        'everyone signed in before has to sign in again.',
    );
    // Whole seconds, as token `iat`s are: a token issued in this second by this process (a sign-in
    // right after the start) stays valid; one from before the stop has an earlier second anyway.
    const store = new SessionStore(file, empty(Math.floor(now() / 1000)), now);
    await store.save();
    return store;
  }

  private seconds(): number {
    return this.now() / 1000;
  }

  /** The live session of a refresh token, if the proxy issued it and it has not ended. */
  session(refreshToken: string): RefreshSession | undefined {
    const now = this.seconds();
    return this.state.sessions.find(
      (session) => session.refreshToken === refreshToken && session.exp > now,
    );
  }

  /** The refresh tokens of live sessions, to tell cognito-local's leftovers from them. */
  liveRefreshTokens(): Set<string> {
    const now = this.seconds();
    return new Set(
      this.state.sessions.filter((s) => s.exp > now).map((session) => session.refreshToken),
    );
  }

  async signedIn(session: Omit<RefreshSession, 'accessTokens'>, access: IssuedAccessToken) {
    this.state.sessions.push({ ...session, accessTokens: [access] });
    await this.save();
  }

  async refreshed(refreshToken: string, access: IssuedAccessToken): Promise<void> {
    this.session(refreshToken)?.accessTokens.push(access);
    await this.save();
  }

  isRevoked(access: { jti?: string; iat?: number }): boolean {
    return (
      (access.iat ?? 0) < this.state.notBefore ||
      this.state.revokedAccessTokens.some((token) => token.jti === access.jti)
    );
  }

  /** Ends one session (its refresh token and the access tokens issued with it). */
  async revoke(refreshToken: string): Promise<void> {
    await this.end((session) => session.refreshToken === refreshToken);
  }

  /** Ends every session of the user; returns their refresh tokens. */
  async signOut(username: string): Promise<string[]> {
    return this.end((session) => session.username === username);
  }

  private async end(which: (session: RefreshSession) => boolean): Promise<string[]> {
    const ended = this.state.sessions.filter(which);
    this.state.sessions = this.state.sessions.filter((session) => !which(session));
    for (const session of ended) {
      this.state.revokedAccessTokens.push(...session.accessTokens);
    }
    await this.save();
    return ended.map((session) => session.refreshToken);
  }

  /** Drops what has expired: sessions past their refresh token's expiry, and old access tokens. */
  private prune(): void {
    const now = this.seconds();
    const live = (token: IssuedAccessToken): boolean => token.exp > now;
    this.state.sessions = this.state.sessions.filter((session) => session.exp > now);
    for (const session of this.state.sessions) {
      session.accessTokens = session.accessTokens.filter(live);
    }
    this.state.revokedAccessTokens = this.state.revokedAccessTokens.filter(live);
  }

  private save(): Promise<void> {
    this.prune();
    const snapshot = JSON.stringify(this.state, null, 2);
    const write = this.writing.then(() => writeFileAtomic(this.file, snapshot));
    // The next write waits for this one whatever its outcome; the caller hears of a failure.
    this.writing = write.catch(() => undefined);
    return write;
  }

  async flush(): Promise<void> {
    await this.writing;
  }
}
