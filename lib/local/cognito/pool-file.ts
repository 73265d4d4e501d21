// Reads the user records cognito-local keeps in its pool file. The proxy needs what cognito-local
// offers no call for: checking a temporary password (cognito-local answers NEW_PASSWORD_REQUIRED
// without looking at it) and listing a user's refresh tokens to prune them. The file is written
// atomically (see ../processes/child-preload.ts), so a read sees one whole version.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { timingSafeEqual, createHash } from 'node:crypto';

export interface PoolUser {
  Username: string;
  Password?: string;
  UserStatus?: string;
  Enabled?: boolean;
  /** ISO time of the last change an administrator made, a new temporary password included. */
  UserLastModifiedDate?: string;
  Attributes?: { Name: string; Value?: string }[];
  RefreshTokens?: string[];
}

interface PoolFile {
  Users?: Record<string, PoolUser>;
}

/** Where cognito-local (run with DATA_DIR/cognito as its working directory) keeps a pool. */
export function userPoolFile(dataDir: string, userPoolId: string): string {
  return join(dataDir, 'cognito', '.cognito', 'db', `${userPoolId}.json`);
}

export function attribute(user: PoolUser, name: string): string | undefined {
  return user.Attributes?.find((candidate) => candidate.Name === name)?.Value;
}

export class PoolUsers {
  constructor(private readonly file: string) {}

  async all(): Promise<PoolUser[]> {
    const pool = JSON.parse(await readFile(this.file, 'utf8')) as PoolFile;
    return Object.values(pool.Users ?? {});
  }

  /** The user a sign-in name means: the user name, or (as the pool signs in by e-mail) the e-mail
   * address, which Cognito compares without regard to case. */
  async find(signInName: string): Promise<PoolUser | undefined> {
    const wanted = signInName.toLowerCase();
    return (await this.all()).find(
      (user) =>
        user.Username === signInName ||
        attribute(user, 'sub') === signInName ||
        attribute(user, 'email')?.toLowerCase() === wanted,
    );
  }
}

/** Compares a given password with the stored one in constant time. */
export function passwordMatches(user: PoolUser, password: string): boolean {
  if (user.Password === undefined) {
    return false;
  }
  const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(user.Password), digest(password));
}
