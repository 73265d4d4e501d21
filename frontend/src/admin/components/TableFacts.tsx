// An item's answers as staff read them, made from its form's field table
// (schema/contract/fieldTable.ts): the table's sections in order, each field under its staff
// label, each kind of value written the same way on every item's view. Files are shown by the
// item's own view.
import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  notChosenFor,
  staffOrder,
  type AnyField,
  type AnyFormTable,
  type CheckboxField,
} from '../../../../schema/contract/fieldTable';
import { telHref } from '../../../../schema/contract/phoneNumbers';
import { factText } from '../texts';
import { FactSection, Facts, type Fact } from './Facts';
import { calendarDate, serviceNames } from './factValues';

type Value = unknown;

const isBlank = (value: Value) => value === null || value === undefined || value === '';

function written(field: AnyField, value: Value): ReactNode {
  if (isBlank(value)) return factText.notGiven;
  switch (field.kind) {
    case 'choice':
      return field.options[value as string] ?? String(value);
    case 'email':
      return <a href={`mailto:${String(value)}`}>{String(value)}</a>;
    case 'phone':
      return <a href={telHref(String(value))}>{String(value)}</a>;
    case 'date':
      return calendarDate(String(value));
    case 'services':
      return serviceNames(value as string[]);
    case 'consent':
      return value ? factText.consentGiven : factText.no;
    case 'checkbox':
      return value ? factText.yes : factText.no;
    case 'line':
    case 'text':
    case 'postcode':
    case 'ndisNumber':
      return String(value);
    case 'group':
    case 'files':
      throw new Error('A group is written part by part; files by the item’s own view.');
  }
}

/** A box that takes fields away when ticked: staff read its text, or the fields, not the box. */
const isHidingBox = (
  field: AnyField,
): field is CheckboxField & { hides: NonNullable<CheckboxField['hides']>; required: boolean } =>
  field.kind === 'checkbox' && field.hides !== undefined;

/** A field's rows: one, or a group's parts (a box with what it asked for on one row). */
function factsOf(field: AnyField, value: Value): Fact[] {
  if (field.kind === 'files') return [];
  if (field.kind !== 'group') return [[field.staffLabel, written(field, value)]];
  const values = (value ?? {}) as Record<string, Value>;
  const parts = Object.entries(field.parts as Record<string, AnyField>);
  return parts.flatMap(([name, part]): Fact[] => {
    if (part.askedWhen) return [];
    const dependent = parts.find(([, other]) => other.askedWhen === name);
    if (dependent && values[name]) {
      return [[part.staffLabel, factText.yesWith(values[dependent[0]] as string | null)]];
    }
    return factsOf(part, values[name]);
  });
}

/**
 * Every answer of `item` the table defines, under the staff headings of its sections, in the order
 * staff read them; `before` and `after` add rows staff see before or after a field's own row
 * (facts of the item that are no answer, such as when it arrived), `end` what a section shows
 * after its rows (an action on them). A ticked box that takes fields away (staying anonymous)
 * shows its text in their place.
 */
export function TableFacts<Input, Section extends string>({
  form,
  item,
  before = {},
  after = {},
  end = {},
}: {
  form: AnyFormTable<Input, Section>;
  /** The item as the admin's query returns it: it must select every field of the table. */
  item: { [Name in keyof Input]-?: unknown };
  before?: Partial<Record<keyof Input, Fact[]>>;
  after?: Partial<Record<keyof Input, Fact[]>>;
  end?: Partial<Record<Section, ReactNode>>;
}) {
  const staffSectionOf = { ...form.sectionOf, ...form.staffSectionOf } as Record<string, Section>;
  const table = form.fields as Record<string, AnyField>;
  const fields = staffOrder(form).map((name) => [name, table[name] as AnyField] as const);
  const values = item as Record<string, Value>;
  const added = (rows: Partial<Record<keyof Input, Fact[]>>, name: string) =>
    (rows as Partial<Record<string, Fact[]>>)[name] ?? [];
  const hidden = (field: AnyField) =>
    (field.askedUnless !== undefined && values[field.askedUnless]) ||
    notChosenFor(table, field, (choice) => values[choice]);
  return (
    <>
      {(Object.keys(form.sections) as Section[]).map((section) => {
        const inSection = fields.filter(([name]) => staffSectionOf[name] === section);
        const facts = inSection
          .filter(([, field]) => !isHidingBox(field) && !hidden(field))
          .flatMap(([name, field]) => [
            ...added(before, name),
            ...factsOf(field, values[name]),
            ...added(after, name),
          ]);
        const texts = inSection.flatMap(([name, field]) =>
          isHidingBox(field) && values[name] ? [field.hides.staffText] : [],
        );
        if (facts.length === 0 && texts.length === 0) return null;
        const { staffHeading, staffWide } = form.sections[section];
        return (
          <FactSection key={section} heading={staffHeading}>
            {texts.map((text) => (
              <Text key={text}>{text}</Text>
            ))}
            {facts.length ? <Facts facts={facts} wide={staffWide} /> : null}
            {end[section]}
          </FactSection>
        );
      })}
    </>
  );
}
