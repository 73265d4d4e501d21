// The local site server compresses like CloudFront: Brotli or gzip by Accept-Encoding, only
// compressible types from 1,000 bytes up, and the body decompresses to the file as built.
import { get, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chooseEncoding } from '../../lib/local/site/compression';
import { createStaticSite } from '../../lib/local/site/static-site';

const PAGE = `<!doctype html><title>Home</title>${'<p>Text that compresses well.</p>'.repeat(100)}`;
const SMALL = 'short text';
const PNG = Buffer.alloc(4000, 7);

let dir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-site-'));
  await writeFile(join(dir, 'index.html'), PAGE);
  await writeFile(join(dir, 'small.txt'), SMALL);
  await writeFile(join(dir, 'photo.png'), PNG);
  const site = createStaticSite(dir);
  server = createServer((req, res) => void site(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** A raw GET: fetch would decompress the body and hide the encoding. */
function rawGet(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    get(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('the local site server compresses like CloudFront', () => {
  test('Brotli when accepted, smaller than the page, decompressing to it', async () => {
    const { headers, body } = await rawGet('/', 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(body.length).toBeLessThan(PAGE.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(PAGE);
  });

  test('gzip when Brotli is not accepted', async () => {
    const { headers, body } = await rawGet('/', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(PAGE);
  });

  test('as is without Accept-Encoding, for small files and for images', async () => {
    for (const [path, accept, expected] of [
      ['/', undefined, Buffer.from(PAGE)],
      ['/small.txt', 'br, gzip', Buffer.from(SMALL)],
      ['/photo.png', 'br, gzip', PNG],
    ] as const) {
      const { headers, body } = await rawGet(path, accept);
      expect(headers['content-encoding'], path).toBeUndefined();
      expect(body.equals(expected), path).toBe(true);
    }
  });
});

test.each([
  ['br', 'br'],
  ['gzip, br', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=0.5, br;q=0', 'gzip'],
  ['*', 'br'],
  ['*;q=0, gzip', 'gzip'],
  ['identity', undefined],
  ['', undefined],
  [undefined, undefined],
])('Accept-Encoding %j answers %j', (header, expected) => {
  expect(chooseEncoding(header)).toBe(expected);
});
