// A client token makes a public create safe to send again: the item's id is derived from it, and
// the item holds a digest of it. A resend finds its first attempt's item (same content: answered
// with that item; other content: refused), and another item that drew the same id is told apart
// by the digest (the next id in the token's sequence is tried). Without a token ids are random.
// The table makes ids unique either way: it refuses a second item with the same id.

import { createHash, randomBytes } from 'node:crypto';
import type { Entity } from './config';
import { ValidationError } from './errors';
import { getItem, ItemExistsError, type PutNewItemOptions, writeNewItem } from './repository';

/** How a form writes an id from 32 bytes (a token's digest or random ones): a UUID, a reference. */
export type IdFormat = (bytes: Uint8Array) => string;

const CLIENT_TOKEN_ATTRIBUTE = 'clientTokenDigest';

/** A clash needs two ids of a form to meet; five in a row means something else is wrong. */
export const ID_ATTEMPTS = 5;

/**
 * A token stands for one filling of a form: sent again with other content it is refused, with the
 * same words whichever field differs, so the answer tells nothing about the stored item.
 */
export function clientTokenReused(): ValidationError {
  return new ValidationError(
    'clientToken',
    'Was already used for another form. Reload the page and send it again.',
  );
}

/** A random (version 4) UUID's layout for the first 16 bytes. */
export const uuidFrom: IdFormat = (bytes) => {
  const hex = Buffer.from(bytes.subarray(0, 16)).toString('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
};

/**
 * The ids to try for a new item, `attempt` counting from 1: with a client token its own sequence,
 * the same for every resend, so a client never chooses a stored id itself; else random ones.
 */
export function idsFor(
  entity: Entity,
  format: IdFormat,
  clientToken: string | null | undefined,
): (attempt: number) => string {
  if (!clientToken) return () => format(randomBytes(32));
  const token = clientToken.toLowerCase();
  return (attempt) => format(createHash('sha256').update(`${entity}:${token}:${attempt}`).digest());
}

function tokenDigest(entity: Entity, token: string): string {
  return createHash('sha256').update(`${entity}:token:${token.toLowerCase()}`).digest('hex');
}

/**
 * Whether an item found at one of the token's ids was made with that token. One stored before
 * items held the digest counts as made with it: refusing a resend never stores twice.
 */
function madeWithToken(stored: Record<string, unknown>, digest: string): boolean {
  const recorded = stored[CLIENT_TOKEN_ATTRIBUTE];
  return recorded === undefined || recorded === digest;
}

/** The item without the token's digest, which stays in the table. */
function withoutDigest<T>(item: T): T {
  const copy = { ...item } as Record<string, unknown>;
  delete copy[CLIENT_TOKEN_ATTRIBUTE];
  return copy as T;
}

/** The item an earlier request with this client token stored, if any. */
export async function storedForClientToken<T>(
  entity: Entity,
  ids: (attempt: number) => string,
  clientToken: string,
): Promise<T | null> {
  const digest = tokenDigest(entity, clientToken);
  for (let attempt = 1; attempt <= ID_ATTEMPTS; attempt += 1) {
    const stored = await getItem<Record<string, unknown>>(entity, ids(attempt));
    if (!stored) return null;
    if (madeWithToken(stored, digest)) return withoutDigest(stored) as T;
  }
  return null;
}

/**
 * Stores the item `build` makes for the first of `ids` not yet taken; the table's condition on new
 * ids refuses one already taken, and the next is tried. The same item written before (the SDK's
 * retry, or a resend still under way) is answered with `written` false. With a client token, an
 * item that token stored with other content is a ValidationError on clientToken, and nothing is
 * stored.
 */
export async function storeUnderNewId<T extends { id: string }>(
  entity: Entity,
  ids: (attempt: number) => string,
  clientToken: string | null | undefined,
  build: (id: string) => T,
  options?: PutNewItemOptions,
): Promise<{ item: T; written: boolean }> {
  const digest = clientToken ? tokenDigest(entity, clientToken) : undefined;
  for (let attempt = 1; ; attempt += 1) {
    const item = build(ids(attempt));
    try {
      const stored = await writeNewItem(
        entity,
        digest ? { ...item, [CLIENT_TOKEN_ATTRIBUTE]: digest } : item,
        options,
      );
      return { item: withoutDigest(stored.item), written: stored.written };
    } catch (error) {
      if (!(error instanceof ItemExistsError)) {
        throw error;
      }
      if (digest && madeWithToken(error.stored, digest)) {
        throw clientTokenReused();
      }
      if (attempt >= ID_ATTEMPTS) {
        throw error;
      }
    }
  }
}
