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
  const server = (await import(pathToFileURL(serverEntry).href)) as typeof ServerEntry;

  const site = await server.renderSite();
  const files = site.pages.map((page) => ({
    file: page.file,
    // Function replacements, so `$` in page text is never read as a replacement pattern.
    text: template.replace(HEAD_SLOT, () => page.head).replace(APP_SLOT, () => page.html),
  }));
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
