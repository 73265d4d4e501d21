// The browser's checks of a form's fields, made from the form's field table
// (schema/contract/fieldTable.ts): the checks the API makes of each kind (lambdas/shared/
// fieldSchemas.ts), in the visitor's words, so a form the browser lets through is one the API
// takes. Blank optional answers become null, as the API stores them.
import {
  fieldNames,
  notChosenFor,
  type AnyField,
  type AnyFieldTable,
} from '../../../../schema/contract/fieldTable';
import {
  MESSAGE_LIMITS,
  PHONE_DIGITS,
  POSTCODE_RANGE,
} from '../../../../schema/contract/inputLimits';
import { providerDate } from '../../../../schema/contract/providerDate';
import { NDIS_NUMBER_PATTERN } from '../../../../schema/contract/referrals';
import { formText } from '../../content/formText';
import { readDate } from './dateAnswers';
import { datePartName, DATE_PARTS, type DatePart } from './dateParts';

// eslint-disable-next-line no-control-regex
const LINE_BREAK = /[\u0000-\u001f\u007f\u2028\u2029]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9 +()-]+$/;

const text = formText.errors;

/** What is wrong with one answer (and, of a date, in which boxes), or its value as the API takes it. */
type Checked =
  | { value: unknown; error?: undefined }
  | { value?: undefined; error: string; wrong?: readonly DatePart[] };

/** A date's three boxes as typed. */
const typedDate = (data: FormData, name: string) =>
  Object.fromEntries(
    DATE_PARTS.map((part) => [part, String(data.get(datePartName(name, part)) ?? '')]),
  ) as Record<DatePart, string>;

function textProblem(raw: string, field: AnyField & { max: number }, oneLine: boolean) {
  if (raw.length > field.max) return text.tooLong(field.max);
  if (oneLine && LINE_BREAK.test(raw)) return text.singleLine;
  return undefined;
}

function checkOne(field: AnyField, data: FormData, name: string): Checked {
  const raw = String(data.get(name) ?? '').trim();
  const missing = { error: field.error ?? '' };
  const blank = (): Checked => (field.required ? missing : { value: null });
  switch (field.kind) {
    case 'line':
    case 'text': {
      if (!raw) return blank();
      const error = textProblem(raw, field, field.kind === 'line');
      return error ? { error } : { value: raw };
    }
    case 'email':
      if (!raw && !field.required) return { value: null };
      return EMAIL.test(raw) && raw.length <= MESSAGE_LIMITS.email
        ? { value: raw }
        : { error: field.error ?? text.email };
    case 'phone': {
      if (!raw && !field.required) return { value: null };
      const digits = raw.replace(/\D/g, '').length;
      const fits =
        PHONE.test(raw) &&
        raw.length <= MESSAGE_LIMITS.phone &&
        digits >= PHONE_DIGITS.min &&
        digits <= PHONE_DIGITS.max;
      return fits ? { value: raw } : { error: field.error ?? text.phone };
    }
    case 'postcode': {
      if (!raw && !field.required) return { value: null };
      const postcode = Number(raw);
      const fits =
        /^\d{3,4}$/.test(raw) && postcode >= POSTCODE_RANGE.min && postcode <= POSTCODE_RANGE.max;
      return fits ? { value: postcode } : missing;
    }
    case 'date': {
      const bounds = field.range && { earliest: field.range.earliest, notAfterToday: true };
      const answer = readDate(
        typedDate(data, name),
        field.label,
        bounds ?? {},
        providerDate(new Date()),
      );
      if (answer.problem !== undefined) return { error: answer.problem, wrong: answer.wrong };
      return answer.date === null ? blank() : { value: answer.date };
    }
    case 'ndisNumber': {
      // People write NDIS numbers in groups of three; the API ignores the spaces too.
      const number = raw.replace(/ /g, '');
      if (!number) return blank();
      return NDIS_NUMBER_PATTERN.test(number) ? { value: number } : missing;
    }
    case 'choice':
      if (raw in field.options) return { value: raw };
      return raw || field.required ? missing : { value: null };
    case 'services': {
      const chosen = data.getAll(name).map(String);
      return chosen.length === 0 && field.required ? missing : { value: chosen };
    }
    case 'consent':
      return data.get(name) !== null ? { value: true } : missing;
    case 'checkbox':
      return { value: data.get(name) !== null };
    case 'files':
    case 'group':
      throw new Error(`${name} is checked with its parts or by its form.`);
  }
}

