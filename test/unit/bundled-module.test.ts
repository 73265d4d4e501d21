// The bundles stand-in children run (lib/local/processes/child-bundle.ts): built once, reused while
// their sources are unchanged, and never used once any source they were built from has changed.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundledModule } from '../../lib/local/processes/child-bundle';

let root: string;
let cacheDir: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'child-bundle-test-'));
  cacheDir = join(root, 'cache');
  await writeFile(join(root, 'main.ts'), "import { word } from './word';\nconsole.log(word);\n");
  await writeFile(join(root, 'word.ts'), "export const word: string = 'first';\n");
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function run(bundle: string): string {
  return execFileSync(process.execPath, [bundle], { encoding: 'utf8' }).trim();
}

describe('bundledModule', () => {
  it('runs the TypeScript entry and what it imports as plain JavaScript', async () => {
    const bundle = await bundledModule(join(root, 'main.ts'), cacheDir);
    expect(bundle.startsWith(cacheDir)).toBe(true);
    expect(bundle.endsWith('.mjs')).toBe(true);
    expect(run(bundle)).toBe('first');
  });

  it('reuses the bundle while no source changed', async () => {
    const first = await bundledModule(join(root, 'main.ts'), cacheDir);
    await writeFile(first, "console.log('reused');\n");
    expect(run(await bundledModule(join(root, 'main.ts'), cacheDir))).toBe('reused');
  });

  it('builds again when a module the entry imports changed', async () => {
    const first = await bundledModule(join(root, 'main.ts'), cacheDir);
    await writeFile(join(root, 'word.ts'), "export const word: string = 'second';\n");
    const second = await bundledModule(join(root, 'main.ts'), cacheDir);
    expect(second).not.toBe(first);
    expect(run(second)).toBe('second');
  });

  it('builds again when the bundle was removed', async () => {
    const first = await bundledModule(join(root, 'main.ts'), cacheDir);
    await rm(first);
    expect(run(await bundledModule(join(root, 'main.ts'), cacheDir))).toBe('first');
  });
});
