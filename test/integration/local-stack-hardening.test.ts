// What keeps the local stack from being a way into a developer's machine or data: the S3 and
// DynamoDB stand-ins refuse unsigned and wrongly signed requests as AWS does for a private bucket,
// /public/staff/ serves staff photos only, the stand-ins refuse browsers on other origins, every
// server refuses a Host header other than a loopback name, names too long for a file are not found,
// and a start that fails or is cancelled leaves no process behind, nor takes another process's
// answer for its stand-in's.
import { createHash, createHmac } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ServiceException,
} from '@aws-sdk/client-s3';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_DOCUMENT_KEY } from '../../schema/contract/referralDocument';
import type { RuntimeConfig } from '../../schema/contract/runtimeConfig';
import { LOCAL_CREDENTIALS } from '../../lib/local/config/aws-env';
import { localS3Client } from '../../lib/local/emulators/s3';
import { startSes } from '../../lib/local/emulators/ses';
import { startLocalStack } from '../../lib/local/index';
import { freePort } from '../../lib/local/http/ports';
import { ensureFrontendBuilt } from '../../lib/local/site/frontend-build';
import {
  adminTokens,
  graphql,
  objectExists,
  startTestStack,
  type TestStack,
} from './support/stack';
import { alive, descendants } from './support/processes';

const EVIL = 'https://evil.example';

let stack: TestStack;
let s3: S3Client;

beforeAll(async () => {
  stack = await startTestStack();
  s3 = localS3Client(stack.s3Endpoint);
});

afterAll(async () => {
  s3?.destroy();
  await stack?.dispose();
});

function objectUrl(key: string): string {
  return `${stack.s3Endpoint}/${stack.filesBucket}/${key}`;
}

async function s3ErrorCode(response: Response): Promise<string | undefined> {
  return /<Code>([^<]+)<\/Code>/.exec(await response.text())?.[1];
}

