// An island's name is its file name under frontend/src/islands/hydrated/: the prerender writes the
// name into the page and the browser loads the file of that name (entry-islands.ts). A mismatch
// would leave that part of the page dead in the browser while every page still renders.
import { readdir } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const HYDRATED_DIR = fileURLToPath(
  new URL('../../frontend/src/islands/hydrated/', import.meta.url),
);

const files = (await readdir(HYDRATED_DIR)).filter((file) => file.endsWith('.tsx'));

// The first island imported pays for transforming React and Chakra: seconds on a busy machine.
const IMPORT_TIMEOUT_MS = 60_000;

describe.each(files)('island %s', (file) => {
  test('is named after its file', { timeout: IMPORT_TIMEOUT_MS }, async () => {
    const module = (await import(`${HYDRATED_DIR}${file}`)) as {
      default: { islandName?: string };
    };
    const name = basename(file, '.tsx');
    expect(module.default.islandName).toBe(name);
  });
});

test('there are islands to check', () => {
  expect(files.length).toBeGreaterThan(0);
});
