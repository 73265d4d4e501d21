// What the preload (lib/local/processes/child-preload.ts) does to a stand-in child's file writes
// under DATA_DIR: each whole-file write replaces the file atomically (a new file renamed over the
// old one, so a crash leaves the old content, never a cut-off one), private to the owner. Writes
// elsewhere are left alone.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHILD_ENV } from '../../lib/local/processes/child-env';
import { PROJECT_ROOT } from '../../lib/local/index';

const run = promisify(execFile);
let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'child-preload-test-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Runs `script` (CommonJS, as cognito-local is) in a node child with the stand-ins' preload. */
async function inChild(script: string, dataDir: string): Promise<void> {
  const require = createRequire(import.meta.url);
  await run(
    process.execPath,
    [
      '--import',
      pathToFileURL(require.resolve('tsx/esm')).href,
      '--import',
      pathToFileURL(join(PROJECT_ROOT, 'lib/local/processes/child-preload.ts')).href,
      '-e',
      script,
    ],
    { env: { ...process.env, [CHILD_ENV.dataDir]: dataDir }, cwd: root },
  );
}

describe('the stand-in preload', () => {
  it('replaces files under DATA_DIR by rename, privately, with every write API', async () => {
    const dataDir = join(root, 'data');
    const outside = join(root, 'outside.json');
    await inChild(`require('node:fs').mkdirSync(${JSON.stringify(dataDir)})`, root);
    const files = ['callback.json', 'sync.json', 'promises.json'].map((name) =>
      join(dataDir, name),
    );
    for (const file of [...files, outside]) {
      await writeFile(file, 'old', { mode: 0o644 });
    }
    const inodes = async (paths: string[]) =>
      Promise.all(paths.map(async (path) => (await stat(path)).ino));
    const before = await inodes([...files, outside]);

    await inChild(
      `
      const fs = require('node:fs');
      const [callback, sync, promises, outside] = ${JSON.stringify([...files, outside])};
      fs.writeFileSync(sync, 'new');
      fs.writeFileSync(outside, 'new');
      fs.writeFile(callback, 'new', (error) => {
        if (error) throw error;
        fs.promises.writeFile(promises, 'new').then(() => undefined, (e) => { throw e; });
      });
      `,
      dataDir,
    );
    const after = await inodes([...files, outside]);
    for (const [index, file] of files.entries()) {
      expect({ file, replaced: after[index] !== before[index] }).toEqual({ file, replaced: true });
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    }
    // Outside DATA_DIR: written in place as usual.
    expect(after.at(-1)).toBe(before.at(-1));
    // No temporary files left behind.
    expect((await readdir(dataDir)).sort()).toEqual([
      'callback.json',
      'promises.json',
      'sync.json',
    ]);
  });

  it('keeps the order of concurrent writes to one file', async () => {
    const dataDir = join(root, 'data');
    await inChild(`require('node:fs').mkdirSync(${JSON.stringify(dataDir)})`, root);
    const file = join(dataDir, 'pool.json');
    await inChild(
      `
      const fs = require('node:fs');
      for (let i = 0; i <= 50; i += 1) {
        fs.writeFile(${JSON.stringify(file)}, JSON.stringify({ i, pad: 'x'.repeat(i * 1000) }), (e) => {
          if (e) throw e;
        });
      }
      `,
      dataDir,
    );
    const { readFile } = await import('node:fs/promises');
    expect(JSON.parse(await readFile(file, 'utf8')).i).toBe(50);
  });
});
