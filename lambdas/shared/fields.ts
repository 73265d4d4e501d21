// The GraphQL root fields a handler resolves, typed against the schema's generated types: a
// misspelt or removed field fails the typecheck. Each entity's fields.ts is plain data, so
// lambdas/resolverMap.ts (read by the CDK stack and the local gateway) lists the fields without
// loading handler code, and the entity's route table is typed to hold exactly those fields.

import type { Mutation, Query } from '../../schema/generated/types';

export type QueryField = Exclude<keyof Query, '__typename'>;
export type MutationField = Exclude<keyof Mutation, '__typename'>;

export interface HandlerFields {
  Query: readonly QueryField[];
  Mutation: readonly MutationField[];
}

/** The route key of each of the fields: `<parent type>.<field>`, e.g. `Mutation.createMessage`. */
export type RouteKey<Fields extends HandlerFields = HandlerFields> =
  `Query.${Fields['Query'][number]}` | `Mutation.${Fields['Mutation'][number]}`;

/** What the field answers, as the schema types it. */
export type ResultOf<Key extends RouteKey> = Key extends `Query.${infer Field extends QueryField}`
  ? Query[Field]
  : Key extends `Mutation.${infer Field extends MutationField}`
    ? Mutation[Field]
    : never;

/** The fields of an entity anyone may list and only the admin writes (lambdas/shared/editableEntity.ts). */
export interface EditableFields {
  list: QueryField;
  create: MutationField;
  update: MutationField;
  delete: MutationField;
}

export function editableHandlerFields<const Fields extends EditableFields>(fields: Fields) {
  return {
    Query: [fields.list],
    Mutation: [fields.create, fields.update, fields.delete],
  } as const satisfies HandlerFields;
}
