// The local stack and the tests run on the Node.js the Lambda functions run in the cloud: npm
// scripts put node_modules/.bin first on PATH, where the `node` dev dependency installs Node.js 22.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };

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