describe('the S3 stand-in (a private bucket)', () => {
  it('refuses anonymous reads', async () => {
    const response = await fetch(objectUrl(REFERRAL_DOCUMENT_KEY));
    expect(response.status).toBe(403);
    expect(await s3ErrorCode(response)).toBe('AccessDenied');
    const listing = await fetch(`${stack.s3Endpoint}/${stack.filesBucket}`);
    expect(listing.status).toBe(403);
  });

  it('refuses anonymous writes, from the site’s origin too, and stores nothing', async () => {
    const key = 'public/staff/anonymous.png';
    const put = await fetch(objectUrl(key), {
      method: 'PUT',
      headers: { 'content-type': 'image/png', origin: stack.url },
      body: 'not really a png',
    });
    expect(put.status).toBe(403);
    expect(await s3ErrorCode(put)).toBe('AccessDenied');

    // A browser form POST (S3's POST-policy upload) without a policy or signature.
    const form = new FormData();
    form.set('key', key);
    form.set('file', new Blob(['form upload']), 'x.png');
    const post = await fetch(`${stack.s3Endpoint}/${stack.filesBucket}`, {
      method: 'POST',
      headers: { origin: stack.url },
      body: form,
    });
    expect(post.status).toBe(403);
    expect(await objectExists(stack, s3, key)).toBe(false);
  });

  it('refuses requests whose SigV4 signature is not the local account’s', async () => {
    const wrongSecret = new S3Client({
      region: stack.region,
      endpoint: stack.s3Endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    try {
      for (const command of [
        new GetObjectCommand({ Bucket: stack.filesBucket, Key: REFERRAL_DOCUMENT_KEY }),
        new PutObjectCommand({ Bucket: stack.filesBucket, Key: 'public/staff/w.png', Body: 'x' }),
      ]) {
        const error = (await wrongSecret.send(command as GetObjectCommand).then(
          () => undefined,
          (e: unknown) => e,
        )) as S3ServiceException | undefined;
        expect(error?.name).toBe('SignatureDoesNotMatch');
        expect(error?.$metadata.httpStatusCode).toBe(403);
      }
    } finally {
      wrongSecret.destroy();
    }
    const madeUp = await fetch(objectUrl(REFERRAL_DOCUMENT_KEY), {
      headers: {
        authorization:
          'AWS4-HMAC-SHA256 Credential=S3RVER/20250101/ap-southeast-2/s3/aws4_request, ' +
          `SignedHeaders=host, Signature=${'0'.repeat(64)}`,
        'x-amz-date': '20250101T000000Z',
        'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
      },
    });
    expect(madeUp.status).toBe(403);
    expect(await s3ErrorCode(madeUp)).toBe('SignatureDoesNotMatch');
    expect(await objectExists(stack, s3, 'public/staff/w.png')).toBe(false);
  });

  it('accepts neither s3rver’s well-known account nor SigV2, only credentials made for this start', async () => {
    expect(LOCAL_CREDENTIALS.accessKeyId).not.toBe('S3RVER');
    expect(LOCAL_CREDENTIALS.secretAccessKey.length).toBeGreaterThanOrEqual(32);
    const wellKnown = new S3Client({
      region: stack.region,
      endpoint: stack.s3Endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    try {
      const error = (await wellKnown
        .send(new GetObjectCommand({ Bucket: stack.filesBucket, Key: REFERRAL_DOCUMENT_KEY }))
        .then(
          () => undefined,
          (e: unknown) => e,
        )) as S3ServiceException | undefined;
      expect(error?.$metadata.httpStatusCode).toBe(403);
    } finally {
      wellKnown.destroy();
    }
    // SigV2 with s3rver's built-in account, which s3rver itself would accept.
    const date = new Date().toUTCString();
    const resource = `/${stack.filesBucket}/${REFERRAL_DOCUMENT_KEY}`;
    const signature = createHmac('sha1', 'S3RVER')
      .update(`GET\n\n\n${date}\n${resource}`)
      .digest('base64');
    const sigV2 = await fetch(objectUrl(REFERRAL_DOCUMENT_KEY), {
      headers: { date, authorization: `AWS S3RVER:${signature}` },
    });
    expect(sigV2.status).toBe(403);
    const presignedV2 = await fetch(
      `${objectUrl(REFERRAL_DOCUMENT_KEY)}?AWSAccessKeyId=S3RVER&Expires=${Math.floor(Date.now() / 1000) + 600}&Signature=x`,
    );
    expect(presignedV2.status).toBe(403);
  });

  it('still serves the local account’s SDK clients and CORS preflights', async () => {
    const key = 'public/staff/sdk-check.png';
    await s3.send(
      new PutObjectCommand({
        Bucket: stack.filesBucket,
        Key: key,
        Body: 'sdk',
        ContentType: 'image/png',
      }),
    );
    const read = await s3.send(new GetObjectCommand({ Bucket: stack.filesBucket, Key: key }));
    expect(await read.Body?.transformToString()).toBe('sdk');

    const preflight = await fetch(objectUrl(key), {
      method: 'OPTIONS',
      headers: {
        origin: stack.url,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
    // s3rver answers a matching rule with `*` where S3 names the origin; either admits the site.
    expect(['*', stack.url]).toContain(preflight.headers.get('access-control-allow-origin'));
  });
});

describe('/public/staff/ on the site', () => {
  it('serves a seeded staff photo as an image, with nosniff', async () => {
    const admin = await adminTokens(stack);
    const staff = await graphql<{ listStaff: { items: { imageUrl: string }[] } }>(
      stack,
      { token: admin.AccessToken },
      '{ listStaff { items { imageUrl } } }',
    );
    const key = staff.body.data?.listStaff.items[0]?.imageUrl;
    expect(key).toMatch(/^public\/staff\/[^/]+\.png$/);
    const response = await fetch(`${stack.url}/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('does not serve objects under public/staff/ that are not photos', async () => {
    const planted = [
      {
        Key: 'public/staff/page.html',
        ContentType: 'text/html',
        Body: '<script>alert(1)</script>',
      },
      { Key: 'public/staff/vector.svg', ContentType: 'image/svg+xml', Body: '<svg onload="x()"/>' },
      { Key: 'public/staff/blob.bin', ContentType: 'application/octet-stream', Body: 'bytes' },
    ];
    for (const object of planted) {
      await s3.send(new PutObjectCommand({ Bucket: stack.filesBucket, ...object }));
      const response = await fetch(`${stack.url}/${object.Key}`);
      expect({ key: object.Key, status: response.status }).toEqual({
        key: object.Key,
        status: 404,
      });
      expect(await response.text()).not.toContain(object.Body);
    }
  });
});

/** A call a browser page could make straight to each stand-in's own port. */
function standInCalls() {
  const dynamodbHeaders = {
    'content-type': 'application/x-amz-json-1.0',
    'x-amz-target': 'DynamoDB_20120810.ListTables',
    // dynalite wants a well-formed signature but does not check it.
    authorization:
      'AWS4-HMAC-SHA256 Credential=a/20250101/ap-southeast-2/dynamodb/aws4_request, ' +
      'SignedHeaders=host;x-amz-date, Signature=0',
    'x-amz-date': '20250101T000000Z',
  };
  return {
    cognito: {
      url: stack.cognitoAdminEndpoint,
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers',
      },
      body: JSON.stringify({ UserPoolId: stack.userPoolId }),
    },
    dynamodb: { url: stack.dynamodbEndpoint, method: 'POST', headers: dynamodbHeaders, body: '{}' },
    mail: { url: stack.mailUrl + 'store', method: 'GET', headers: {}, body: undefined },
    s3: {
      url: `${stack.s3Endpoint}/${stack.filesBucket}`,
      method: 'GET',
      headers: {},
      body: undefined,
    },
  };
}
type StandInCall = ReturnType<typeof standInCalls>[keyof ReturnType<typeof standInCalls>];

/** Each call, and its CORS preflight, from a page on `origin` is refused with 403 and no CORS. */
async function expectRefusedFrom(origin: string, calls: StandInCall[]): Promise<void> {
  for (const call of calls) {
    for (const method of [call.method, 'OPTIONS']) {
      const response = await fetch(call.url, {
        method,
        body: method === 'OPTIONS' ? undefined : call.body,
        headers: { ...call.headers, origin },
      });
      const { url } = call;
      expect({ url, method, origin, status: response.status }).toEqual({
        url,
        method,
        origin,
        status: 403,
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  }
}

describe('the stand-ins’ own ports', () => {
  it('refuse browsers on any origin but the site’s', async () => {
    const calls = standInCalls();
    await expectRefusedFrom(EVIL, Object.values(calls));
    // Without an Origin (as the stack's own SDK clients send it) it is refused for its signature.
    const direct = await fetch(calls.dynamodb.url, {
      method: 'POST',
      headers: calls.dynamodb.headers,
      body: '{}',
    });
    expect(direct.status).toBe(400);
  });
});

describe('only the gateway, the Cognito proxy and S3 answer the site’s own pages', () => {
  it('dynalite and the SES stand-in refuse the site’s origin too', async () => {
    const { dynamodb, mail } = standInCalls();
    for (const origin of [stack.url, stack.url.replace('localhost', '127.0.0.1')]) {
      await expectRefusedFrom(origin, [dynamodb, mail]);
    }
  });

  it('the gateway and S3 still answer the site’s origin', async () => {
    const preflight = await fetch(stack.graphqlUrl, {
      method: 'OPTIONS',
      headers: { origin: stack.url, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(stack.url);
    const s3Preflight = await fetch(objectUrl('uploads/staff/1_x.png'), {
      method: 'OPTIONS',
      headers: { origin: stack.url, 'access-control-request-method': 'PUT' },
    });
    expect(s3Preflight.status).toBe(200);
  });
});

describe('the DynamoDB stand-in', () => {
  async function listTables(credentials: { accessKeyId: string; secretAccessKey: string }) {
    const client = new DynamoDBClient({
      region: stack.region,
      endpoint: stack.dynamodbEndpoint,
      credentials,
      maxAttempts: 1,
    });
    try {
      return await client.send(new ListTablesCommand({})).then(
        (output) => output.TableNames ?? [],
        (error: unknown) => (error as Error).name,
      );
    } finally {
      client.destroy();
    }
  }

  it('serves only the credentials made for this start', async () => {
    expect(await listTables(LOCAL_CREDENTIALS)).toContain('Message');
    expect(await listTables({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' })).toBe(
      'UnrecognizedClientException',
    );
    expect(
      await listTables({ accessKeyId: LOCAL_CREDENTIALS.accessKeyId, secretAccessKey: 'guess' }),
    ).toBe('UnrecognizedClientException');
    const unsigned = await fetch(stack.dynamodbEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.ListTables',
      },
      body: '{}',
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.text()).toContain('MissingAuthenticationTokenException');
  });

  it('refuses a signed request whose body was changed after signing', async () => {
    /** ListTables with Limit 1, its body hash sent as a signed header or not, changed or not. */
    async function listTables(options: { hashHeader: boolean; changed: boolean }) {
      const client = new DynamoDBClient({
        region: stack.region,
        endpoint: stack.dynamodbEndpoint,
        credentials: LOCAL_CREDENTIALS,
        maxAttempts: 1,
      });
      type Request = { headers: Record<string, string>; body: string | Uint8Array };
      const text = (body: string | Uint8Array) =>
        typeof body === 'string'
          ? body
          : Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
      type Middleware = Parameters<typeof client.middlewareStack.addRelativeTo>[0];
      const around = (relation: 'before' | 'after', change: (request: Request) => void) => {
        const middleware = (next: (args: { request: unknown }) => Promise<unknown>) =>
          function changeRequest(args: { request: unknown }) {
            change(args.request as Request);
            return next(args);
          };
        client.middlewareStack.addRelativeTo(middleware as unknown as Middleware, {
          relation,
          toMiddleware: 'httpSigningMiddleware',
        });
      };
      if (options.hashHeader) {
        around('before', (request) => {
          request.headers['x-amz-content-sha256'] = createHash('sha256')
            .update(text(request.body))
            .digest('hex');
        });
      }
      if (options.changed) {
        around('after', (request) => {
          request.body = text(request.body).replace('"Limit":1', '"Limit":2');
        });
      }
      try {
        return await client.send(new ListTablesCommand({ Limit: 1 })).then(
          (output) => output.TableNames?.length,
          (error: unknown) => (error as Error).name,
        );
      } finally {
        client.destroy();
      }
    }
    for (const hashHeader of [false, true]) {
      expect(await listTables({ hashHeader, changed: false })).toBe(1);
      expect(await listTables({ hashHeader, changed: true })).toBe('UnrecognizedClientException');
    }
  });
});

interface Answer {
  status: number;
  body: string;
}

/** A request with this Host header (fetch always sends the URL's own). */
function withHost(
  url: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: init.method ?? 'GET', headers: { ...init.headers, host } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const HOST_REFUSED: Answer = { status: 421, body: 'Host not allowed.' };

describe('Host headers (DNS rebinding)', () => {
  /** One ordinary request to each server of the stack, and the status it answers. */
  async function serverCalls() {
    const presigned = await graphql<{ referralFormUrl: string }>(
      stack,
      { apiKey: stack.apiKey },
      '{ referralFormUrl }',
    );
    const json = (target: string) => ({
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    });
    return [
      { name: 'site page', url: `${stack.url}/`, status: 200 },
      { name: 'config.json', url: `${stack.url}/config.json`, status: 200 },
      {
        name: 'GraphQL',
        url: stack.graphqlUrl,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': stack.apiKey },
        body: JSON.stringify({ query: '{ __typename }' }),
        status: 200,
      },
      { name: 'staff photo', url: `${stack.url}/public/staff/1_none.png`, status: 404 },
      {
        name: 'Cognito proxy',
        url: `${stack.cognitoEndpoint}/${stack.userPoolId}/.well-known/jwks.json`,
        status: 200,
      },
      {
        name: 'cognito-local',
        url: stack.cognitoAdminEndpoint,
        method: 'POST',
        headers: json('ListUsers'),
        body: JSON.stringify({ UserPoolId: stack.userPoolId }),
        status: 200,
      },
      { name: 'captured-mail page', url: stack.mailUrl, status: 200 },
      { name: 'captured mail', url: `${stack.mailUrl}store`, status: 200 },
      { name: 'S3 (presigned)', url: presigned.body.data!.referralFormUrl, status: 200 },
      { name: 'DynamoDB', url: stack.dynamodbEndpoint, status: 200 },
    ];
  }

  it('every server refuses a foreign Host and answers its own', async () => {
    const calls = await serverCalls();
    const answers: unknown[] = [];
    const expected: unknown[] = [];
    for (const { name, url, status, ...init } of calls) {
      const port = new URL(url).port;
      answers.push({
        name,
        host: 'own',
        status: (await withHost(url, new URL(url).host, init)).status,
      });
      expected.push({ name, host: 'own', status });
      for (const host of [
        'attacker.example',
        `attacker.example:${port}`,
        `localhost.attacker.example:${port}`,
        '127.0.0.1.attacker.example',
      ]) {
        answers.push({ name, host, answer: await withHost(url, host, init) });
        expected.push({ name, host, answer: HOST_REFUSED });
      }
    }
    expect(answers).toEqual(expected);
  });

  it('answers the loopback names with any port, in any case', async () => {
    for (const url of [`${stack.url}/config.json`, `${stack.mailUrl}store`]) {
      const port = new URL(url).port;
      for (const host of [
        `localhost:${port}`,
        `LocalHost:${port}`,
        `127.0.0.1:${port}`,
        `[::1]:${port}`,
        'localhost',
        '127.0.0.1',
        '[::1]',
      ]) {
        expect({ url, host, status: (await withHost(url, host)).status }).toEqual({
          url,
          host,
          status: 200,
        });
      }
    }
  });

  it('still needs the Host a presigned URL was signed for', async () => {
    const { body } = await graphql<{ referralFormUrl: string }>(
      stack,
      { apiKey: stack.apiKey },
      '{ referralFormUrl }',
    );
    const url = body.data!.referralFormUrl;
    expect(new URL(url).hostname).toBe('127.0.0.1');
    const otherName = await withHost(url, `localhost:${new URL(url).port}`);
    expect(otherName.status).toBe(403);
    expect(otherName.body).toContain('<Code>SignatureDoesNotMatch</Code>');
  });
});

describe('/config.json', () => {
  it('names the site by the loopback name it was asked under, and no other', async () => {
    const port = new URL(stack.url).port;
    const configFor = async (host: string) =>
      (JSON.parse((await withHost(`${stack.url}/config.json`, host)).body) as RuntimeConfig)
        .graphqlUrl;
    expect(await configFor(`127.0.0.1:${port}`)).toBe(`http://127.0.0.1:${port}/graphql`);
    expect(await configFor(`localhost:${port}`)).toBe(`${stack.url}/graphql`);
    expect(await configFor(`[::1]:${port}`)).toBe(`${stack.url}/graphql`);
    expect(await withHost(`${stack.url}/config.json`, 'evil.example')).toEqual(HOST_REFUSED);
  });
});

describe('names too long for a file', () => {
  it('are not found on the site, nor as staff photos', async () => {
    for (const path of [`/${'a'.repeat(256)}`, `/public/staff/${'a'.repeat(300)}.png`]) {
      const response = await fetch(`${stack.url}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
  });

  it('are keys the S3 stand-in does not hold, and cannot store', async () => {
    const Key = `public/staff/${'a'.repeat(300)}.png`;
    const read = (await s3.send(new GetObjectCommand({ Bucket: stack.filesBucket, Key })).then(
      () => undefined,
      (e: unknown) => e,
    )) as S3ServiceException | undefined;
    expect({ name: read?.name, attempts: read?.$metadata.attempts }).toEqual({
      name: 'NoSuchKey',
      attempts: 1,
    });
    const write = (await s3
      .send(new PutObjectCommand({ Bucket: stack.filesBucket, Key, Body: 'x' }))
      .then(
        () => undefined,
        (e: unknown) => e,
      )) as S3ServiceException | undefined;
    expect({ name: write?.name, status: write?.$metadata.httpStatusCode }).toEqual({
      name: 'KeyTooLongError',
      status: 400,
    });
    // The stand-in still serves (such a write used to crash it).
    const form = await s3.send(
      new GetObjectCommand({ Bucket: stack.filesBucket, Key: REFERRAL_DOCUMENT_KEY }),
    );
    expect(form.ContentLength).toBeGreaterThan(0);
  });
});

describe('starting the stack', () => {
  const quiet = (): void => undefined;

  async function withDataDir(run: (dataDir: string) => Promise<void>): Promise<void> {
    const dataDir = await mkdtemp(join(tmpdir(), 'local-stack-start-'));
    try {
      await run(dataDir);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  it('stops the stand-ins that started when another fails to', async () => {
    await withDataDir(async (dataDir) => {
      // cognito-local's working directory cannot be created; dynalite, s3rver and SES start fine.
      await writeFile(join(dataDir, 'cognito'), 'in the way');
      const before = new Set(descendants(process.pid));
      await expect(
        startLocalStack({ port: 0, dataDir, buildFrontend: false, log: quiet }),
      ).rejects.toThrow(/ENOTDIR|EEXIST/);
      expect(descendants(process.pid).filter((pid) => !before.has(pid))).toEqual([]);
    });
  });

  it('stops everything it started when cancelled', async () => {
    await withDataDir(async (dataDir) => {
      const before = new Set(descendants(process.pid));
      const controller = new AbortController();
      const starting = startLocalStack({
        port: 0,
        dataDir,
        buildFrontend: false,
        log: quiet,
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(new Error('Cancelled by the test.')), 300);
      await expect(starting).rejects.toThrow('Cancelled by the test.');
      expect(descendants(process.pid).filter((pid) => !before.has(pid))).toEqual([]);
    });
  });

  it('stops the frontend build’s whole process tree when cancelled', async () => {
    await withDataDir(async (projectRoot) => {
      // A project whose frontend is unbuilt and whose build runs a shell with a child, as vite's does.
      await mkdir(join(projectRoot, 'frontend'));
      await writeFile(
        join(projectRoot, 'package.json'),
        JSON.stringify({ scripts: { 'build:frontend': 'sleep 30 && echo built' } }),
      );
      const before = new Set(descendants(process.pid));
      const started = () => descendants(process.pid).filter((pid) => !before.has(pid));
      const controller = new AbortController();
      const building = ensureFrontendBuilt(projectRoot, quiet, controller.signal);
      const deadline = Date.now() + 10_000;
      while (started().length < 3) {
        // npm, the shell it runs the script with, and sleep.
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const tree = started();
      controller.abort(new Error('Cancelled by the test.'));
      await expect(building).rejects.toThrow('Cancelled by the test.');
      // Not just gone from our tree (an orphan would be too): not running at all.
      const stopped = Date.now() + 5_000;
      while (tree.some(alive) && Date.now() < stopped) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(tree.filter(alive)).toEqual([]);
    });
  });

  it('does not take another server on a stand-in’s port for the stand-in', async () => {
    // The worst case: a stand-in of the same kind (another stack's) got the port first.
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), 'ses-port-'));
    const options = { dataDir, choosePort: () => Promise.resolve(port), allowedOrigins: [] };
    const squatter = await startSes({ ...options, log: quiet });
    try {
      await expect(startSes({ ...options, log: quiet })).rejects.toThrow(
        /aws-ses-v2-local did not start \(it exited/,
      );
    } finally {
      await squatter.child.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
