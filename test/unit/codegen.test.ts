import { readFile } from 'node:fs/promises';
import { generate } from '@graphql-codegen/cli';
import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

describe('generated GraphQL types', () => {
  it('match schema/schema.graphql (run `npm run codegen` when this fails)', async () => {
    const outputs = await generate({ ...config, hooks: {}, silent: true }, false);
    expect(outputs).toHaveLength(1);
    const [output] = outputs;
    const expected = await format(output!.content, {
      parser: 'typescript',
      ...JSON.parse(await readFile('.prettierrc.json', 'utf8')),
    });
    const actual = await readFile(output!.filename, 'utf8');
    expect(actual).toBe(expected);
  }, 60_000);
});
