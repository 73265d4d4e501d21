// The bundles `npm start` and its stand-in children run (lib/local/processes/bundled-module.ts):
// built once, reused while their sources are unchanged, never used once any source they were built
// from has changed, and run as their sources would: each module's import.meta.url its own file's,
// stack traces naming the sources.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundledModule } from '../../lib/local/processes/bundled-module';

let root: string;
let cacheDir: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'bundled-module-test-'));
  cacheDir = join(root, 'cache');
  await writeFile(join(root, 'main.ts'), "import { word } from './word';\nconsole.log(word);\n");
  await writeFile(join(root, 'word.ts'), "export const word: string = 'first';\n");
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

function run(bundle: string, nodeArgs: string[] = []): string {
  return execFileSync(process.execPath, [...nodeArgs, bundle], { encoding: 'utf8' }).trim();
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

  it("keeps each module's import.meta.url its own source file's, and text naming it as it is", async () => {
    await mkdir(join(root, 'deeper'));
    await writeFile(
      join(root, 'deeper', 'where.ts'),
      "export const where = [import.meta.url, 'import.meta.url'];\n",
    );
    await writeFile(
      join(root, 'main.ts'),
      "import { where } from './deeper/where';\nconsole.log(JSON.stringify([import.meta.url, where]));\n",
    );
    const bundle = await bundledModule(join(root, 'main.ts'), cacheDir);
    expect(JSON.parse(run(bundle))).toEqual([
      pathToFileURL(join(root, 'main.ts')).href,
      [pathToFileURL(join(root, 'deeper', 'where.ts')).href, 'import.meta.url'],
    ]);
  });

  it('names the TypeScript sources in stack traces once source maps are on', async () => {
    await writeFile(
      join(root, 'word.ts'),
      "export const word: string = new Error('where').stack?.split('\\n')[1] ?? '';\n",
    );
    const bundle = await bundledModule(join(root, 'main.ts'), cacheDir);
    expect(run(bundle, ['--enable-source-maps'])).toContain(`${join(root, 'word.ts')}:1:`);
    expect(run(bundle)).toContain(bundle);
  });
});
