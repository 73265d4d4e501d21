// `npm start` as a developer runs it: a real child process with PORT and DATA_DIR set. It prints
// the contract lines and `ready`, serves the site, config and API on one port (and nothing outside
// what it should), refuses a second start on its DATA_DIR, stops everything on SIGTERM, keeps its
// data across restarts (seeding stays idempotent), `--reset` wipes it, `--verbose` shows the
// stand-ins' output and the GraphQL operations, and an unknown flag gets the usage. Every test
// starts what it needs itself, so any one of them runs alone (`npx vitest run -t <name>`).
// Stopping under load and a second Ctrl-C: npm-start-stop.test.ts.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cognitoClient, ensureUser } from '../../lib/local/cognito/cognito-local';
import type { RuntimeConfig } from '../../schema/contract/runtimeConfig';
import { SEED_ROLE_ACCOUNTS } from '../../lib/local/seed/role-accounts';
import {
  freePort,
  spawnNpmStart,
  stopProcessGroup,
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
const READY_TIMEOUT_MS = 240_000;
const SLOW_TEST_MS = 2 * READY_TIMEOUT_MS;

interface Started {
  running: NpmStart;
  port: number;
}

let root: string;
/** Every `npm start` a test began; whatever a failed test left running is stopped after it. */
const begun: NpmStart[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'npm-start-test-'));
});

