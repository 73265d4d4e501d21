// The server's checks of a form's fields, made from the form's field table
// (schema/contract/fieldTable.ts): each kind of field is checked the same way on every form, with
// the bounds its entry gives. Checks that span fields (a plan that ends before it starts) stay
// with the form's own schema.

import * as z from 'zod/mini';
import { isRealDate } from '../../schema/contract/calendarDates';
import { providerDate } from '../../schema/contract/providerDate';
import {
  hiddenBy,
  revealedBy,
  type AnyField,
  type AnyFieldTable,
} from '../../schema/contract/fieldTable';
import { NDIS_NUMBER_PATTERN } from '../../schema/contract/referrals';
import { SERVICE_KEYS } from '../../schema/contract/services';
import { email, optionalPostcode, phone, requiredPostcode } from './contactFields';
import { headerText, optionalText, requiredText, singleLineText } from './validation';

/** A choice of an enum's values, named in the message. */
export function oneOf<Value extends string>(labels: Record<Value, string>) {
  const values = Object.keys(labels) as [Value, ...Value[]];
  return z.enum(values, { error: `Must be one of ${values.join(', ')}.` });
}

/** A calendar date as YYYY-MM-DD (AWSDate without a time zone). */
export const calendarDate = z
  .string({ error: 'Must be a date (YYYY-MM-DD).' })
  .check(z.refine(isRealDate, 'Must be a date that exists, written YYYY-MM-DD.'));

function dateBetween(earliest: string) {
  return calendarDate.check(
    z.refine(
      (value) => value >= earliest && value <= providerDate(new Date()),
      `Must be a date between ${earliest} and today.`,
    ),
  );
}

const ndisNumber = z.pipe(
  z.pipe(
    z.nullish(z.string({ error: 'Must be text, or null.' })),
    // People write NDIS numbers in groups of three.
    z.transform((value) => value?.replace(/ /g, '') || null),
  ),
  z.nullable(
    z
      .string()
      .check(z.regex(NDIS_NUMBER_PATTERN, 'Must be nine digits starting with 43, or left empty.')),
  ),
);

const services = z
  .array(
    z.enum(SERVICE_KEYS as [string, ...string[]], {
      error: `Must be one of ${SERVICE_KEYS.join(', ')}.`,
    }),
  )
  .check(
    z.minLength(1, 'Choose at least one service.'),
    z.refine((keys) => new Set(keys).size === keys.length, 'Name each service once.'),
  );

const yesOrNo = z.boolean({ error: 'Must be true or false.' });

// Each kind's check; the table's entry types each field, so the loose type here costs nothing.
type Check = z.ZodMiniType;

function check(field: AnyField): Check {
  switch (field.kind) {
    case 'line': {
      const line = field.header ? headerText(field.max) : singleLineText(field.max);
      return field.required ? line : optionalText(line);
    }
    case 'text':
      return field.required ? requiredText(field.max) : optionalText(requiredText(field.max));
    case 'email':
      return field.required ? email : optionalText(email);
    case 'phone':
      return field.required ? phone : optionalText(phone);
    case 'postcode':
      return field.required ? requiredPostcode : optionalPostcode;
    case 'date': {
      const date = field.range ? dateBetween(field.range.earliest) : calendarDate;
      return field.required ? date : z.nullish(date);
    }
    case 'ndisNumber':
      return ndisNumber;
    case 'choice':
      return field.required ? oneOf(field.options) : z.nullish(oneOf(field.options));
    case 'services':
      return services;
    case 'consent':
      return z.literal(true, { error: field.refusal });
    case 'checkbox':
      return yesOrNo;
    case 'group':
      return z.strictObject(shapeOf(field.parts, {}));
    case 'files':
      throw new Error('A files field is checked by its own form: pass its check.');
  }
}

/** The value the server keeps for a field: what the schema takes, with null for left out. */
type Checked<Value> = z.ZodMiniType<Exclude<Value, undefined>>;

/**
 * The zod shape of a table's fields, in the table's order; `own` replaces the check of the fields
 * the form checks itself (files, and groups with rules across their parts).
 */
export function fieldShape<Input, Own extends Partial<Record<keyof Input, Check>>>(
  fields: AnyFieldTable<Input>,
  own: Own,
): { [Name in keyof Input]-?: Name extends keyof Own ? Own[Name] : Checked<Input[Name]> } {
  return shapeOf(fields as Record<string, AnyField>, own) as never;
}

function shapeOf(fields: Record<string, AnyField>, own: Partial<Record<string, Check>>) {
  const entries = Object.entries(fields).map(([name, field]) => [name, own[name] ?? check(field)]);
  return Object.fromEntries(entries) as Record<string, Check>;
}

/**
 * The checks that a field asked only while a box is unticked is left empty (null) when it is
 * ticked, one per such field, in the box's words.
 */
export function hiddenWhenTicked<Input>(fields: AnyFieldTable<Input>) {
  const table = fields as Record<string, AnyField>;
  return Object.entries(table).flatMap(([box, field]) => {
    if (field.kind !== 'checkbox' || !field.hides) return [];
    const { refusal } = field.hides;
    return hiddenBy(fields, box).map((name) =>
      z.refine<Record<string, unknown>>((input) => !input[box] || input[name] === null, {
        path: [name],
        error: refusal,
      }),
    );
  });
}

/**
 * The checks that a field asked only for one answer to a choice is left empty (null) while
 * another answer is chosen, one per such field, in the choice's words.
 */
export function revealedOnlyWhenChosen<Input>(fields: AnyFieldTable<Input>) {
  const table = fields as Record<string, AnyField>;
  return Object.entries(table).flatMap(([choice, field]) => {
    if (field.kind !== 'choice' || !field.reveals) return [];
    const { value, refusal } = field.reveals;
    return revealedBy(fields, choice).map((name) =>
      z.refine<Record<string, unknown>>(
        (input) => input[choice] === value || input[name] === null,
        { path: [name], error: refusal },
      ),
    );
  });
}
