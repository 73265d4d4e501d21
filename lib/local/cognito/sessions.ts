// What the Cognito proxy remembers so GlobalSignOut can end every session of a user: the refresh
// tokens and access-token ids issued through it, and the access tokens already revoked. Kept in
// DATA_DIR so a restart does not bring signed-out sessions back.
import { readFile, writeFile } from 'node:fs/promises';
import type { Log } from '../log.js';

interface IssuedAccessToken {
  jti: string;
  /** Expiry, in seconds since the epoch: after it the entry is dropped. */
  exp: number;
}

interface SessionsFile {
  users: Record<string, { refreshTokens: string[]; accessTokens: IssuedAccessToken[] }>;
  revokedAccessTokens: IssuedAccessToken[];
}

export class SessionStore {
  private state: SessionsFile = { users: {}, revokedAccessTokens: [] };
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private readonly log: Log,
  ) {}

  static async open(file: string, log: Log): Promise<SessionStore> {
    const store = new SessionStore(file, log);
    try {
      store.state = JSON.parse(await readFile(file, 'utf8')) as SessionsFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        throw error;
      }
    }
    return store;
  }

  private user(username: string) {
    this.state.users[username] ??= { refreshTokens: [], accessTokens: [] };
    return this.state.users[username];
  }

  private save(): Promise<void> {
    const now = Date.now() / 1000;
    const live = (token: IssuedAccessToken): boolean => token.exp > now;
    this.state.revokedAccessTokens = this.state.revokedAccessTokens.filter(live);
    for (const user of Object.values(this.state.users)) {
      user.accessTokens = user.accessTokens.filter(live);
    }
    const snapshot = JSON.stringify(this.state, null, 2);
    this.writing = this.writing
      .then(() => writeFile(this.file, snapshot))
      .catch((error: unknown) => this.log(`Could not save Cognito sessions: ${String(error)}`));
    return this.writing;
  }

  async issued(username: string, access: IssuedAccessToken, refreshToken?: string): Promise<void> {
    const user = this.user(username);
    user.accessTokens.push(access);
    if (refreshToken) {
      user.refreshTokens.push(refreshToken);
    }
    await this.save();
  }

  isRevoked(jti: string): boolean {
    return this.state.revokedAccessTokens.some((token) => token.jti === jti);
  }

  /** Forgets the user's sessions, marks their access tokens revoked, returns the refresh tokens. */
  async signOut(username: string): Promise<string[]> {
    const user = this.user(username);
    const { refreshTokens, accessTokens } = user;
    this.state.revokedAccessTokens.push(...accessTokens);
    user.refreshTokens = [];
    user.accessTokens = [];
    await this.save();
    return refreshTokens;
  }

  async flush(): Promise<void> {
    await this.writing;
  }
}
