// The names of a form's controls, from its field table (schema/contract/fieldTable.ts): apart from
// the checks (tableChecks.ts), which the forms load only when they are needed.
import type { AnyField, AnyFieldTable } from '../../../../schema/contract/fieldTable';

/** A field's name, or a group's part as `group.part`: the names of the form's controls. */
export type FieldPath<Input> = {
  [Name in keyof Input & string]: NonNullable<Input[Name]> extends readonly unknown[]
    ? Name
    : NonNullable<Input[Name]> extends object
      ? `${Name}.${keyof NonNullable<Input[Name]> & string}`
      : Name;
}[keyof Input & string];

/** Every control's name in the order the form asks them: the error summary's order. */
export function fieldPaths<Input>(fields: AnyFieldTable<Input>): FieldPath<Input>[] {
  return Object.entries(fields as Record<string, AnyField>).flatMap(([name, field]) =>
    field.kind === 'group' ? Object.keys(field.parts).map((part) => `${name}.${part}`) : [name],
  ) as FieldPath<Input>[];
}
