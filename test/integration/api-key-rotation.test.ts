// The API key rotation's config.json against the local stack's S3 stand-in (s3rver): written over
// the one a previous run left, it keeps every other field as the stack gave it, carries a short
// cache, and the frontend's own runtime-config reader accepts it. AppSync's key calls go to the
// signed stand-in of test/support/appsync-keys-server.ts.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runtimeConfig } from '../../frontend/src/data/runtimeConfig';
import { handler } from '../../lambdas/apiKeys/handler';
import { RUNTIME_CONFIG_CACHE_CONTROL } from '../../lambdas/apiKeys/runtimeConfigFile';
import { LOCAL_CREDENTIALS } from '../../lib/local/config/aws-env';
import { localS3Client, startS3 } from '../../lib/local/emulators/s3';
import type { RunningEmulator } from '../../lib/local/emulators/emulator';
import { freePort } from '../../lib/local/http/ports';
import {
  API_KEY_ROTATION_ENV,
  ROTATED_API_KEY_DESCRIPTION,
} from '../../schema/contract/apiKeyRotation';
import { HANDLER_ENV } from '../../schema/contract/handlerEnvironment';
import { RUNTIME_CONFIG_KEY, type RuntimeConfig } from '../../schema/contract/runtimeConfig';
import { startAppSyncKeysServer, type AppSyncKeysServer } from '../support/appsync-keys-server';

const BUCKET = 'ndis-site-rotation-test';
const DAY = 86_400;
const BASE = {
  region: 'ap-southeast-2',
  graphqlUrl: 'https://abc.appsync-api.ap-southeast-2.amazonaws.com/graphql',
  userPoolId: 'ap-southeast-2_pool',
  userPoolClientId: 'client123',
  cognitoEndpoint: null,
  staffMfa: 'off',
};

let dataDir: string;
let s3: RunningEmulator;
let client: S3Client;
let appSync: AppSyncKeysServer;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'keyrot-'));
  s3 = await startS3({ dataDir, choosePort: freePort, allowedOrigins: [], log: () => undefined });
  client = localS3Client(s3.endpoint);
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  appSync = await startAppSyncKeysServer({ credentials: LOCAL_CREDENTIALS });

  vi.stubEnv(API_KEY_ROTATION_ENV.apiId, appSync.apiId);
  vi.stubEnv(API_KEY_ROTATION_ENV.siteBucket, BUCKET);
  vi.stubEnv(API_KEY_ROTATION_ENV.runtimeConfig, JSON.stringify(BASE));
  vi.stubEnv('AWS_REGION', BASE.region);
  vi.stubEnv('AWS_ACCESS_KEY_ID', LOCAL_CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', LOCAL_CREDENTIALS.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', '');
  vi.stubEnv('AWS_ENDPOINT_URL_S3', s3.endpoint);
  vi.stubEnv('AWS_ENDPOINT_URL_APPSYNC', appSync.endpoint);
  vi.stubEnv(HANDLER_ENV.s3ForcePathStyle, 'true');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  client?.destroy();
  await appSync?.close();
  await s3?.child.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function readConfigFile() {
  const object = await client.send(
    new GetObjectCommand({ Bucket: BUCKET, Key: RUNTIME_CONFIG_KEY }),
  );
  return {
    text: (await object.Body?.transformToString()) ?? '',
    cacheControl: object.CacheControl,
    contentType: object.ContentType,
  };
}

describe('config.json in the site bucket', () => {
  it('is rewritten with the next key, every other field kept, and the frontend reads it', async () => {
    const now = Math.floor(Date.now() / 1000);
    appSync.keys.push(
      { id: 'da2-previous', description: ROTATED_API_KEY_DESCRIPTION, expires: now + 10 * DAY },
      { id: 'da2-expired', description: ROTATED_API_KEY_DESCRIPTION, expires: now - DAY },
    );
    // What the previous run left: the same stack values and the key about to expire.
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: RUNTIME_CONFIG_KEY,
        Body: JSON.stringify({ ...BASE, apiKey: 'da2-previous' }),
        ContentType: 'application/json',
      }),
    );
    vi.spyOn(console, 'log').mockImplementation(() => undefined);

    const summary = await handler();

    expect(summary).toMatchObject({ created: true, deleted: 1 });
    const next = appSync.keys.find((key) => !['da2-previous', 'da2-expired'].includes(key.id));
    expect(appSync.keys.map((key) => key.id)).toEqual(['da2-previous', next?.id]);

    const file = await readConfigFile();
    expect(file.cacheControl).toBe(RUNTIME_CONFIG_CACHE_CONTROL);
    expect(file.contentType).toBe('application/json');
    const written = JSON.parse(file.text) as RuntimeConfig;
    expect(written).toEqual({ ...BASE, apiKey: next?.id });

    // The frontend's reader, given the file as CloudFront would serve it.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        expect(path).toBe(`/${RUNTIME_CONFIG_KEY}`);
        return new Response(file.text, {
          status: 200,
          headers: { 'content-type': file.contentType ?? '' },
        });
      }),
    );
    const read = await runtimeConfig().finally(() => vi.unstubAllGlobals());
    expect(read).toEqual(written);
    expect(Object.keys(read).sort()).toEqual(
      [
        'apiKey',
        'cognitoEndpoint',
        'graphqlUrl',
        'region',
        'staffMfa',
        'userPoolClientId',
        'userPoolId',
      ].sort(),
    );
  });

  it('is left naming the same key on the next run (nothing to renew)', async () => {
    const before = await readConfigFile();
    const keys = appSync.keys.map((key) => key.id);

    expect(await handler()).toMatchObject({ created: false, deleted: 0 });
    expect((await readConfigFile()).text).toBe(before.text);
    expect(appSync.keys.map((key) => key.id)).toEqual(keys);
  });
});
