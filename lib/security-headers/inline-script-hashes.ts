// The inline scripts of the built pages, as CSP hash sources. Both stacks allow exactly these:
// whatever inline scripts the frontend build writes into whichever pages, every one is found here.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/**
 * The script types a browser runs, or checks against script-src (import maps, speculation
 * rules); any other type is a data block (JSON-LD, say), which CSP does not apply to.
 */
const CHECKED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** The hash source of a script's text, as the browser computes it (after HTML's newline rule). */
export function scriptHashSource(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

/** 'sha256-…' sources for every inline script, without src, of every .html file under distDir. */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(distDir)) {
    for (const [, attributes = '', text = ''] of readFileSync(file, 'utf8').matchAll(SCRIPT)) {
      if (/\bsrc\s*=/i.test(attributes)) continue;
      const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
      if (!CHECKED_TYPES.has(type)) continue;
      hashes.add(scriptHashSource(text));
    }
  }
  return [...hashes].sort();
}
