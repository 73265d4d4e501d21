// Opaque paging tokens: the LastEvaluatedKey plus an HMAC over it and the entity, so a malformed,
// edited or borrowed token is a ValidationError instead of a query that starts somewhere else.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { LIST_PARTITION_ATTRIBUTE } from '../../lib/tables';
import { config, type Entity } from './config';
import { ValidationError } from './errors';

export type PageKey = Record<string, string>;

const KEY_ATTRIBUTES = ['id', LIST_PARTITION_ATTRIBUTE, 'createdAt'] as const;

function signature(payload: string): Buffer {
  return createHmac('sha256', config.paginationSecret()).update(payload).digest();
}

function invalidToken(): ValidationError {
  return new ValidationError(
    'nextToken',
    'The paging token is invalid or has been altered. Request the first page again.',
  );
}

export function encodeNextToken(entity: Entity, key: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify({ entity, key })).toString('base64url');
  return `${payload}.${signature(payload).toString('base64url')}`;
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

export function decodeNextToken(entity: Entity, token: string): PageKey {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) {
    throw invalidToken();
  }
  const expected = signature(payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
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
