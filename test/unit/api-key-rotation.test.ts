// The public API key's rotation (lambdas/apiKeys/rotation.ts): when a key is made, what config.json
// then names, which keys are deleted (expired ones, never the published one), and that every failure
// is thrown, with nothing deleted before config.json was written.

import { describe, expect, it } from 'vitest';
import {
  KeyDeletionError,
  rotateApiKey,
  type ApiKey,
  type ApiKeys,
} from '../../lambdas/apiKeys/rotation';
import {
  API_KEY_LIFETIME_DAYS,
  API_KEY_RENEW_DAYS_LEFT,
  ROTATED_API_KEY_DESCRIPTION,
} from '../../schema/contract/apiKeyRotation';
import type { RuntimeConfig } from '../../schema/contract/runtimeConfig';

const NOW = new Date('2030-03-15T10:20:30Z');
const NOW_S = NOW.getTime() / 1000;
const DAY = 86_400;

const BASE: Omit<RuntimeConfig, 'apiKey'> = {
  region: 'ap-southeast-2',
  graphqlUrl: 'https://abc.appsync-api.ap-southeast-2.amazonaws.com/graphql',
  userPoolId: 'ap-southeast-2_pool',
  userPoolClientId: 'client123',
  cognitoEndpoint: null,
  staffMfa: 'off',
};

const rotated = (id: string, daysLeft: number): ApiKey => ({
  id,
  description: ROTATED_API_KEY_DESCRIPTION,
  expires: NOW_S + daysLeft * DAY,
});

/** The API's keys in memory; every call is logged in order, and any can be made to fail. */
class FakeKeys implements ApiKeys {
  readonly calls: string[] = [];
  readonly failing = new Map<string, Error>();
  private made = 0;

  constructor(readonly keys: ApiKey[] = []) {}

  private check(call: string): void {
    this.calls.push(call);
    const failure = this.failing.get(call);
    if (failure) throw failure;
  }

  async list(): Promise<ApiKey[]> {
    this.check('list');
    return this.keys.map((key) => ({ ...key }));
  }

  async create(description: string, expires: number): Promise<ApiKey> {
    this.check('create');
    const key = { id: `da2-new${++this.made}`, description, expires };
    this.keys.push(key);
    return { ...key };
  }

  async remove(id: string): Promise<void> {
    this.check(`remove ${id}`);
    this.keys.splice(
      this.keys.findIndex((key) => key.id === id),
      1,
    );
  }
}

function run(keys: FakeKeys, publish?: (config: RuntimeConfig) => Promise<void>) {
  const published: RuntimeConfig[] = [];
  const outcome = rotateApiKey({
    keys,
    publish:
      publish ??
      (async (config) => {
        keys.calls.push(`publish ${config.apiKey}`);
        published.push(config);
      }),
    runtimeConfig: BASE,
    now: NOW,
  });
  return { outcome, published };
}

