// Bench: the JS and CSS each prerendered page declares for its start (scripts and modulepreloads),
// gzip-compressed as CloudFront serves it. CSS counts stylesheet files and the critical CSS inlined
// in the page's <style> elements. Lazy chunks (the admin area, animation features) are not counted,
// nor is a public page's islands' code, which its script fetches after the first paint:
// test/bench/page-weights.ts measures everything a page loads, in Chromium.
// Run after a build: `npx tsx frontend/scripts/bundle-size.ts [distDir]`.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface PageAssets {
  /** The HTML file inside dist/, e.g. `home/index.html`. */
  file: string;
  /** The URL path it serves: `/`, `/home`, or `(not found)` for 404.html. */
  route: string;
  js: AssetSize[];
  css: AssetSize[];
  jsGzip: number;
  /** Stylesheet files plus inline <style> elements. */
  cssGzip: number;
  inlineCssGzip: number;
}

export interface AssetSize {
  path: string;
  bytes: number;
  gzip: number;
}

const NOT_FOUND_FILE = '404.html';

export const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url));

export async function measurePages(distDir = defaultDistDir): Promise<PageAssets[]> {
  const htmlFiles = (await readdir(distDir, { recursive: true }))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(sep).join('/'))
    .sort();
  const cache = new Map<string, AssetSize>();
  const measure = async (path: string): Promise<AssetSize> => {
    let size = cache.get(path);
    if (!size) {
      const content = await readFile(join(distDir, path));
      size = { path, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
      cache.set(path, size);
    }
    return size;
  };

  const pages = await Promise.all(
    htmlFiles.map(async (file) => {
      const html = await readFile(join(distDir, file), 'utf8');
      const js = await Promise.all(scriptUrls(html).map(measure));
      const css = await Promise.all(stylesheetUrls(html).map(measure));
      const inlineCssGzip = gzipSync(inlineStyles(html), { level: 9 }).length;
      return {
        file,
        route: routeOf(file),
        js,
        css,
        jsGzip: sum(js.map((asset) => asset.gzip)),
        cssGzip: sum(css.map((asset) => asset.gzip)) + inlineCssGzip,
        inlineCssGzip,
      };
    }),
  );
  // Routes in path order, the not-found page last.
  const order = (page: PageAssets) => (page.file === NOT_FOUND_FILE ? '\uffff' : page.route);
  return pages.sort((a, b) => order(a).localeCompare(order(b)));
}

/** Module scripts and the chunks they preload: everything a page's JS needs at start. */
function scriptUrls(html: string): string[] {
  const tags = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g),
  ];
  return unique(tags.map(([tag]) => attribute(tag, /\b(?:src|href)="([^"]+)"/)));
}

function stylesheetUrls(html: string): string[] {
  const tags = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)];
  return unique(tags.map(([tag]) => attribute(tag, /\bhref="([^"]+)"/)));
}

/** The text of every <style> element, as one block (the browser receives them together). */
function inlineStyles(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
}

function attribute(tag: string, pattern: RegExp): string {
  const value = pattern.exec(tag)?.[1];
  if (!value?.startsWith('/')) throw new Error(`Expected a site-absolute asset URL in ${tag}`);
  return value.slice(1);
}

function routeOf(file: string): string {
  if (file === NOT_FOUND_FILE) return '(not found)';
  return `/${file.replace(/(^|\/)index\.html$/, '')}`;
}

const unique = (values: string[]) => [...new Set(values)];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main(): Promise<void> {
  const distDir = process.argv[2] ?? defaultDistDir;
  const pages = await measurePages(distDir);
  if (pages.length === 0)
    throw new Error(`No HTML in ${distDir}: run npm run build:frontend first`);
  console.log(
    `Initial JS/CSS per prerendered page (gzip -9) in ${relative(process.cwd(), distDir)}`,
  );
  console.table(
    pages.map((page) => ({
      route: page.route,
      file: page.file,
      'JS gzip': kB(page.jsGzip),
      'CSS gzip': kB(page.cssGzip),
      'total gzip': kB(page.jsGzip + page.cssGzip),
      'JS raw': kB(sum(page.js.map((asset) => asset.bytes))),
    })),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
