// The local gateway gives the AppSync scalars schema/schema.graphql uses AppSync's validation
// (lib/local/gateway/scalars.ts), and refuses to start with one it has no rules for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { installAppSyncScalars, ScalarParseError } from '../../lib/local/gateway/scalars';

const ROOT = join(import.meta.dirname, '../..');
const BUILTINS = readFileSync(join(ROOT, 'schema/appsync-builtins.graphql'), 'utf8');

function installedSchema(sdl: string) {
  const schema = buildSchema(`${BUILTINS}\n${sdl}`);
  installAppSyncScalars(schema);
  return (name: string) => schema.getType(name) as GraphQLScalarType;
}

describe('the AppSync scalars the schema uses', () => {
  const scalar = installedSchema(readFileSync(join(ROOT, 'schema/schema.graphql'), 'utf8'));

  it.each([
    ['AWSEmail', 'someone@example.com', 'someone@@example.com', 'email address'],
    ['AWSDateTime', '2024-02-29T10:00:00Z', '2024-02-30T10:00:00Z', 'date time'],
    ['AWSDate', '2024-02-29', '2023-02-29', 'date'],
    ['AWSDate', '1970-01-01+10:00', '1970-01-01T00:00:00Z', 'date'],
  ])('%s takes %s and refuses %s', (name, valid, invalid, what) => {
    expect(scalar(name).parseValue(valid)).toBe(valid);
    expect(() => scalar(name).parseValue(invalid)).toThrow(
      new ScalarParseError(name, `Unable to parse \`${invalid}\` as a valid ${what}.`),
    );
  });
});

it('refuses a schema using an AppSync scalar it has no rules for', () => {
  expect(() => installedSchema('type Query { homepage: AWSURL }')).toThrow(
    'The schema uses the scalar AWSURL, which lib/local/gateway/scalars.ts does not validate.',
  );
  expect(() => installedSchema('type Query { at(when: AWSTimestamp): Int }')).toThrow(
    'AWSTimestamp',
  );
  expect(() => installedSchema('type Query { a(i: In): Int }\ninput In { t: AWSTime }')).toThrow(
    'AWSTime',
  );
});
