import { readFile } from 'node:fs/promises';
import { generate } from '@graphql-codegen/cli';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

describe('generated GraphQL code', () => {
  it('matches schema/schema.graphql and the frontend operations (run `npm run codegen` when this fails)', async () => {
    const outputs: { filename: string; content: string }[] = await generate(
      { ...config, hooks: {}, silent: true },
      false,
    );
    expect(outputs.map((output) => output.filename).sort()).toEqual(
      Object.keys(config.generates).sort(),
    );
    const prettierOptions = JSON.parse(await readFile('.prettierrc.json', 'utf8'));
    for (const output of outputs) {
      const expected = await format(output.content, { parser: 'typescript', ...prettierOptions });
      const actual = await readFile(output.filename, 'utf8');
      expect(actual, output.filename).toBe(expected);
    }
  }, 60_000);
});