/** A date's boxes in error, by its field's name: those its problem is about. */
export type WrongParts = Partial<Record<string, readonly DatePart[]>>;

/** The answers as the API takes them, and what is wrong with them, by control name. */
export interface TableCheck {
  values: Record<string, unknown>;
  errors: Partial<Record<string, string>>;
  wrongParts: WrongParts;
}

/**
 * Checks every field of `fields` in `data` but the files, which the form uploads itself. A field
 * asked only when another box is ticked (or unticked) is checked only then, and null otherwise.
 */
export function checkTableFields<Input>(fields: AnyFieldTable<Input>, data: FormData): TableCheck {
  return checkFields(fields as Record<string, AnyField>, data, '');
}

function checkFields(fields: Record<string, AnyField>, data: FormData, prefix: string): TableCheck {
  const values: Record<string, unknown> = {};
  const errors: Partial<Record<string, string>> = {};
  const wrongParts: WrongParts = {};
  for (const [name, field] of Object.entries(fields)) {
    const path = prefix + name;
    if (field.kind === 'files') continue;
    if (field.kind === 'group') {
      const parts = checkFields(field.parts, data, `${path}.`);
      values[name] = parts.values;
      Object.assign(errors, parts.errors);
      Object.assign(wrongParts, parts.wrongParts);
      continue;
    }
    const notAsked = field.askedWhen
      ? data.get(prefix + field.askedWhen) === null
      : (field.askedUnless !== undefined && data.get(prefix + field.askedUnless) !== null) ||
        notChosenFor(fields, field, (choice) => data.get(prefix + choice));
    if (notAsked) {
      values[name] = null;
      continue;
    }
    const checked = checkOne(field.askedWhen ? { ...field, required: true } : field, data, path);
    if (checked.error === undefined) values[name] = checked.value;
    else {
      errors[path] = checked.error;
      if (checked.wrong) wrongParts[path] = checked.wrong;
    }
  }
  return { values, errors, wrongParts };
}

/** The name of a field's control on the form: the API's name unless the table gives another. */
export const controlName = (name: string, field: AnyField) => field.control ?? name;

/** The controls the API names otherwise, by the API's name (for its problems, which use it). */
export function renamedControls<Input>(fields: AnyFieldTable<Input>): Record<string, string> {
  const table = fields as Record<string, AnyField>;
  return Object.fromEntries(
    fieldNames(fields).flatMap((name) => {
      const control = table[name]?.control;
      return control ? [[name, control]] : [];
    }),
  );
}

/** An answer as the API takes it, from a form that checks only blanks (fieldTable.ts). */
function answerOf(field: AnyField, data: FormData, name: string): unknown {
  const raw = String(data.get(name) ?? '').trim();
  switch (field.kind) {
    case 'date': {
      // As typed, in the API's order; the server says what is wrong with the date.
      const typed = typedDate(data, name);
      const parts = [typed.year, typed.month, typed.day].map((part) => part.trim());
      return parts.some(Boolean) ? parts.join('-') : null;
    }
    case 'postcode': {
      // The digits it starts with, base 10; the server says what is wrong with the number.
      const value = Number.parseInt(raw, 10);
      return Number.isNaN(value) ? null : value;
    }
    case 'services':
      return data.getAll(name).map(String);
    case 'consent':
    case 'checkbox':
      return data.get(name) !== null;
    case 'files':
    case 'group':
      throw new Error(`${name}: a form that checks only blanks asks no files or groups.`);
    default:
      return raw || null;
  }
}

/** Whether an answer is left blank: an unticked box counts only where it must be ticked. */
const isBlank = (field: AnyField, value: unknown) =>
  value === null ||
  (field.kind === 'consent' && value === false) ||
  (Array.isArray(value) && value.length === 0);

/**
 * The answers of a form that checks only blanks (the contact form), by the API's names, as the
 * API takes them (trimmed; a blank optional answer is null); null when a required one is blank
 * (left empty or only spaces, a consent unticked), which the form says in one message for all.
 */
export function checkBlanks<Input>(
  fields: AnyFieldTable<Input>,
  data: FormData,
): Record<string, unknown> | null {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields as Record<string, AnyField>)) {
    const value = answerOf(field, data, controlName(name, field));
    if (field.required && isBlank(field, value)) return null;
    values[name] = value;
  }
  return values;
}
