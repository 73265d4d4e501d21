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
  const templateFile = join(outDir, HOME_FILE);
  const template = await readFile(templateFile, 'utf8');
  // The bare template must never be served, nor look like a finished build to anything that
  // checks for dist/index.html (the local stack does): it only reappears, rendered, at the end.
  await rm(templateFile);
  if (!template.includes(HEAD_SLOT) || !template.includes(APP_SLOT)) {
    throw new Error(`index.html must contain ${HEAD_SLOT} and ${APP_SLOT}`);
  }
  const manifest = JSON.parse(await readFile(join(outDir, MANIFEST_FILE), 'utf8')) as Manifest;
  // Only the build reads the manifest: it is not part of the site.
  await rm(join(outDir, MANIFEST_DIR), { recursive: true });
  const server = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntry;

  const site = await server.renderSite();
  const files = site.pages.map((page) => {
    const head = [page.head, ...preloadTags(manifest, page.modules)].join('\n    ');
    return {
      file: page.file,
      // Function replacements, so `$` in page text is never read as a replacement pattern.
      text: template.replace(HEAD_SLOT, () => head).replace(APP_SLOT, () => page.html),
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
 * <link rel="modulepreload"> for the chunks of a page's lazy routes and the chunks they import,
 * so the browser fetches them alongside the entry script instead of after it. Chunks the entry
 * imports are left out: the template already loads or preloads them.
 */
function preloadTags(manifest: Manifest, modules: readonly string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = chunkFiles(manifest, entries, new Set());
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
