// What the Cognito proxy keeps of each user's authenticator app (cognito-local has no TOTP factor
// the proxy could use): the verified secret, whether the factor is on and preferred, the last
// time step a code was accepted for (so a code is accepted once), and a secret associated but not
// yet verified. Kept in DATA_DIR/cognito/proxy-mfa.json, written atomically, so enrolments survive
// a restart. A damaged file stops the start (../data/data-dir.ts): rebuilding it empty would
// quietly turn every user's second factor off.
import { writeFileAtomic } from '../data/fs-util';
import { DamagedStateError, readStateFile } from '../data/data-dir';

export interface UserMfa {
  /** The verified secret (base32) codes are checked against. */
  secret?: string;
  /** Associated with AssociateSoftwareToken, not yet verified. */
  pendingSecret?: string;
  /** The factor is on (SetUserMFAPreference, or enrolment during sign-in). */
  enabled: boolean;
  preferred: boolean;
  /** The time step of the last code accepted; that code and older ones are refused. */
  lastUsedStep?: number;
}

interface MfaFile {
  version: 1;
  /** Per cognito-local user name (the user's sub). */
  users: Record<string, UserMfa>;
}

const HOLDS = "the local users' authenticator-app secrets";

export class MfaStore {
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private readonly state: MfaFile,
  ) {}

  static async open(file: string): Promise<MfaStore> {
    const stored = await readStateFile(file, HOLDS);
    if (stored === undefined) {
      return new MfaStore(file, { version: 1, users: {} });
    }
    if (stored.version !== 1 || typeof stored.users !== 'object' || stored.users === null) {
      throw new DamagedStateError(file, 'not in the expected format', HOLDS);
    }
    return new MfaStore(file, stored as unknown as MfaFile);
  }

  user(username: string): UserMfa {
    return this.state.users[username] ?? { enabled: false, preferred: false };
  }

  /** Whether the user has a verified authenticator app. */
  enrolled(username: string): boolean {
    return this.user(username).secret !== undefined;
  }

  async update(username: string, change: (current: UserMfa) => UserMfa): Promise<void> {
    this.state.users[username] = change(this.user(username));
    await this.save();
  }

  private save(): Promise<void> {
    const snapshot = JSON.stringify(this.state, null, 2);
    const write = this.writing.then(() => writeFileAtomic(this.file, snapshot));
    // The next write waits for this one whatever its outcome; the caller hears of a failure.
    this.writing = write.catch(() => undefined);
    return write;
  }
}
