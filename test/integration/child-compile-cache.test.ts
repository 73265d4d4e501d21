// Stand-in children start with Node's module compile cache on (lib/local/processes/bundled-module.ts
// says why), in the project's cache folder, unless the environment names another one.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../lib/local/http/ports';
import { CHILD_COMPILE_CACHE_DIR } from '../../lib/local/processes/bundled-module';
import { startChild } from '../../lib/local/processes/child-process';

let root: string;
let script: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'child-compile-cache-'));
  script = join(root, 'answer-cache-dir.cjs');
  // Answers every request with the compile cache folder Node uses in this process (it keeps its
  // entries in a subfolder per Node version).
  await writeFile(
    script,
    `require('node:http')
      .createServer((request, response) => response.end(require('node:path').dirname(String(require('node:module').getCompileCacheDir()))))
      .listen(Number(process.env.PORT), '127.0.0.1');`,
  );
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function compileCacheDirOfChild(env: NodeJS.ProcessEnv): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = await startChild({
    name: 'compile-cache-probe',
    script,
    env: { ...env, PORT: String(port) },
    readyUrl: url,
    log: () => undefined,
  });
  try {
    return await (await fetch(url)).text();
  } finally {
    await child.stop();
  }
}

describe('the stand-in children', () => {
  it("use Node's compile cache in the project's cache folder", async () => {
    const env = { ...process.env };
    delete env.NODE_COMPILE_CACHE;
    await expect(compileCacheDirOfChild(env)).resolves.toBe(CHILD_COMPILE_CACHE_DIR);
  });

  it('use the folder NODE_COMPILE_CACHE names instead, when it is set', async () => {
    const own = join(root, 'own-cache');
    await expect(compileCacheDirOfChild({ ...process.env, NODE_COMPILE_CACHE: own })).resolves.toBe(
      own,
    );
  });
});
