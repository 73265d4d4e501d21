// The rotation function as Lambda runs it: its AppSync calls are SigV4-signed REST requests to a
// local stand-in that checks the signature (test/support/appsync-keys-server.ts), config.json goes
// to S3 (aws-sdk-client-mock), the days-left metric is logged, and bad configuration or failed
// calls fail the run.

import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../logs';
import { AppSyncCallError, appSyncApiKeys } from '../../lambdas/apiKeys/appSyncApiKeys';
import { handler } from '../../lambdas/apiKeys/handler';
import { RUNTIME_CONFIG_CACHE_CONTROL } from '../../lambdas/apiKeys/runtimeConfigFile';
import {
  API_KEY_DAYS_LEFT_METRIC,
  API_KEY_ROTATION_ENV,
  ROTATED_API_KEY_DESCRIPTION,
} from '../../schema/contract/apiKeyRotation';
import { RUNTIME_CONFIG_KEY } from '../../schema/contract/runtimeConfig';
import { startAppSyncKeysServer, type AppSyncKeysServer } from '../support/appsync-keys-server';
import { s3Mock } from './helpers';

const BASE = {
  region: 'ap-southeast-2',
  graphqlUrl: 'https://abc.appsync-api.ap-southeast-2.amazonaws.com/graphql',
  userPoolId: 'ap-southeast-2_pool',
  userPoolClientId: 'client123',
  cognitoEndpoint: null,
  staffMfa: 'off',
};
const DAY = 86_400;
const nowSeconds = () => Math.floor(Date.now() / 1000);

let appSync: AppSyncKeysServer;

beforeAll(async () => {
  appSync = await startAppSyncKeysServer();
});

afterAll(() => appSync.close());

