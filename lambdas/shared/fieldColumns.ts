// CSV columns of a form's fields, made from the form's field table (schema/contract/fieldTable.ts):
// headed by the field's staff label, each value written as staff read it. Only a field the table
// allows in CSV has a column: an export is no place for what the table keeps on the item's page.

import {
  staffOrder,
  type AnyField,
  type AnyFieldTable,
  type AnyFormTable,
} from '../../schema/contract/fieldTable';
import type { CsvColumn } from './csv';

/** The column of `name`; fails at load when the table keeps the field out of CSV. */
export function fieldColumn<Input, Item extends { [Name in keyof Input]?: unknown }>(
  fields: AnyFieldTable<Input>,
  name: keyof Input & string,
): CsvColumn<Item> {
  const field = fields[name] as AnyField;
  if (!field.allowedIn.csv) throw new Error(`The table keeps ${name} out of CSV exports.`);
  return {
    header: field.staffLabel,
    value(item) {
      const value = item[name];
      if (value === null || value === undefined) return null;
      if (field.kind === 'choice') return field.options[value as string] ?? String(value);
      return String(value);
    },
  };
}

/** The columns of every field the form's table allows in CSV, in the order staff read them. */
export function formColumns<Input, Item extends { [Name in keyof Input]?: unknown }>(
  form: AnyFormTable<Input, string>,
): CsvColumn<Item>[] {
  return staffOrder(form)
    .filter((name) => (form.fields[name] as AnyField).allowedIn.csv)
    .map((name) => fieldColumn<Input, Item>(form.fields, name));
}
