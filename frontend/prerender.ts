// Last step of the frontend build (called from vite.config.ts): turns the client's index.html into
// one static HTML file per route, using the server bundle's renderSite(), plus robots.txt and
// sitemap.xml. The client bundle then hydrates whichever page the browser loaded.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from './src/entry-server';

const HEAD_SLOT = '<!--app-head-->';
const APP_SLOT = '<!--app-html-->';
const HOME_FILE = 'index.html';
/** The client build's HTML inputs (vite.config.ts), one per page script; both are templates. */
export const TEMPLATES = { app: 'index.html', islands: 'islands.html' } as const;
const SCRIPTS = { app: '/src/entry-client.tsx', islands: '/src/entry-islands.ts' } as const;

/**
 * The public pages' template: index.html (the admin app's, and the dev server's) with the islands
 * script instead. vite.config.ts writes it for the client build only, so the two never drift.
 */
export function islandsTemplate(appTemplate: string): string {
  const tag = `src="${SCRIPTS.app}"`;
  if (!appTemplate.includes(tag)) throw new Error(`${TEMPLATES.app} has no script ${tag}`);
  return appTemplate.replace(tag, `src="${SCRIPTS.islands}"`);
}
/** Vite's client build manifest (build.manifest): which chunk each source module became. */
export const MANIFEST_DIR = '.vite';
const MANIFEST_FILE = join(MANIFEST_DIR, 'manifest.json');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Chunks it imports statically. */
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Writes the prerendered files into outDir and returns their paths inside it. */
export async function prerender(options: {
  outDir: string;
  serverEntry: string;
}): Promise<string[]> {
  const { outDir, serverEntry } = options;
  const templates = {
    app: await readTemplate(outDir, TEMPLATES.app),
    islands: await readTemplate(outDir, TEMPLATES.islands),
  };
  const manifest = JSON.parse(await readFile(join(outDir, MANIFEST_FILE), 'utf8')) as Manifest;
  // Only the build reads the manifest: it is not part of the site.
  await rm(join(outDir, MANIFEST_DIR), { recursive: true });
  const server = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntry;

  const site = await server.renderSite();
  const files = site.pages.map((page) => {
    const entry = TEMPLATES[page.script];
    const head = [page.head, ...preloadTags(manifest, entry, page.modules)].join('\n    ');
    return {
      file: page.file,
      // Function replacements, so `$` in page text is never read as a replacement pattern.
      text: templates[page.script]
        .replace(HEAD_SLOT, () => head)
        .replace(APP_SLOT, () => page.html),
    };
  });
  files.push({ file: 'robots.txt', text: site.robotsTxt });
  files.push({ file: 'sitemap.xml', text: site.sitemapXml });
  // Home page last, so its modification time is when the build finished.
  files.sort((a, b) => Number(a.file === HOME_FILE) - Number(b.file === HOME_FILE));

  for (const { file, text } of files) {
    const path = join(outDir, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  }
  return files.map(({ file }) => file);
}

/**
 * Reads a template and deletes it. A bare template must never be served, nor look like a finished
 * build to anything that checks for dist/index.html (the local stack does): index.html only
 * reappears, rendered, at the end.
 */
async function readTemplate(outDir: string, file: string): Promise<string> {
  const template = await readFile(join(outDir, file), 'utf8');
  await rm(join(outDir, file));
  if (!template.includes(HEAD_SLOT) || !template.includes(APP_SLOT)) {
    throw new Error(`${file} must contain ${HEAD_SLOT} and ${APP_SLOT}`);
  }
  return template;
}

/**
 * <link rel="modulepreload"> for the chunks of the admin app's lazy routes and the chunks they
 * import, so the browser fetches them alongside the entry script instead of after it. Chunks the
 * entry imports are left out: the template already loads or preloads them. (Public pages fetch
 * their islands' code themselves, after the first paint: entry-islands.ts.)
 */
function preloadTags(manifest: Manifest, entry: string, modules: readonly string[]): string[] {
  const loaded = chunkFiles(manifest, [entry], new Set());
  const needed = chunkFiles(manifest, modules, loaded);
  return [...needed].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}

/** The files of the given chunks and of every chunk they import, except those in `skip`. */
function chunkFiles(manifest: Manifest, keys: readonly string[], skip: Set<string>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    if (skip.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}
