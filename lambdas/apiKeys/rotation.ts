// Keeps the public API key alive without anyone editing a date: AppSync keys live at most 365 days,
// so a new key is made well before the newest one expires, /config.json is rewritten to name it, and
// keys that have expired are deleted. The previous key stays valid until its own expiry, so a page
// (or a cache) that still holds the previous config.json keeps working meanwhile.

import {
  API_KEY_LIFETIME_DAYS,
  API_KEY_RENEW_DAYS_LEFT,
  ROTATED_API_KEY_DESCRIPTION,
} from '../../schema/contract/apiKeyRotation';
import type { RuntimeConfig } from '../../schema/contract/runtimeConfig';

const DAY_SECONDS = 86_400;
const HOUR_SECONDS = 3_600;

/** An AppSync API key as ListApiKeys and CreateApiKey describe it. */
export interface ApiKey {
  id: string;
  description?: string;
  /** Seconds since the epoch; AppSync refuses the key from then on. */
  expires: number;
}

/** The API's key operations (lambdas/apiKeys/appSyncApiKeys.ts in AWS). */
export interface ApiKeys {
  list(): Promise<ApiKey[]>;
  create(description: string, expires: number): Promise<ApiKey>;
  remove(id: string): Promise<void>;
}

export interface RotationInput {
  keys: ApiKeys;
  /** Writes /config.json (lambdas/apiKeys/runtimeConfigFile.ts in AWS). */
  publish: (config: RuntimeConfig) => Promise<void>;
  /** Everything config.json holds but the key: the stack's values, kept as they are. */
  runtimeConfig: Omit<RuntimeConfig, 'apiKey'>;
  now: Date;
}

export interface RotationOutcome {
  /** The key config.json names now. */
  published: ApiKey;
  created: boolean;
  /** Expired keys deleted in this run. */
  deleted: string[];
  /** Whole days the published key has left. */
  daysLeft: number;
}

/** A key's first characters: enough to tell keys apart in a log without printing whole keys. */
export function keyLabel(id: string): string {
  return `${id.slice(0, 8)}…`;
}

export class KeyDeletionError extends Error {
  constructor(readonly failures: { id: string; error: unknown }[]) {
    super(
      `Could not delete ${failures.length} expired API key(s): ` +
        failures.map(({ id, error }) => `${keyLabel(id)} (${String(error)})`).join(', '),
    );
    this.name = 'KeyDeletionError';
  }
}

function newest(keys: ApiKey[]): ApiKey | undefined {
  return keys.reduce<ApiKey | undefined>(
    (best, key) => (best === undefined || key.expires > best.expires ? key : best),
    undefined,
  );
}

/**
 * One run: list, renew if needed, publish, then delete expired keys. Any failure throws (the caller
 * reports it); nothing is deleted unless config.json was written first, and never the key it names.
 */
export async function rotateApiKey(input: RotationInput): Promise<RotationOutcome> {
  const now = Math.floor(input.now.getTime() / 1000);
  const keys = await input.keys.list();
  // Only keys this rotation made are published: a key made by hand, or the one an older version of
  // the stack made (CloudFormation deletes that one), is never handed to visitors.
  const current = newest(
    keys.filter((key) => key.description === ROTATED_API_KEY_DESCRIPTION && key.expires > now),
  );

  let published = current;
  if (published === undefined || published.expires - now < API_KEY_RENEW_DAYS_LEFT * DAY_SECONDS) {
    // AppSync rounds the expiry down to the hour; rounding here keeps the number we log the real one.
    const expires =
      Math.floor((now + API_KEY_LIFETIME_DAYS * DAY_SECONDS) / HOUR_SECONDS) * HOUR_SECONDS;
    published = await input.keys.create(ROTATED_API_KEY_DESCRIPTION, expires);
  }

  await input.publish({ ...input.runtimeConfig, apiKey: published.id });

  const publishedId = published.id;
  const expired = keys.filter((key) => key.expires <= now && key.id !== publishedId);
  const results = await Promise.allSettled(expired.map((key) => input.keys.remove(key.id)));
  const failures = results.flatMap((result, index) =>
    result.status === 'rejected' ? [{ id: expired[index]!.id, error: result.reason }] : [],
  );
  if (failures.length > 0) throw new KeyDeletionError(failures);

  return {
    published,
    created: published !== current,
    deleted: expired.map((key) => key.id),
    daysLeft: Math.floor((published.expires - now) / DAY_SECONDS),
  };
}
