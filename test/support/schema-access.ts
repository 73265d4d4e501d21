// Who may call which root field, read from the schema's auth directives: a field with @aws_api_key
// is public (API key or any signed-in user), every other field is for staff roles (which roles:
// schema/contract/roles.ts). Tests take the split from here instead of restating it.

import { readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';

export type RootField = `${'Query' | 'Mutation'}.${string}`;

const SCHEMA_PATH = new URL('../../schema/schema.graphql', import.meta.url);

function rootFields(): { field: RootField; isPublic: boolean }[] {
  const document = parse(readFileSync(SCHEMA_PATH, 'utf8'));
  return document.definitions.flatMap((definition) => {
    if (
      definition.kind !== Kind.OBJECT_TYPE_DEFINITION ||
      (definition.name.value !== 'Query' && definition.name.value !== 'Mutation')
    ) {
      return [];
    }
    const parent = definition.name.value;
    return (definition.fields ?? []).map((field) => ({
      field: `${parent}.${field.name.value}` as RootField,
      isPublic: (field.directives ?? []).some((d) => d.name.value === 'aws_api_key'),
    }));
  });
}

const fields = rootFields();

/** Root fields open to API-key callers. */
export const PUBLIC_FIELDS: ReadonlySet<RootField> = new Set(
  fields.filter((f) => f.isPublic).map((f) => f.field),
);

/** Root fields only staff with a role that allows them may call. */
export const ADMIN_FIELDS: ReadonlySet<RootField> = new Set(
  fields.filter((f) => !f.isPublic).map((f) => f.field),
);