describe('rotateApiKey', () => {
  it('with no key: makes one for the longest life AppSync allows and publishes it', async () => {
    const keys = new FakeKeys();
    const { outcome, published } = run(keys);
    const result = await outcome;

    const expires = Math.floor((NOW_S + API_KEY_LIFETIME_DAYS * DAY) / 3600) * 3600;
    expect(keys.keys).toEqual([
      { id: 'da2-new1', description: ROTATED_API_KEY_DESCRIPTION, expires },
    ]);
    expect(expires - NOW_S).toBeLessThanOrEqual(365 * DAY);
    expect(expires % 3600).toBe(0);
    expect(published).toEqual([{ ...BASE, apiKey: 'da2-new1' }]);
    expect(result).toMatchObject({
      created: true,
      deleted: [],
      daysLeft: API_KEY_LIFETIME_DAYS - 1,
    });
  });

  it('with a fresh key: makes none and publishes the one there is', async () => {
    const keys = new FakeKeys([rotated('da2-fresh', 200)]);
    const { outcome, published } = run(keys);

    expect(await outcome).toMatchObject({ created: false, deleted: [], daysLeft: 200 });
    expect(keys.calls).toEqual(['list', 'publish da2-fresh']);
    expect(published).toEqual([{ ...BASE, apiKey: 'da2-fresh' }]);
  });

  it('publishes the newest of several valid keys', async () => {
    const keys = new FakeKeys([rotated('da2-older', 100), rotated('da2-newer', 300)]);
    const { outcome, published } = run(keys);

    expect((await outcome).published.id).toBe('da2-newer');
    expect(published.map((config) => config.apiKey)).toEqual(['da2-newer']);
    expect(keys.keys.map((key) => key.id)).toEqual(['da2-older', 'da2-newer']);
  });

  it(`near expiry (under ${API_KEY_RENEW_DAYS_LEFT} days): makes the next key, keeps the old one valid`, async () => {
    const keys = new FakeKeys([rotated('da2-old', API_KEY_RENEW_DAYS_LEFT - 1)]);
    const { outcome, published } = run(keys);

    expect(await outcome).toMatchObject({ created: true, deleted: [] });
    expect(keys.calls).toEqual(['list', 'create', 'publish da2-new1']);
    expect(published.map((config) => config.apiKey)).toEqual(['da2-new1']);
    // Pages that loaded the previous config.json keep working until it expires.
    expect(keys.keys.map((key) => key.id)).toEqual(['da2-old', 'da2-new1']);
  });

  it(`exactly ${API_KEY_RENEW_DAYS_LEFT} days left is still fresh`, async () => {
    const keys = new FakeKeys([rotated('da2-edge', API_KEY_RENEW_DAYS_LEFT)]);
    expect(await run(keys).outcome).toMatchObject({ created: false });
  });

  it('deletes expired keys, after publishing, and leaves valid ones alone', async () => {
    const handMade: ApiKey = { id: 'da2-handmade', expires: NOW_S + 90 * DAY };
    const keys = new FakeKeys([
      rotated('da2-expired1', -30),
      { id: 'da2-oldstack', description: 'Public site key, expires …', expires: NOW_S - DAY },
      rotated('da2-current', 250),
      rotated('da2-justnow', 0),
      handMade,
    ]);
    const { outcome } = run(keys);

    expect((await outcome).deleted.sort()).toEqual(['da2-expired1', 'da2-justnow', 'da2-oldstack']);
    expect(keys.calls.slice(0, 2)).toEqual(['list', 'publish da2-current']);
    expect(keys.keys.map((key) => key.id)).toEqual(['da2-current', 'da2-handmade']);
  });

  it('never publishes a key it did not make (by hand, or by an older stack)', async () => {
    const keys = new FakeKeys([
      { id: 'da2-handmade', description: 'mine', expires: NOW_S + 300 * DAY },
      { id: 'da2-cdk', expires: NOW_S + 300 * DAY },
    ]);
    const { outcome, published } = run(keys);

    expect(await outcome).toMatchObject({ created: true });
    expect(published.map((config) => config.apiKey)).toEqual(['da2-new1']);
  });

  it('never deletes the key it publishes, whatever the list says', async () => {
    // A key that is listed twice, once as expired (a list taken while AppSync updates), is published.
    const keys = new FakeKeys([rotated('da2-current', 200)]);
    keys.list = async () => {
      keys.calls.push('list');
      return [rotated('da2-current', 200), { ...rotated('da2-current', 0), expires: NOW_S - 1 }];
    };
    const { outcome } = run(keys);

    expect(await outcome).toMatchObject({ deleted: [] });
    expect(keys.calls).toEqual(['list', 'publish da2-current']);
  });
});

describe('rotateApiKey failures are thrown, never swallowed', () => {
  it('a failed list: nothing made, published or deleted', async () => {
    const keys = new FakeKeys([rotated('da2-expired', -1)]);
    keys.failing.set('list', new Error('AccessDenied'));
    await expect(run(keys).outcome).rejects.toThrow('AccessDenied');
    expect(keys.calls).toEqual(['list']);
  });

  it('a failed create: config.json keeps the key it names, nothing deleted', async () => {
    const keys = new FakeKeys([rotated('da2-old', 10), rotated('da2-expired', -1)]);
    keys.failing.set('create', new Error('ApiKeyLimitExceededException'));
    await expect(run(keys).outcome).rejects.toThrow('ApiKeyLimitExceededException');
    expect(keys.calls).toEqual(['list', 'create']);
  });

  it('a failed publish: no key deleted (config.json may still name any of them)', async () => {
    const keys = new FakeKeys([rotated('da2-old', 10), rotated('da2-expired', -1)]);
    const { outcome } = run(keys, async () => {
      throw new Error('S3 PutObject failed');
    });
    await expect(outcome).rejects.toThrow('S3 PutObject failed');
    expect(keys.calls).toEqual(['list', 'create']);
    expect(keys.keys.map((key) => key.id)).toEqual(['da2-old', 'da2-expired', 'da2-new1']);
  });

  it('a failed delete: the others are still deleted, then the failure is thrown', async () => {
    const keys = new FakeKeys([
      rotated('da2-expired-a', -2),
      rotated('da2-expired-b', -1),
      rotated('da2-current', 200),
    ]);
    keys.failing.set('remove da2-expired-a', new Error('TooManyRequests'));
    const { outcome } = run(keys);

    const error = await outcome.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KeyDeletionError);
    expect((error as KeyDeletionError).failures.map((failure) => failure.id)).toEqual([
      'da2-expired-a',
    ]);
    // The message names the key by its first characters only.
    expect((error as Error).message).toMatch(/da2-expi… \(Error: TooManyRequests\)/);
    expect(keys.keys.map((key) => key.id)).toEqual(['da2-expired-a', 'da2-current']);
  });
});
