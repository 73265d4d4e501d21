// The built frontend (frontend/dist, from `npm run build:frontend`) as the stack sees it: where it
// is, a check that it was built, and the hashes of any inline scripts the CSP must allow.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FRONTEND_DIST_DIR = fileURLToPath(new URL('../../frontend/dist', import.meta.url));

/** Files the hosting relies on: the home page (`/`) and the not-found page served with 404. */
export const REQUIRED_PAGES = ['index.html', '404.html'] as const;

export function assertFrontendBuilt(distDir: string): void {
  const missing = REQUIRED_PAGES.filter((page) => !existsSync(join(distDir, page)));
  if (missing.length > 0) {
    throw new Error(
      `${distDir} lacks ${missing.join(', ')}: run \`npm run build:frontend\` first ` +
        '(`npx cdk synth` does it through cdk.json).',
    );
  }
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * CSP source expressions ('sha256-…') for every executable inline script in the built pages.
 * Data blocks such as JSON-LD are never executed, so CSP does not apply to them.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(distDir)) {
    for (const [, attributes = '', body = ''] of readFileSync(file, 'utf8').matchAll(SCRIPT)) {
      if (/\bsrc\s*=/i.test(attributes)) continue;
      const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
      if (!EXECUTABLE_TYPES.has(type)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}
