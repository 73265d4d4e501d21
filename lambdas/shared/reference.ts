// New references (schema/contract/references.ts), which are also the items' ids: drawn at random,
// so one cannot be guessed from another, or derived from a client token, so a resend meets its
// first attempt. Either way the table makes them unique: it refuses a second item with the same id.

import { createHash, randomBytes } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../../schema/contract/references';
import type { Entity } from './config';
import { ItemExistsError, putNewItem, type PutNewItemOptions } from './repository';

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

/**
 * Stores the item `build` makes for the first reference of `references` not yet taken. The
 * reference is the id, so the table's condition on new ids refuses one already taken (putNewItem
 * answers with the stored item when it is this same item, written before), and the next is tried.
 */
export async function storeWithNewReference<T extends { id: string }>(
  entity: Entity,
  references: (attempt: number) => string,
  build: (id: string) => T,
  options?: PutNewItemOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await putNewItem(entity, build(references(attempt)), options);
    } catch (error) {
      if (!(error instanceof ItemExistsError) || attempt >= REFERENCE_ATTEMPTS) {
        throw error;
      }
    }
  }
}
