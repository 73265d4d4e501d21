// `npm start` as a developer runs it: a real child process with PORT and DATA_DIR set. It prints
// the contract lines and `ready`, serves the site, config and API on one port, stops everything on
// SIGTERM, keeps its data across restarts (seeding stays idempotent) and `--reset` wipes it.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../lib/local/index';
import { freePort } from '../../lib/local/ports';
import type { RuntimeConfig } from '../../frontend/src/runtimeConfig.js';

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let dataDir: string;
let port: number;
let current: Running | undefined;

function start(extraArgs: string[] = []): Running {
  const child = spawn('npm', ['start', ...(extraArgs.length ? ['--', ...extraArgs] : [])], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  current = { child, output: () => output, exited };
  return current;
}

async function waitForReady(running: Running, timeoutMs = 150_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (!/\bready\b/.test(running.output())) {
    if (running.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm start did not become ready:\n${running.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return running.output();
}

/** Every process below `root` (Linux ps). */
function descendants(root: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [pid, ppid] of table) {
      if (ppid === parent) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function portIsFree(candidate: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(candidate, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** SIGTERM to npm only, as a process manager sends it; returns the processes it had started. */
async function stop(running: Running): Promise<number[]> {
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

async function adminToken(cfg: RuntimeConfig, email: string, password: string): Promise<string> {
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

  it('prints the site, the admin login, the mailbox, the start-up time and ready', async () => {
    const output = await waitForReady(start());
    expect(line(output, 'Site')).toBe(`http://localhost:${port}`);
    expect(line(output, 'Admin e-mail')).toBe('admin@example.com');
    expect(line(output, 'Admin password')).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/);
    expect(line(output, 'Captured e-mail')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(output).toMatch(/Start-up time:\s+\d+(\.\d+)? s/);
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
    expect((await fetch(`http://localhost:${port}/../package.json`)).status).toBe(404);

    const token = await adminToken(
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

  it('SIGTERM stops every child process and frees the port', async () => {
    const tree = await stop(current!);
    expect(tree.length).toBeGreaterThanOrEqual(5);
    expect(tree.filter(alive)).toEqual([]);
    expect(await portIsFree(port)).toBe(true);
  });

  it('starting again on the same DATA_DIR keeps the data and does not seed twice', async () => {
    await waitForReady(start());
    const cfg = await config();
    const token = await adminToken(
      cfg,
      'admin@example.com',
      line(current!.output(), 'Admin password'),
    );
    const after = await counts(cfg, token);
    expect(after.posts).toEqual([...seeded.posts, createdTitle].sort());
    expect(after.testimonials).toBe(seeded.testimonials);
    expect(after.staff).toBe(seeded.staff);
    await stop(current!);
  });

  it('--reset wipes DATA_DIR and seeds afresh', async () => {
    await waitForReady(start(['--reset']));
    const cfg = await config();
    const token = await adminToken(
      cfg,
      'admin@example.com',
      line(current!.output(), 'Admin password'),
    );
    expect(await counts(cfg, token)).toEqual(seeded);
    const tree = await stop(current!);
    expect(tree.filter(alive)).toEqual([]);
  });
});
