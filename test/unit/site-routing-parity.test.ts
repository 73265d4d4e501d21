// The same URLs through the cloud's routing (the CloudFront rewrite function, then S3, whose
// misses the distribution answers with 404.html and status 404) and through the local stack's
// static server give the same file and status.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWRITE_FUNCTION_PATH } from '../../lib/cloud/hosting';
import { createStaticSite } from '../../lib/local/site/static-site';

const DIST = fileURLToPath(new URL('../cdk/fixtures/frontend', import.meta.url));

const rewrite = new Function(
  `${readFileSync(REWRITE_FUNCTION_PATH, 'utf8')}\nreturn handler;`,
)() as (event: { request: { uri: string } }) => { uri: string };

/** What CloudFront serves: the rewritten key if S3 has it, else the error page with 404. */
function cloudFront(url: string): { file: string; status: number } {
  const key = rewrite({ request: { uri: url } }).uri.slice(1);
  const path = join(DIST, key);
  return existsSync(path) && statSync(path).isFile()
    ? { file: key, status: 200 }
    : { file: '404.html', status: 404 };
}

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => void createStaticSite(DIST)(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('CloudFront and the local static server route alike', () => {
  it.each([
    ['/', 'index.html', 200],
    ['/index.html', 'index.html', 200],
    ['/about', 'about/index.html', 200],
    ['/about/', 'about/index.html', 200],
    ['/about/index.html', 'about/index.html', 200],
    ['/assets/app-abc123.js', 'assets/app-abc123.js', 200],
    ['/404.html', '404.html', 200],
    ['/missing', '404.html', 404],
    ['/missing/', '404.html', 404],
    ['/missing.json', '404.html', 404],
    ['/assets', '404.html', 404],
    ['/assets/gone-123.js', '404.html', 404],
    ['/about/deeper', '404.html', 404],
  ])('%s → %s (%i)', async (url, file, status) => {
    expect(cloudFront(url)).toEqual({ file, status });
    const response = await fetch(`${origin}${url}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(readFileSync(join(DIST, file), 'utf8'));
  });
});
