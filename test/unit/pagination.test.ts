import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../logs';
import { INTERNAL_ERROR_MESSAGE } from '../../lambdas/shared/errors';
import type * as paginationModule from '../../lambdas/shared/pagination';
import { decodeNextToken, encodeNextToken } from '../../lambdas/shared/pagination';
import { dynamoMock, invoke, resetMocks, stubTestEnv } from './helpers';

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
  it('round-trip the LastEvaluatedKey and reveal nothing readable at a glance', async () => {
    const token = await encodeNextToken('Post', KEY);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    await expect(decodeNextToken('Post', token)).resolves.toEqual(KEY);
  });

  it('reject an edited payload (the signature no longer matches)', async () => {
    const token = await encodeNextToken('Post', KEY);
    const edited = Buffer.from(
      JSON.stringify({ entity: 'Post', key: { ...KEY, createdAt: '2030-01-01T00:00:00.000Z' } }),
    ).toString('base64url');
    await expect(decodeNextToken('Post', `${edited}.${encodedPart(token, 1)}`)).rejects.toThrow(
      expect.objectContaining(INVALID),
    );
  });

  it('reject an edited signature', async () => {
    const token = await encodeNextToken('Post', KEY);
    const signature = encodedPart(token, 1);
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    await expect(decodeNextToken('Post', `${encodedPart(token, 0)}.${flipped}`)).rejects.toThrow(
      expect.objectContaining(INVALID),
    );
  });

  it.each([
    ['an appended character Node would skip', (token: string) => `${token}\u0000`],
    ['a character outside base64url in the payload', (token: string) => `*${token}`],
    [
      'only the padding bits of the last character changed',
      (token: string) => {
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        const last = token.at(-1)!;
        return `${token.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
      },
    ],
  ])('reject %s (the same bytes, but not the token that was handed out)', async (_, edit) => {
    const token = await encodeNextToken('Post', KEY);
    await expect(decodeNextToken('Post', edit(token))).rejects.toMatchObject(INVALID);
  });

  it('are bound to their entity: a Post token is refused for Staff', async () => {
    const token = await encodeNextToken('Post', KEY);
    await expect(decodeNextToken('Staff', token)).rejects.toThrow(expect.objectContaining(INVALID));
  });

  it('are bound to the secret', async () => {
    const token = await encodeNextToken('Post', KEY);
    vi.stubEnv('PAGINATION_SECRET', 'another-secret');
    await expect(decodeNextToken('Post', token)).rejects.toThrow(expect.objectContaining(INVALID));
  });

  it.each(['', 'garbage', 'a.b.c', '.', 'eyJ9.', '!!!.???'])(
    'reject the malformed token %j',
    async (token) => {
      await expect(decodeNextToken('Post', token)).rejects.toThrow(
        expect.objectContaining(INVALID),
      );
    },
  );

  it('reject a correctly signed token whose key is not a page key', async () => {
    const token = await encodeNextToken('Post', { id: 'a1' });
    await expect(decodeNextToken('Post', token)).rejects.toThrow(expect.objectContaining(INVALID));
  });
});

// In AWS only PAGINATION_SECRET_ARN is set. The key is cached per module instance (a Lambda
// container), so each test starts from a fresh import: a cold start.
describe('the signing key from Secrets Manager', () => {
  const ARN = 'arn:aws:secretsmanager:ap-southeast-2:123456789012:secret:PaginationSecret-AbCdEf';
  const KEY_VALUE = 'key-from-secrets-manager';
  const secretsMock = mockClient(SecretsManagerClient);
  let pagination: typeof paginationModule;

  beforeEach(async () => {
    secretsMock.reset();
    resetMocks();
    vi.stubEnv('PAGINATION_SECRET', undefined);
    vi.stubEnv('PAGINATION_SECRET_ARN', ARN);
    vi.resetModules();
    pagination = await import('../../lambdas/shared/pagination');
  });
  afterEach(() => vi.restoreAllMocks());

  const fetches = () => secretsMock.commandCalls(GetSecretValueCommand);

  it('signs with the secret it names, fetched once per cold start', async () => {
    secretsMock.on(GetSecretValueCommand, { SecretId: ARN }).resolves({ SecretString: KEY_VALUE });
    // Two first requests at once still make one fetch.
    const [token] = await Promise.all([
      pagination.encodeNextToken('Post', KEY),
      pagination.encodeNextToken('Staff', { ...KEY, entityType: 'Staff' }),
    ]);
    await expect(pagination.decodeNextToken('Post', token)).resolves.toEqual(KEY);
    expect(fetches()).toHaveLength(1);

    // The same token as with the key set directly: the fetched value is the key.
    vi.stubEnv('PAGINATION_SECRET', KEY_VALUE);
    await expect(pagination.encodeNextToken('Post', KEY)).resolves.toBe(token);
  });

  it('prefers PAGINATION_SECRET when both are set (local stack, tests)', async () => {
    vi.stubEnv('PAGINATION_SECRET', 'plain-secret');
    await pagination.encodeNextToken('Post', KEY);
    expect(fetches()).toHaveLength(0);
  });

  it('fetches again after a failed fetch instead of failing until the next cold start', async () => {
    secretsMock
      .on(GetSecretValueCommand)
      .rejectsOnce(new Error('Rate exceeded'))
      .resolves({ SecretString: KEY_VALUE });
    await expect(pagination.encodeNextToken('Post', KEY)).rejects.toThrow('Rate exceeded');
    await expect(pagination.encodeNextToken('Post', KEY)).resolves.toMatch(/\./);
    await pagination.encodeNextToken('Post', KEY);
    expect(fetches()).toHaveLength(2);
  });

  it('answers a failed fetch as a logged InternalError that reveals nothing, querying nothing', async () => {
    secretsMock
      .on(GetSecretValueCommand)
      .rejects(new Error(`User is not authorized to perform GetSecretValue on ${ARN}`));
    const log = captureLogs();
    const { handler } = await import('../../lambdas/posts/handler');

    const outcome = await invoke(handler, 'Query.listPosts', { nextToken: 'abc.def' });

    expect(outcome).toEqual({ errorType: 'InternalError', errorMessage: INTERNAL_ERROR_MESSAGE });
    expect(JSON.stringify(outcome)).not.toMatch(/secretsmanager|authorized/);
    expect(log.entry('Unexpected resolver error')).toMatchObject({ fieldName: 'listPosts' });
    expect(dynamoMock.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('is never fetched for a token that is malformed anyway', async () => {
    await expect(pagination.decodeNextToken('Post', 'garbage')).rejects.toThrow(
      expect.objectContaining(INVALID),
    );
    expect(fetches()).toHaveLength(0);
  });
});
