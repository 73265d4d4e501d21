// Opaque paging tokens: the LastEvaluatedKey plus an HMAC over it and the entity, so a malformed,
// edited or borrowed token is a ValidationError instead of a query that starts somewhere else.
// In AWS the HMAC key stays in Secrets Manager, out of the functions' configuration: it is fetched
// on the first token a container signs or checks and kept for the container's life, so a rotated
// key reaches each function on its next cold start.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIST_PARTITION_ATTRIBUTE } from '../../schema/contract/tables';
import { secretsManager } from './clients';
import { config, type Entity } from './config';
import { ValidationError } from './errors';

export type PageKey = Record<string, string>;

const KEY_ATTRIBUTES = ['id', LIST_PARTITION_ATTRIBUTE, 'createdAt'] as const;

/** One fetch per container; concurrent first requests share it. */
let fetchedKey: Promise<string> | undefined;

async function fetchKey(secretArn: string): Promise<string> {
  const { client, sdk } = await secretsManager();
  const { SecretString } = await client.send(
    new sdk.GetSecretValueCommand({ SecretId: secretArn }),
  );
  if (!SecretString) throw new Error('The pagination secret has no SecretString.');
  return SecretString;
}

/** PAGINATION_SECRET when set (local stack, tests), else the secret PAGINATION_SECRET_ARN names. */
function signingKey(): Promise<string> {
  const plain = config.paginationSecret();
  if (plain) return Promise.resolve(plain);
  fetchedKey ??= fetchKey(config.paginationSecretArn()).catch((error: unknown) => {
    // Not cached: the next request tries again instead of failing until the next cold start.
    fetchedKey = undefined;
    throw error;
  });
  return fetchedKey;
}

async function signature(payload: string): Promise<Buffer> {
  const key = await signingKey();
  return createHmac('sha256', key).update(payload).digest();
}

function invalidToken(): ValidationError {
  return new ValidationError(
    'nextToken',
    'The paging token is invalid or has been altered. Request the first page again.',
  );
}

export async function encodeNextToken(
  entity: Entity,
  key: Record<string, unknown>,
): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ entity, key })).toString('base64url');
  return `${payload}.${(await signature(payload)).toString('base64url')}`;
}

function isPageKeyFor(entity: Entity, key: unknown): key is PageKey {
  if (typeof key !== 'object' || key === null || Array.isArray(key)) {
    return false;
  }
  const record = key as Record<string, unknown>;
  return (
    Object.keys(record).length === KEY_ATTRIBUTES.length &&
    KEY_ATTRIBUTES.every((name) => typeof record[name] === 'string') &&
    record[LIST_PARTITION_ATTRIBUTE] === entity
  );
}

/** Unpadded base64url. Node's decoder skips other characters, so they are refused first. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export async function decodeNextToken(entity: Entity, token: string): Promise<PageKey> {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0 || !BASE64URL.test(payload)) {
    throw invalidToken();
  }
  const expected = await signature(payload);
  const given = Buffer.from(signed, 'base64url');
  // The canonical encoding only: an appended character or edited padding bits decode to the same
  // bytes, but they are still an edited token.
  if (
    given.length !== expected.length ||
    !timingSafeEqual(given, expected) ||
    given.toString('base64url') !== signed
  ) {
    throw invalidToken();
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalidToken();
  }
  const { entity: tokenEntity, key } = (decoded ?? {}) as { entity?: unknown; key?: unknown };
  if (tokenEntity !== entity || !isPageKeyFor(entity, key)) {
    throw invalidToken();
  }
  return key;
}
