// The local site sends the security headers CloudFront sends in the cloud (lib/security-headers),
// with the local endpoints, on every kind of response of the stack started as `npm start` starts
// it: pages, an asset, /config.json, the not-found page and a missing staff photo.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { securityHeaders } from '../../lib/security-headers/headers';
import { inlineScriptHashes } from '../../lib/security-headers/inline-script-hashes';
import type { RuntimeConfig } from '../../schema/contract/runtimeConfig';
import {
  freePort,
  repoRoot,
  spawnNpmStart,
  stopProcessGroup,
  waitForReady,
  type NpmStart,
} from '../support/npm-start';

let running: NpmStart | undefined;
let dataDir: string;
let site: string;
let expected: Record<string, string>;

/** A value `npm start` printed after `label:`. */
function printed(output: string, label: string): string {
  const value = new RegExp(`${label}:\\s+(\\S+)`).exec(output)?.[1];
  if (!value) throw new Error(`npm start printed no "${label}" line:\n${output}`);
  return value;
}

beforeAll(async () => {
  const port = await freePort();
  dataDir = await mkdtemp(join(tmpdir(), 'headers-data-'));
  running = spawnNpmStart({ port, dataDir });
  const output = await waitForReady(running, 150_000);
  site = `http://127.0.0.1:${port}`;

  const config = (await (await fetch(`${site}/config.json`)).json()) as RuntimeConfig;
  // Where presigned URLs point: the files origin the pages fetch from and upload to.
  const answer = await fetch(`${site}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': config.apiKey },
    body: JSON.stringify({ query: '{ referralFormUrl }' }),
  });
  const { data } = (await answer.json()) as { data: { referralFormUrl: string } };
  expected = securityHeaders({
    graphqlUrl: printed(output, 'GraphQL'),
    cognitoOrigin: new URL(config.cognitoEndpoint ?? '').origin,
    filesOrigin: new URL(data.referralFormUrl).origin,
    inlineScriptHashes: inlineScriptHashes(join(repoRoot, 'frontend', 'dist')),
  });
}, 180_000);

afterAll(async () => {
  if (running) await stopProcessGroup(running);
  await rm(dataDir, { recursive: true, force: true });
});

/** The first script the home page loads, as the browser would request it. */
async function firstAsset(): Promise<string> {
  const home = await readFile(join(repoRoot, 'frontend', 'dist', 'index.html'), 'utf8');
  const src = /<script\b[^>]*\bsrc="(\/assets\/[^"]+)"/.exec(home)?.[1];
  if (!src) throw new Error('The home page loads no script from /assets/.');
  return src;
}

it.each([
  ['/', 200],
  ['/contact', 200],
  ['/login', 200],
  ['asset', 200],
  ['/config.json', 200],
  ['/no-such-page', 404],
  ['/public/staff/nobody.png', 404],
])('%s carries every security header (status %i)', async (path, status) => {
  const response = await fetch(`${site}${path === 'asset' ? await firstAsset() : path}`);
  await response.arrayBuffer();
  expect(response.status).toBe(status);
  const sent = Object.fromEntries(
    Object.keys(expected).map((name) => [name, response.headers.get(name)]),
  );
  expect(sent).toEqual(expected);
  // What the shared definition is there for, checked against the wire.
  expect(sent['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  expect(sent['X-Content-Type-Options']).toBe('nosniff');
  expect(sent['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  expect(sent['X-Frame-Options']).toBe('DENY');
  const csp = sent['Content-Security-Policy']?.split('; ') ?? [];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp.find((directive) => directive.startsWith('script-src '))).toBe(
    ["script-src 'self'", ...inlineScriptHashes(join(repoRoot, 'frontend', 'dist'))].join(' '),
  );
});
