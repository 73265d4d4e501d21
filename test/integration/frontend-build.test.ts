// `npm start` builds the frontend when it is stale (README "Running it locally"): when anything it
// is built from is newer than the last build, and only then. Run on a project of our own whose
// build:frontend script writes the page every real build writes last.
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureFrontendBuilt } from '../../lib/local/site/frontend-build';

let project: string;
const built = () => readFile(join(project, 'frontend/dist/index.html'), 'utf8');

/** Sets a file's times to `seconds` after the epoch. */
const touch = (path: string, seconds: number) => utimes(join(project, path), seconds, seconds);

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'frontend-build-'));
  await mkdir(join(project, 'frontend/src'), { recursive: true });
  await mkdir(join(project, 'frontend/dist'));
  await mkdir(join(project, 'schema'));
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({
      scripts: {
        'build:frontend':
          "node -e \"require('fs').writeFileSync('frontend/dist/index.html', 'rebuilt')\"",
      },
    }),
  );
  await writeFile(join(project, 'frontend/src/page.tsx'), 'export {};\n');
  await writeFile(join(project, 'schema/schema.graphql'), 'type Query { a: Int }\n');
  await writeFile(join(project, 'frontend/dist/index.html'), 'old build');
  for (const path of ['package.json', 'frontend/src/page.tsx', 'schema/schema.graphql']) {
    await touch(path, 1_000);
  }
  await touch('frontend/dist/index.html', 2_000);
});

afterEach(async () => {
  await rm(project, { recursive: true, force: true });
});

describe('the frontend build at start', () => {
  it('is left alone when nothing it is built from changed', async () => {
    const lines: string[] = [];
    await ensureFrontendBuilt(project, (line) => lines.push(line));
    expect(await built()).toBe('old build');
    expect(lines).toEqual([]);
  });

  it.each(['frontend/src/page.tsx', 'schema/schema.graphql'])(
    'is rebuilt when %s is newer than the build',
    async (changed) => {
      await touch(changed, 3_000);
      const lines: string[] = [];
      await ensureFrontendBuilt(project, (line) => lines.push(line));
      expect(await built()).toBe('rebuilt');
      expect(lines[0]).toBe('Building the frontend (npm run build:frontend)...');
    },
  );

  it('is built when there is no build yet', async () => {
    await rm(join(project, 'frontend/dist'), { recursive: true });
    await mkdir(join(project, 'frontend/dist'));
    await ensureFrontendBuilt(project, () => undefined);
    expect(await built()).toBe('rebuilt');
  });
});