beforeEach(() => {
  appSync.keys.length = 0;
  appSync.requests.length = 0;
  s3Mock.reset();
  vi.stubEnv(API_KEY_ROTATION_ENV.apiId, appSync.apiId);
  vi.stubEnv(API_KEY_ROTATION_ENV.siteBucket, 'site-bucket');
  vi.stubEnv(API_KEY_ROTATION_ENV.runtimeConfig, JSON.stringify(BASE));
  vi.stubEnv('AWS_REGION', 'ap-southeast-2');
  vi.stubEnv('AWS_ACCESS_KEY_ID', appSync.credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', appSync.credentials.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', '');
  vi.stubEnv('AWS_ENDPOINT_URL_APPSYNC', appSync.endpoint);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const client = () =>
  appSyncApiKeys({
    apiId: appSync.apiId,
    region: 'ap-southeast-2',
    credentials: appSync.credentials,
    endpoint: appSync.endpoint,
  });

describe('AppSync key calls (signed REST)', () => {
  it('lists every page, creates and deletes', async () => {
    const keys = client();
    for (let i = 0; i < 5; i++) await keys.create(`key ${i}`, nowSeconds() + (i + 1) * DAY);
    // The stand-in answers two keys a page, with a token that needs encoding (+ / =).
    const listed = await keys.list();
    expect(listed.map((key) => key.description)).toEqual([0, 1, 2, 3, 4].map((i) => `key ${i}`));
    expect(appSync.requests.filter((request) => request.startsWith('GET'))).toHaveLength(3);

    await keys.remove(listed[0]!.id);
    expect((await keys.list()).map((key) => key.id)).toEqual(listed.slice(1).map((key) => key.id));
  });

  it('is refused when signed with another secret', async () => {
    const wrong = appSyncApiKeys({
      apiId: appSync.apiId,
      region: 'ap-southeast-2',
      credentials: { ...appSync.credentials, secretAccessKey: 'not-the-secret' },
      endpoint: appSync.endpoint,
    });
    await expect(wrong.list()).rejects.toThrow(/403 InvalidSignatureException/);
  });

  it("reports AppSync's error type and message", async () => {
    appSync.failNext('CreateApiKey', 'ApiKeyLimitExceededException');
    const error = await client()
      .create('x', nowSeconds() + DAY)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppSyncCallError);
    expect(error).toMatchObject({ status: 400, errorType: 'ApiKeyLimitExceededException' });
    expect((error as Error).message).toContain('CreateApiKey failed on purpose.');
  });
});

describe('handler', () => {
  it('makes the first key, writes config.json with a short cache, and logs the days left', async () => {
    s3Mock.on(PutObjectCommand).resolves({});
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const logged = captureLogs();

    const summary = await handler();

    expect(appSync.keys).toHaveLength(1);
    const [key] = appSync.keys;
    expect(key?.description).toBe(ROTATED_API_KEY_DESCRIPTION);
    const puts = s3Mock.commandCalls(PutObjectCommand);
    expect(puts).toHaveLength(1);
    const input = puts[0]!.args[0].input;
    expect(input).toMatchObject({
      Bucket: 'site-bucket',
      Key: RUNTIME_CONFIG_KEY,
      ContentType: 'application/json',
      CacheControl: RUNTIME_CONFIG_CACHE_CONTROL,
    });
    expect(RUNTIME_CONFIG_CACHE_CONTROL).toMatch(/max-age=0, s-maxage=300\b/);
    expect(JSON.parse(String(input.Body))).toEqual({ ...BASE, apiKey: key?.id });

    expect(summary).toMatchObject({ created: true, deleted: 0, daysLeft: 363 });
    // The summary and log name the key by its first characters only.
    expect(summary.published).toBe(`${key!.id.slice(0, 8)}…`);
    expect(logged.entry('Public API key checked')).toMatchObject({ ...summary });
    const lines = [
      ...log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>),
      ...logged.entries(),
    ];
    expect(lines.some((line) => JSON.stringify(line).includes(key!.id))).toBe(false);
    const metric = lines.find((line) => '_aws' in line);
    expect(metric).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: API_KEY_DAYS_LEFT_METRIC.namespace,
            Dimensions: [[]],
            Metrics: [{ Name: API_KEY_DAYS_LEFT_METRIC.name }],
          },
        ],
      },
      [API_KEY_DAYS_LEFT_METRIC.name]: 363,
    });
  });

  it('fails the run when config.json cannot be written, and deletes nothing', async () => {
    appSync.keys.push({
      id: 'da2-expired',
      description: ROTATED_API_KEY_DESCRIPTION,
      expires: nowSeconds() - DAY,
    });
    s3Mock.on(PutObjectCommand).rejects(new Error('AccessDenied'));
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    captureLogs();

    await expect(handler()).rejects.toThrow('AccessDenied');
    expect(appSync.keys.map((key) => key.id)).toContain('da2-expired');
    expect(appSync.requests.some((request) => request.startsWith('DELETE'))).toBe(false);
  });

  it('fails the run when AppSync refuses, before writing anything', async () => {
    appSync.failNext('ListApiKeys', 'UnauthorizedException');
    await expect(handler()).rejects.toThrow(/ListApiKeys answered 400 UnauthorizedException/);
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it.each([
    ['missing', undefined, /RUNTIME_CONFIG is not set/],
    ['not JSON', '{', /RUNTIME_CONFIG is not JSON/],
    ['without a field', JSON.stringify({ ...BASE, userPoolId: undefined }), /userPoolId/],
    ['with an extra field', JSON.stringify({ ...BASE, apiKey: 'da2-x' }), /apiKey/],
    [
      'with a plain-http URL',
      JSON.stringify({ ...BASE, graphqlUrl: 'http://x/graphql' }),
      /graphqlUrl/,
    ],
  ])('refuses a runtime config %s before any call', async (_, value, message) => {
    vi.stubEnv(API_KEY_ROTATION_ENV.runtimeConfig, value ?? '');
    await expect(handler()).rejects.toThrow(message);
    expect(appSync.requests).toEqual([]);
    expect(s3Mock.commandCalls(PutObjectCommand)).toHaveLength(0);
  });
});
