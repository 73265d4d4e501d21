// DATA_DIR holds every stand-in's state plus the few values that must survive a restart: the API
// key (browsers may have config.json cached), the pagination secret (issued nextTokens stay valid)
// and the key Cognito tokens are signed with (signed-in sessions stay valid).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JWK } from 'jose';
import { newTokenSigningKey } from './cognito/token-signer';

export interface StackSecrets {
  apiKey: string;
  paginationSecret: string;
  /** Private RSA key (JWK) of the local user pool: see cognito/token-signer.ts. */
  tokenSigningKey: JWK;
}

const SECRETS_FILE = 'stack-secrets.json';

export async function prepareDataDir(dataDir: string, reset: boolean): Promise<void> {
  if (reset) {
    await rm(dataDir, { recursive: true, force: true });
  }
  await mkdir(dataDir, { recursive: true });
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
  let stored: Partial<StackSecrets> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Partial<StackSecrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw error;
    }
  }
  const secrets: StackSecrets = {
    apiKey: stored.apiKey ?? newApiKey(),
    paginationSecret: stored.paginationSecret ?? randomBytes(32).toString('base64url'),
    tokenSigningKey: stored.tokenSigningKey ?? (await newTokenSigningKey()),
  };
  if (!stored.apiKey || !stored.paginationSecret || !stored.tokenSigningKey) {
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
