// DATA_DIR holds every stand-in's state plus the few values that must survive a restart: the API
// key (browsers may have config.json cached), the pagination secret (issued nextTokens stay valid)
// and the key Cognito tokens are signed with (signed-in sessions stay valid). It holds passwords,
// tokens and keys, so it is its owner's only (directories 0700, files 0600), and a damaged file
// stops the start with a message naming it rather than being replaced by a new one.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { JWK } from 'jose';
import { newTokenSigningKey } from '../cognito/token-signer';
import { LOCK_FILE } from './data-dir-lock';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, writeFileAtomic } from './fs-util';

export interface StackSecrets {
  apiKey: string;
  paginationSecret: string;
  /** Private RSA key (JWK) of the local user pool: see cognito/token-signer.ts. */
  tokenSigningKey: JWK;
}

const SECRETS_FILE = 'stack-secrets.json';

/** How to start over when state cannot be repaired; it deletes everything in DATA_DIR. */
export const RESET_ADVICE =
  'Restore it from a backup, or start afresh with `npm start -- --reset`, which deletes all ' +
  'local data (messages, files, users).';

/** A file in DATA_DIR that cannot be read as what it should hold. */
export class DamagedStateError extends Error {
  constructor(file: string, problem: string, holds: string, advice = RESET_ADVICE) {
    super(
      `${file} is damaged (${problem}). It holds ${holds}. The local stack did not start, so ` +
        `that nothing in it is lost or replaced. ${advice}`,
    );
  }
}

/** A JSON object from a DATA_DIR file, undefined when there is none, or a DamagedStateError. */
export async function readStateFile(
  file: string,
  holds: string,
): Promise<Record<string, unknown> | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
  if (text.trim() === '') {
    throw new DamagedStateError(file, 'it is empty', holds);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DamagedStateError(file, `not valid JSON: ${(error as Error).message}`, holds);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DamagedStateError(file, 'not a JSON object', holds);
  }
  return value as Record<string, unknown>;
}

/** Makes everything under `path` its owner's only; for DATA_DIRs made by older versions. */
async function restrictToOwner(path: string): Promise<void> {
  await chmod(path, PRIVATE_DIR_MODE);
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      await restrictToOwner(child);
    } else if (entry.isFile()) {
      await chmod(child, PRIVATE_FILE_MODE);
    }
  }
}

export async function prepareDataDir(dataDir: string, reset: boolean): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (reset) {
    // Everything but the lock this stack holds (data-dir-lock.ts).
    for (const entry of await readdir(dataDir)) {
      if (entry !== LOCK_FILE) {
        await rm(join(dataDir, entry), { recursive: true, force: true });
      }
    }
  }
  await restrictToOwner(dataDir);
}

/** An AppSync-style key: "da2-" and 26 lowercase letters or digits. */
function newApiKey(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(26);
  return `da2-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** The DATA_DIR's secrets; those missing (a new DATA_DIR, or one from an older version) are made. */
export async function loadSecrets(dataDir: string): Promise<StackSecrets> {
  const file = join(dataDir, SECRETS_FILE);
  const stored = ((await readStateFile(
    file,
    'the API key, the paging secret and the key that signs sign-in tokens',
  )) ?? {}) as Partial<StackSecrets>;
  const secrets: StackSecrets = {
    apiKey: stored.apiKey ?? newApiKey(),
    paginationSecret: stored.paginationSecret ?? randomBytes(32).toString('base64url'),
    tokenSigningKey: stored.tokenSigningKey ?? (await newTokenSigningKey()),
  };
  if (!stored.apiKey || !stored.paginationSecret || !stored.tokenSigningKey) {
    await writeFileAtomic(file, JSON.stringify(secrets, null, 2));
  }
  return secrets;
}
