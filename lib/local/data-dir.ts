// DATA_DIR holds every stand-in's state plus the few values that must survive a restart: the API
// key (browsers may have config.json cached) and the pagination secret (issued nextTokens stay valid).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface StackSecrets {
  apiKey: string;
  paginationSecret: string;
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

export async function loadSecrets(dataDir: string): Promise<StackSecrets> {
  const file = join(dataDir, SECRETS_FILE);
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StackSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw error;
    }
  }
  const secrets: StackSecrets = {
    apiKey: newApiKey(),
    paginationSecret: randomBytes(32).toString('base64url'),
  };
  await writeFile(file, JSON.stringify(secrets, null, 2));
  return secrets;
}