afterEach(async () => {
  await Promise.all(begun.splice(0).map((running) => stopProcessGroup(running)));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function newDataDir(): Promise<string> {
  return mkdtemp(join(root, 'data-'));
}

function spawnStart(port: number, dataDir: string, args: string[] = []): NpmStart {
  const running = spawnNpmStart({ port, dataDir, args });
  begun.push(running);
  return running;
}

async function start(dataDir: string, args: string[] = [], port?: number): Promise<Started> {
  const chosen = port ?? (await freePort());
  const running = spawnStart(chosen, dataDir, args);
  await npmStartReady(running, READY_TIMEOUT_MS);
  return { running, port: chosen };
}

function portIsFree(candidate: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(candidate, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** SIGTERM to npm only, as a process manager sends it; returns the processes it had started. */
async function stop({ running }: Started): Promise<number[]> {
  const tree = descendants(running.child.pid!);
  running.child.kill('SIGTERM');
  await running.exited;
  const deadline = Date.now() + 15_000;
  while (tree.some(alive) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return tree;
}

async function config(port: number): Promise<RuntimeConfig> {
  return (await (await fetch(`http://localhost:${port}/config.json`)).json()) as RuntimeConfig;
}

function line(output: string, label: string): string {
  const match = new RegExp(`${label}:\\s+(\\S+)`).exec(output);
  if (!match?.[1]) {
    throw new Error(`No "${label}" line in:\n${output}`);
  }
  return match[1];
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

/** The seeded admin's access token on this running stack. */
async function adminToken(started: Started): Promise<string> {
  return accessToken(
    await config(started.port),
    'admin@example.com',
    line(started.running.output(), 'Admin password'),
  );
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

async function counts(cfg: RuntimeConfig, token: string) {
  const data = await graphqlData<{
    listPosts: { items: { title: string }[] };
    listTestimonials: { items: unknown[] };
    listStaff: { items: unknown[] };
  }>(
    cfg,
    { authorization: token },
    `{ listPosts(limit: 100) { items { title } } listTestimonials(limit: 100) { items { id } }
      listStaff(limit: 100) { items { id } } }`,
  );
  return {
    posts: data.listPosts.items.map((post) => post.title).sort(),
    testimonials: data.listTestimonials.items.length,
    staff: data.listStaff.items.length,
  };
}

async function createPost(cfg: RuntimeConfig, token: string, title: string): Promise<void> {
  await graphqlData(
    cfg,
    { authorization: token },
    `mutation { createPost(input: { title: "${title}", description: ["x"], location: "Victoria", type: "Casual" }) { id } }`,
  );
}

/** GET with the path sent exactly as written (fetch would resolve dot segments first). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
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

/** What a second start must still have: messages, a staff photo's bytes. */
async function keptData(port: number, cfg: RuntimeConfig, token: string) {
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

describe('a running npm start', () => {
  // Started once for the tests that only look at it; none of them changes it.
  let shared: Started;
  let sharedDataDir: string;

  beforeAll(async () => {
    sharedDataDir = await newDataDir();
    shared = await start(sharedDataDir);
    begun.splice(begun.indexOf(shared.running), 1);
  }, READY_TIMEOUT_MS);

  afterAll(async () => {
    if (shared) await stopProcessGroup(shared.running);
  });

  it('prints the site, the admin login, each role’s demo login, the mailbox, the start-up time and ready', () => {
    const output = shared.running.output();
    expect(line(output, 'Site')).toBe(`http://localhost:${shared.port}`);
    expect(line(output, 'Admin e-mail')).toBe('admin@example.com');
    expect(line(output, 'Admin password')).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/);
    for (const account of SEED_ROLE_ACCOUNTS) {
      expect(output).toMatch(
        new RegExp(`Role ${account.role}:\\s+${account.email} / ${account.password}\\n`),
      );
    }
    expect(line(output, 'Captured e-mail')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(output).toMatch(/Start-up time:\s+\d+(\.\d+)? s/);
    expect(line(output, 'Cognito admin')).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(output).toContain(`Local stack ready at http://localhost:${shared.port}`);
  });

  it('serves config.json, the site with CloudFront rewrites and the API on the one port', async () => {
    const { port } = shared;
    const cfg = await config(port);
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

    const seeded = await counts(cfg, await adminToken(shared));
    expect(seeded.posts.length).toBeGreaterThanOrEqual(6);
    expect(seeded.testimonials).toBeGreaterThanOrEqual(6);
    expect(seeded.staff).toBeGreaterThanOrEqual(3);
  });

  it('serves nothing outside the site, the staff photos and the referral form, however the path is encoded', async () => {
    const paths = [
      '/../package.json',
      '/%2e%2e/package.json',
      '/%2e%2e%2fpackage.json',
      '/..%2fpackage.json',
      '/..%5cpackage.json',
      '/.%2e/.%2e/package.json',
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
      const { status, body } = await rawGet(shared.port, path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(body).not.toContain('PK\x03\x04'); // the referral form (a zip)
      expect(body).not.toContain('"ndis-provider-site"'); // package.json
    }
  });

  it('refuses a second npm start on its DATA_DIR, naming the one that runs', async () => {
    const second = spawnStart(await freePort(), sharedDataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(
      new RegExp(
        `The local stack could not start: Another local stack \\(process \\d+\\) is running on DATA_DIR ${sharedDataDir}\\.`,
      ),
    );
    expect(second.output()).not.toMatch(/ECONNREFUSED/);
    // The first one runs on, untouched.
    expect((await fetch(`http://localhost:${shared.port}/config.json`)).status).toBe(200);
  });
});

describe('stopping and starting again', () => {
  it(
    'SIGTERM stops every child process and frees the port',
    async () => {
      const started = await start(await newDataDir());
      const tree = await stop(started);
      expect(tree.length).toBeGreaterThanOrEqual(5);
      expect(tree.filter(alive)).toEqual([]);
      expect(await portIsFree(started.port)).toBe(true);
    },
    SLOW_TEST_MS,
  );

  it(
    'starting again on the same DATA_DIR keeps the data and does not seed twice',
    async () => {
      const dataDir = await newDataDir();
      const first = await start(dataDir);
      const cfg = await config(first.port);
      const token = await adminToken(first);
      const seeded = await counts(cfg, token);
      const createdTitle = 'Kept across restarts';
      await createPost(cfg, token, createdTitle);
      const createdMessage = 'Kept message';
      await graphqlData(
        cfg,
        { 'x-api-key': cfg.apiKey },
        `mutation { createMessage(input: { fullName: "${createdMessage}", email: "kept@example.com", phone: "0412 345 678", msg: "Still here?" }) { id } }`,
      );
      const client = cognitoClient(line(first.running.output(), 'Cognito admin'));
      try {
        await ensureUser(client, cfg.userPoolId, KEPT_USER);
      } finally {
        client.destroy();
      }
      const kept = await keptData(first.port, cfg, token);
      expect(kept.messages).toContain(createdMessage);
      await stop(first);

      const second = await start(dataDir, [], first.port);
      const again = await config(second.port);
      const secondToken = await adminToken(second);
      const after = await counts(again, secondToken);
      expect(after.posts).toEqual([...seeded.posts, createdTitle].sort());
      expect(after.testimonials).toBe(seeded.testimonials);
      expect(after.staff).toBe(seeded.staff);
      expect(await keptData(second.port, again, secondToken)).toEqual(kept);
      await expect(accessToken(again, KEPT_USER.email, KEPT_USER.password)).resolves.toEqual(
        expect.any(String),
      );
      await stop(second);
    },
    SLOW_TEST_MS,
  );

  it(
    '--reset wipes DATA_DIR and seeds afresh',
    async () => {
      const dataDir = await newDataDir();
      const first = await start(dataDir);
      const cfg = await config(first.port);
      const token = await adminToken(first);
      const seeded = await counts(cfg, token);
      await createPost(cfg, token, 'Gone after a reset');
      await stop(first);

      const reset = await start(dataDir, ['--reset']);
      expect(await counts(await config(reset.port), await adminToken(reset))).toEqual(seeded);
      const tree = await stop(reset);
      expect(tree.filter(alive)).toEqual([]);
    },
    SLOW_TEST_MS,
  );
});

describe('flags', () => {
  it(
    '--verbose shows the stand-ins’ output and every GraphQL operation',
    async () => {
      const started = await start(await newDataDir(), ['--verbose']);
      const cfg = await config(started.port);
      await graphqlData(
        cfg,
        { 'x-api-key': cfg.apiKey },
        '{ listPosts(limit: 1) { items { id } } }',
      );
      const output = () => started.running.output();
      const deadline = Date.now() + 30_000;
      while (!/^graphql \S+ listPosts\b/m.test(output()) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(output()).toMatch(/^graphql \S+ listPosts\b/m);
      expect(output()).toMatch(/^\[(dynalite|s3rver|cognito-local|aws-ses-v2-local)\] /m);
      await stop(started);
    },
    SLOW_TEST_MS,
  );

  it('refuses an unknown flag with the usage, starting nothing', async () => {
    const running = spawnStart(await freePort(), await newDataDir(), ['--verbos']);
    expect(await running.exited).toBe(2);
    expect(running.output()).toContain("Unknown option '--verbos'");
    expect(running.output()).toContain('Usage: npm start [-- [--reset] [--verbose]]');
    expect(running.output()).not.toMatch(/\bready\b/i);
  });
});
