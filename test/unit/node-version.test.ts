// The local stack and the tests run on the Node.js the Lambda functions run in the cloud: npm
// scripts put node_modules/.bin first on PATH, where the `node` dev dependency installs Node.js 22.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import packageLock from '../../package-lock.json' with { type: 'json' };

const FUNCTION_RUNTIME_MAJOR = /Runtime\.NODEJS_(\d+)_X/.exec(
  readFileSync(new URL('../../lib/cloud/functions.ts', import.meta.url), 'utf8'),
)?.[1];

describe('Node.js version', () => {
  it('the functions run on a named Node.js major version', () => {
    expect(FUNCTION_RUNTIME_MAJOR).toMatch(/^\d+$/);
  });

  it('the node dev dependency is that major version', () => {
    expect(packageJson.devDependencies.node).toMatch(
      new RegExp(`^\\^${FUNCTION_RUNTIME_MAJOR}\\.`),
    );
  });

  it('the tests run on it (npm test uses the dev dependency, not the machine’s Node)', () => {
    expect(process.versions.node.split('.')[0]).toBe(FUNCTION_RUNTIME_MAJOR);
  });
});

describe('install scripts', () => {
  // npm lists packages whose install scripts are not in allowScripts, and from npm 12 skips their
  // scripts; .npmrc keeps installs quiet (loglevel=error), so this test is where a new one shows.
  const withInstallScripts = Object.entries(packageLock.packages).flatMap(([path, entry]) =>
    'hasInstallScript' in entry && entry.hasInstallScript
      ? [path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)]
      : [],
  );
  const allowScripts: Record<string, boolean> = packageJson.allowScripts;

  it('every package with an install script is reviewed in package.json’s allowScripts', () => {
    expect(withInstallScripts.length).toBeGreaterThan(0);
    expect(withInstallScripts.filter((name) => !(name in allowScripts))).toEqual([]);
  });

  it('the node dev dependency may run its install script, which installs Node.js 22', () => {
    // Skipped, every npm script would run on the machine's Node.js instead.
    expect(allowScripts.node).toBe(true);
  });
});
