// `npm start` as a developer runs it: a real child process with PORT and DATA_DIR set. It prints
// the contract lines and `ready`, serves the site, config and API on one port (and nothing outside
// what it should), stops everything on SIGTERM, keeps its data across restarts (seeding stays
// idempotent) and `--reset` wipes it.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoClient, ensureUser } from '../../lib/local/cognito/cognito-local';
import type { RuntimeConfig } from '../../schema/contract/runtimeConfig';
import { createMessageBody, createdMessageId, heldRequest } from './support/held-request';
import {
  freePort,
  spawnNpmStart,
  waitForReady as npmStartReady,
  type NpmStart,
} from '../support/npm-start';
import { alive, descendants } from './support/processes';

/** A staff account created while the stack runs, not by its seeding. */
const KEPT_USER = {
  email: 'kept.user@example.com',
  password: 'KeptUser123',
  groups: [] as string[],
};

let dataDir: string;
let port: number;
let current: NpmStart | undefined;

function start(args: string[] = []): NpmStart {
  current = spawnNpmStart({ port, dataDir, args });
  return current;
}

function waitForReady(running: NpmStart): Promise<string> {
  return npmStartReady(running, 150_000);
}

function portIsFree(candidate: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(candidate, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** SIGTERM to npm only, as a process manager sends it; returns the processes it had started. */
async function stop(running: NpmStart): Promise<number[]> {
  const tree = descendants(running.child.pid!);
  running.child.kill('SIGTERM');
  await running.exited;
  const deadline = Date.now() + 15_000;
  while (tree.some(alive) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  current = undefined;
  return tree;
}

async function config(): Promise<RuntimeConfig> {
  return (await (await fetch(`http://localhost:${port}/config.json`)).json()) as RuntimeConfig;
}

async function accessToken(cfg: RuntimeConfig, email: string, password: string): Promise<string> {
  const response = await fetch(cfg.cognitoEndpoint!, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cfg.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult: { AccessToken: string } };
  return body.AuthenticationResult.AccessToken;
}

async function counts(cfg: RuntimeConfig, token: string) {
  const response = await fetch(cfg.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({
      query: `{ listPosts(limit: 100) { items { title } } listTestimonials(limit: 100) { items { id } }
        listStaff(limit: 100) { items { id } } }`,
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      listPosts: { items: { title: string }[] };
      listTestimonials: { items: unknown[] };
      listStaff: { items: unknown[] };
    };
  };
  return {
    posts: data.listPosts.items.map((post) => post.title).sort(),
    testimonials: data.listTestimonials.items.length,
    staff: data.listStaff.items.length,
  };
}

/** GET with the path sent exactly as written (fetch would resolve dot segments first). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function graphqlData<T>(
  cfg: RuntimeConfig,
  auth: Record<string, string>,
  query: string,
): Promise<T> {
  const response = await fetch(cfg.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** What the second start must still have: messages, a staff photo's bytes. */
async function keptData(cfg: RuntimeConfig, token: string) {
  const data = await graphqlData<{
    listMessages: { items: { fullName: string }[] };
    listStaff: { items: { imageUrl: string }[] };
  }>(
    cfg,
    { authorization: token },
    '{ listMessages(limit: 100) { items { fullName } } listStaff { items { imageUrl } } }',
  );
  const photoKey = data.listStaff.items[0]!.imageUrl;
  const photo = await fetch(`http://localhost:${port}/${photoKey}`);
  expect(photo.status).toBe(200);
  return {
    messages: data.listMessages.items.map((message) => message.fullName),
    photoKey,
    photoSha256: createHash('sha256')
      .update(Buffer.from(await photo.arrayBuffer()))
      .digest('hex'),
  };
}

function line(output: string, label: string): string {
  const match = new RegExp(`${label}:\\s+(\\S+)`).exec(output);
  if (!match?.[1]) {
    throw new Error(`No "${label}" line in:\n${output}`);
  }
  return match[1];
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'npm-start-test-'));
  port = await freePort();
});

afterAll(async () => {
  if (current) {
    await stop(current);
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  let seeded: Awaited<ReturnType<typeof counts>>;
  let createdTitle: string;
  let createdMessage: string;
  let kept: Awaited<ReturnType<typeof keptData>>;

  it('prints the site, the admin login, the mailbox, the start-up time and ready', async () => {
    const output = await waitForReady(start());
    expect(line(output, 'Site')).toBe(`http://localhost:${port}`);
    expect(line(output, 'Admin e-mail')).toBe('admin@example.com');
    expect(line(output, 'Admin password')).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/);
    expect(line(output, 'Captured e-mail')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(output).toMatch(/Start-up time:\s+\d+(\.\d+)? s/);
    expect(line(output, 'Cognito admin')).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves config.json, the site with CloudFront rewrites and the API on the one port', async () => {
    const cfg = await config();
    expect(cfg).toMatchObject({
      region: 'ap-southeast-2',
      graphqlUrl: `http://localhost:${port}/graphql`,
      apiKey: expect.stringMatching(/^da2-/),
      userPoolId: expect.any(String),
      userPoolClientId: expect.any(String),
      cognitoEndpoint: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    });
    const home = await fetch(`http://localhost:${port}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect((await fetch(`http://localhost:${port}/home`)).status).toBe(200);
    expect((await fetch(`http://localhost:${port}/home/`)).status).toBe(200);
    const missing = await fetch(`http://localhost:${port}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');

    const token = await accessToken(
      cfg,
      'admin@example.com',
      line(current!.output(), 'Admin password'),
    );
    seeded = await counts(cfg, token);
    expect(seeded.posts.length).toBeGreaterThanOrEqual(6);
    expect(seeded.testimonials).toBeGreaterThanOrEqual(6);
    expect(seeded.staff).toBeGreaterThanOrEqual(3);

    createdTitle = `Kept across restarts ${Date.now()}`;
    const created = await fetch(cfg.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        query: `mutation { createPost(input: { title: "${createdTitle}", description: ["x"], location: "Victoria", type: "Casual" }) { id } }`,
      }),
    });
    expect(((await created.json()) as { errors?: unknown }).errors).toBeUndefined();
  });

  it('serves nothing outside the site and the staff photos, however the path is encoded', async () => {
    const paths = [
      '/../package.json',
      '/%2e%2e/package.json',
      '/%2e%2e%2fpackage.json',
      '/..%2fpackage.json',
      '/..%5cpackage.json',
      '/.%2e/.%2e/package.json',
      '/public/referral-form.docx',
      '/public/staff/../referral-form.docx',
      '/public/staff/..%2Freferral-form.docx',
      '/public/staff/..%2freferral-form.docx',
      '/public/staff/%2e%2e%2freferral-form.docx',
      '/public/staff/%2E%2E%2Freferral-form.docx',
      '/public/staff/..%5creferral-form.docx',
      '/public/staff/%2e%2e%2fx',
      '/public/staff/%2e%2e',
      '/public/staff/.',
      '/public/staff/',
      '/public/staff/a%2f..%2f..%2freferral-form.docx',
      '/public/staff/%00',
      '/public/staff/%zz',
    ];
    for (const path of paths) {
      const { status, body } = await rawGet(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(body).not.toContain('PK\x03\x04'); // the referral form (a zip)
      expect(body).not.toContain('"ndis-provider-site"'); // package.json
    }
  });

  it('keeps a message, a staff photo and a Cognito user it did not seed', async () => {
    const cfg = await config();
    createdMessage = `Kept message ${Date.now()}`;
    await graphqlData(
      cfg,
      { 'x-api-key': cfg.apiKey },
      `mutation { createMessage(input: { fullName: "${createdMessage}", email: "kept@example.com", phone: "0412 345 678", msg: "Still here?" }) { id } }`,
    );
    const client = cognitoClient(line(current!.output(), 'Cognito admin'));
    try {
      await ensureUser(client, cfg.userPoolId, KEPT_USER);
    } finally {
      client.destroy();
    }
    const token = await accessToken(
      cfg,
      'admin@example.com',
      line(current!.output(), 'Admin password'),
    );
    kept = await keptData(cfg, token);
    expect(kept.messages).toContain(createdMessage);
    await expect(accessToken(cfg, KEPT_USER.email, KEPT_USER.password)).resolves.toEqual(
      expect.any(String),
    );
  });

  it('SIGTERM stops every child process and frees the port', async () => {
    const tree = await stop(current!);
    expect(tree.length).toBeGreaterThanOrEqual(5);
    expect(tree.filter(alive)).toEqual([]);
    expect(await portIsFree(port)).toBe(true);
  });

  it('starting again on the same DATA_DIR keeps the data and does not seed twice', async () => {
    await waitForReady(start());
    const cfg = await config();
    const token = await accessToken(
      cfg,
      'admin@example.com',
      line(current!.output(), 'Admin password'),
    );
    const after = await counts(cfg, token);
    expect(after.posts).toEqual([...seeded.posts, createdTitle].sort());
    expect(after.testimonials).toBe(seeded.testimonials);
    expect(after.staff).toBe(seeded.staff);
    expect(await keptData(cfg, token)).toEqual(kept);
    await expect(accessToken(cfg, KEPT_USER.email, KEPT_USER.password)).resolves.toEqual(
      expect.any(String),
    );
    await stop(current!);
  });

  it('SIGTERM answers the requests in flight, and what it answered as stored is stored', async () => {
    await waitForReady(start());
    const cfg = await config();
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const names = Array.from({ length: 10 }, (_, index) => `In Flight ${index}`);
    const answers = names.map((name) =>
      heldRequest(cfg.graphqlUrl, cfg.apiKey, createMessageBody(name), released),
    );
    // The server has every request's headers, then the stop begins, then the bodies arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = stop(current!);
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    const ids = (await Promise.all(answers)).map(createdMessageId);
    expect(new Set(ids).size).toBe(names.length);
    await stopped;

    await waitForReady(start());
    const restarted = await config();
    const token = await accessToken(
      restarted,
      'admin@example.com',
      line(current!.output(), 'Admin password'),
    );
    const { listMessages } = await graphqlData<{ listMessages: { items: { id: string }[] } }>(
      restarted,
      { authorization: token },
      '{ listMessages(limit: 100) { items { id } } }',
    );
    const stored = new Set(listMessages.items.map((item) => item.id));
    expect(ids.filter((id) => !stored.has(id))).toEqual([]);
    await stop(current!);
  });

  it('--reset wipes DATA_DIR and seeds afresh', async () => {
    await waitForReady(start(['--reset']));
    const cfg = await config();
    const token = await accessToken(
      cfg,
      'admin@example.com',
      line(current!.output(), 'Admin password'),
    );
    expect(await counts(cfg, token)).toEqual(seeded);
    const tree = await stop(current!);
    expect(tree.filter(alive)).toEqual([]);
  });
});
