// New references (schema/contract/references.ts), which are also the items' ids: drawn at random,
// so one cannot be guessed from another, or derived from a client token, so a resend meets its
// first attempt. Either way the table makes them unique: it refuses a second item with the same id.
// An item made with a client token holds a digest of it, which tells a resend of that token (same
// content: answered with the item; other content: refused) from another item that drew the same
// reference (the next one in the token's sequence is tried).

import { createHash, randomBytes } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../../schema/contract/references';
import { clientTokenReused } from './clientToken';
import type { Entity } from './config';
import { getItem, ItemExistsError, putNewItem, type PutNewItemOptions } from './repository';

const CLIENT_TOKEN_ATTRIBUTE = 'clientTokenDigest';

/** The alphabet has 32 characters, so each byte's low five bits pick one evenly. */
function referenceFrom(prefix: string, bytes: Uint8Array): string {
  const characters = [...bytes.subarray(0, REFERENCE_LENGTH)].map(
    (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length],
  );
  return `${prefix}-${characters.join('')}`;
}

/** A random reference such as `R-7K3Q9P`. */
export function newReference(prefix: string): string {
  return referenceFrom(prefix, randomBytes(REFERENCE_LENGTH));
}

/** The `attempt`th reference for a client token: the same token always gives the same sequence. */
export function referenceForClientToken(
  prefix: string,
  entity: Entity,
  token: string,
  attempt: number,
): string {
  const digest = createHash('sha256')
    .update(`${entity}:${token.toLowerCase()}:${attempt}`)
    .digest();
  return referenceFrom(prefix, digest);
}

/**
 * The references to try for a new item: random ones, or with a client token its own sequence, so
 * a resend meets its first attempt.
 */
export function referencesFor(
  prefix: string,
  entity: Entity,
  clientToken: string | null | undefined,
): (attempt: number) => string {
  return clientToken
    ? (attempt) => referenceForClientToken(prefix, entity, clientToken, attempt)
    : () => newReference(prefix);
}

/** A clash needs two of 2^30 references to meet; five in a row means something else is wrong. */
export const REFERENCE_ATTEMPTS = 5;

function tokenDigest(entity: Entity, token: string): string {
  return createHash('sha256').update(`${entity}:token:${token.toLowerCase()}`).digest('hex');
}

/**
 * Whether an item found at one of the token's references was made with that token. One stored
 * before items held the digest counts as made with it: refusing a resend never stores twice.
 */
function madeWithToken(stored: Record<string, unknown>, digest: string): boolean {
  const recorded = stored[CLIENT_TOKEN_ATTRIBUTE];
  return recorded === undefined || recorded === digest;
}

/** The item an earlier request with this client token stored, if any. */
export async function storedForClientToken<T>(
  entity: Entity,
  references: (attempt: number) => string,
  clientToken: string,
): Promise<T | null> {
  const digest = tokenDigest(entity, clientToken);
  for (let attempt = 1; attempt <= REFERENCE_ATTEMPTS; attempt += 1) {
    const stored = await getItem<Record<string, unknown>>(entity, references(attempt));
    if (!stored) return null;
    if (madeWithToken(stored, digest)) return stored as T;
  }
  return null;
}

/**
 * Stores the item `build` makes for the first reference of `references` not yet taken. The
 * reference is the id, so the table's condition on new ids refuses one already taken (putNewItem
 * answers with the stored item when it is this same item, written before), and the next is tried.
 * With a client token, an item that token stored with other content is a ValidationError on
 * clientToken, and nothing is stored.
 */
export async function storeWithNewReference<T extends { id: string }>(
  entity: Entity,
  references: (attempt: number) => string,
  clientToken: string | null | undefined,
  build: (id: string) => T,
  options?: PutNewItemOptions,
): Promise<T> {
  const digest = clientToken ? tokenDigest(entity, clientToken) : undefined;
  for (let attempt = 1; ; attempt += 1) {
    const item = build(references(attempt));
    try {
      return await putNewItem(
        entity,
        digest ? { ...item, [CLIENT_TOKEN_ATTRIBUTE]: digest } : item,
        options,
      );
    } catch (error) {
      if (!(error instanceof ItemExistsError)) {
        throw error;
      }
      if (digest && madeWithToken(error.stored, digest)) {
        throw clientTokenReused();
      }
      if (attempt >= REFERENCE_ATTEMPTS) {
        throw error;
      }
    }
  }
}
