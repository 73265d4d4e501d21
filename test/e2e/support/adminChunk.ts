// The built JS files the prerendered admin shell loads, and their text, for checks that public
// pages load none of the admin code.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultDistDir, measurePages } from '../../../frontend/scripts/bundle-size';

export async function adminScripts(): Promise<string[]> {
  const pages = await measurePages();
  const shell = pages.find((page) => page.file === 'admin/msg/index.html');
  if (!shell) throw new Error('No admin/msg/index.html in the build');
  return shell.js.map((asset) => asset.path);
}

export async function scriptsText(paths: readonly string[]): Promise<string> {
  const texts = await Promise.all(
    paths.map((path) => readFile(join(defaultDistDir, path), 'utf8')),
  );
  return texts.join('\n');
}
