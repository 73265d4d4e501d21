// The inline-script hashes both stacks put in the CSP: every inline script of every built page,
// whatever pages the frontend build writes, and none for external scripts or data blocks.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  inlineScriptHashes,
  scriptHashSource,
} from '../../lib/security-headers/inline-script-hashes';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

let dist: string;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
  mkdirSync(join(dist, 'a', 'b'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><script>window.a = 1;</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="module" src="/assets/x.js"></script></head></html>',
  );
  writeFileSync(
    join(dist, 'a', 'b', 'index.html'),
    '<SCRIPT type="module">import("/assets/y.js")</SCRIPT>' +
      '<script type=\'importmap\'>{"imports":{}}</script>' +
      '<script>window.a = 1;</script>' +
      '<script>\r\nwindow.b = "é";\r\n</script  >',
  );
  writeFileSync(join(dist, 'a', 'notes.txt'), '<script>not a page</script>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

it('hashes each distinct inline script of every page, at any depth, sorted', () => {
  expect(inlineScriptHashes(dist)).toEqual(
    [
      sha256('window.a = 1;'),
      sha256('import("/assets/y.js")'),
      sha256('{"imports":{}}'),
      sha256('\nwindow.b = "é";\n'),
    ].sort(),
  );
});

it('hashes the text as the browser parses it: line breaks normalised, UTF-8', () => {
  expect(scriptHashSource('a\r\nb\rc')).toBe(sha256('a\nb\nc'));
  expect(scriptHashSource('é')).toBe(
    `'sha256-${createHash('sha256')
      .update(Buffer.from([0xc3, 0xa9]))
      .digest('base64')}'`,
  );
});
