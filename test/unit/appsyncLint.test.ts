// The APPSYNC_JS resolvers are linted against the runtime's restrictions (eslint.config.js), so
// `npm run lint` fails on code AppSync would refuse at deploy time.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { RESOLVER_CODE_PATH } from '../../lib/cloud/api';

// The project's own configuration, as `npm run lint` uses it.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../', import.meta.url)) });

async function ruleIds(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: RESOLVER_CODE_PATH,
  });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('AppSync resolver lint', () => {
  it('passes the shared resolver', async () => {
    expect(await ruleIds(readFileSync(RESOLVER_CODE_PATH, 'utf8'))).toEqual([]);
    // The AppSync lint loads TypeScript's program for the resolvers (their own small tsconfig.json).
  }, 60_000);

  it('fails on constructs APPSYNC_JS does not support', async () => {
    const code = [
      'export function request(ctx) {',
      '  try {',
      '    return ctx.args;',
      '  } catch (error) {',
      '    return error;',
      '  }',
      '}',
      'export function response(ctx) {',
      '  for (let i = 0; i < 3; i += 1) ctx.stash.n = /x/;',
      '  const call = (f) => f(1);',
      '  ctx.stash.m = call((x) => x);',
      '  return ctx.result;',
      '}',
      '',
    ].join('\n');
    expect(await ruleIds(code)).toEqual(
      expect.arrayContaining([
        '@aws-appsync/no-try',
        '@aws-appsync/no-for',
        '@aws-appsync/no-regex',
        // A rule that needs type information: the resolvers' program is there.
        '@aws-appsync/no-function-passing',
      ]),
    );
  }, 60_000);
});
