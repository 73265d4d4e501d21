// Ties each zod argument schema to the generated GraphQL argument type it validates, so a schema
// change the validation misses fails `npm run typecheck`: what the schema parses must fit the
// argument type, and both must name the same arguments and the same input fields.

import type * as z from 'zod/mini';

type KeysOnlyIn<A, B> = Exclude<keyof A, keyof B>;
type FieldsOf<T> = T extends { input: infer Input } ? NonNullable<Input> : never;

/** `unknown` when A and B name the same fields (and input fields), else the names that differ. */
type SameFields<A, B> = [KeysOnlyIn<A, B> | KeysOnlyIn<B, A>] extends [never]
  ? [KeysOnlyIn<FieldsOf<A>, FieldsOf<B>> | KeysOnlyIn<FieldsOf<B>, FieldsOf<A>>] extends [never]
    ? unknown
    : {
        inputFieldsNotInBoth:
          KeysOnlyIn<FieldsOf<A>, FieldsOf<B>> | KeysOnlyIn<FieldsOf<B>, FieldsOf<A>>;
      }
  : { argumentsNotInBoth: KeysOnlyIn<A, B> | KeysOnlyIn<B, A> };

/** `graphqlArguments<MutationCreatePostArgs>()(z.strictObject({ … }))`. */
export function graphqlArguments<Args>() {
  return <Schema extends z.ZodMiniType<Args>>(
    schema: Schema & SameFields<z.output<Schema>, Args>,
  ): Schema => schema;
}
