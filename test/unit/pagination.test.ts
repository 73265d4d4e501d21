import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeNextToken, encodeNextToken } from '../../lambdas/shared/pagination';
import { stubTestEnv } from './helpers';

const KEY = { id: 'a1', entityType: 'Post', createdAt: '2025-01-02T03:04:05.000Z' };
const INVALID = {
  name: 'ValidationError',
  errorType: 'ValidationError',
  message:
    'nextToken: The paging token is invalid or has been altered. Request the first page again.',
};

beforeEach(stubTestEnv);
afterEach(() => vi.unstubAllEnvs());

function encodedPart(token: string, index: 0 | 1): string {
  return token.split('.')[index] ?? '';
}

describe('paging tokens', () => {
  it('round-trip the LastEvaluatedKey and reveal nothing readable at a glance', () => {
    const token = encodeNextToken('Post', KEY);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(decodeNextToken('Post', token)).toEqual(KEY);
  });

  it('reject an edited payload (the signature no longer matches)', () => {
    const token = encodeNextToken('Post', KEY);
    const edited = Buffer.from(
      JSON.stringify({ entity: 'Post', key: { ...KEY, createdAt: '2030-01-01T00:00:00.000Z' } }),
    ).toString('base64url');
    expect(() => decodeNextToken('Post', `${edited}.${encodedPart(token, 1)}`)).toThrow(
      expect.objectContaining(INVALID),
    );
  });

  it('reject an edited signature', () => {
    const token = encodeNextToken('Post', KEY);
    const signature = encodedPart(token, 1);
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(() => decodeNextToken('Post', `${encodedPart(token, 0)}.${flipped}`)).toThrow(
      expect.objectContaining(INVALID),
    );
  });

  it('are bound to their entity: a Post token is refused for Staff', () => {
    const token = encodeNextToken('Post', KEY);
    expect(() => decodeNextToken('Staff', token)).toThrow(expect.objectContaining(INVALID));
  });

  it('are bound to the secret', () => {
    const token = encodeNextToken('Post', KEY);
    vi.stubEnv('PAGINATION_SECRET', 'another-secret');
    expect(() => decodeNextToken('Post', token)).toThrow(expect.objectContaining(INVALID));
  });

  it.each(['', 'garbage', 'a.b.c', '.', 'eyJ9.', '!!!.???'])(
    'reject the malformed token %j',
    (token) => {
      expect(() => decodeNextToken('Post', token)).toThrow(expect.objectContaining(INVALID));
    },
  );

  it('reject a correctly signed token whose key is not a page key', () => {
    const token = encodeNextToken('Post', { id: 'a1' });
    expect(() => decodeNextToken('Post', token)).toThrow(expect.objectContaining(INVALID));
  });
});
