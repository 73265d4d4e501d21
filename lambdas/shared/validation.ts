// zod building blocks shared by every input, and the one place a zod failure becomes a
// ValidationError naming the field. zod/mini: the same validation as zod's chained API, at a fifth
// of the start-up cost, which every cold Lambda start pays.

import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { ValidationError } from './errors';

// zod/mini loads no messages of its own; these are the defaults a check without its own message has.
z.config(en());

/** Control characters a multi-line text may not hold: all but tab, line feed and carriage return. */
const FORBIDDEN_CONTROL = /[^\P{Cc}\t\n\r]/u;
const ANY_CONTROL = /\p{Cc}/u;
/** In a `u` regex a surrogate code unit only matches when unpaired: text no UTF-8 store can hold. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
/** Invisible characters (zero-width spaces and joiners, Hangul fillers): text of only these is blank. */
const INVISIBLE = /[\p{Cf}\p{White_Space}\u115F\u1160\u3164\uFFA0]/gu;
/** Unicode line and paragraph separators: line breaks to an e-mail client. */
const LINE_SEPARATOR = /[\u2028\u2029]/u;
/** Bidirectional embeddings, overrides and isolates, which can disguise text in an e-mail header. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Trimmed, non-blank text of at most `max` characters, all of it storable as UTF-8. */
function storableText(max: number) {
  return z.string({ error: 'Must be text.' }).check(
    z.trim(),
    z.minLength(1, 'Required; must not be blank.'),
    z.maxLength(max, `Must be at most ${max} characters.`),
    z.refine((value) => value.replace(INVISIBLE, '') !== '', 'Required; must not be blank.'),
    z.refine((value) => !LONE_SURROGATE.test(value), 'Must not contain unpaired surrogates.'),
  );
}

/** Required text: trimmed, non-blank, at most `max` characters; tabs and line breaks allowed. */
export function requiredText(max: number) {
  return storableText(max).check(
    z.refine(
      (value) => !FORBIDDEN_CONTROL.test(value),
      'Must not contain control characters other than tabs and line breaks.',
    ),
  );
}

/** Required text that must fit on one line (names, titles): no line breaks or control characters. */
export function singleLineText(max: number) {
  return storableText(max).check(
    z.refine(
      (value) => !ANY_CONTROL.test(value) && !LINE_SEPARATOR.test(value),
      'Must be a single line without control characters.',
    ),
  );
}

/** Single-line text that reaches an e-mail header (the subject): no bidirectional controls either. */
export function headerText(max: number) {
  return singleLineText(max).check(
    z.refine(
      (value) => !BIDI_CONTROL.test(value),
      'Must not contain bidirectional control characters.',
    ),
  );
}

/** Optional text: null, left out or blank are "not given" and stored as null; else `schema`. */
export function optionalText(schema: z.ZodMiniType<string, string>) {
  return z.pipe(
    z.pipe(
      z.nullish(z.string({ error: 'Must be text, or null.' })),
      z.transform((value) => (value?.trim() ? value : null)),
    ),
    z.nullable(schema),
  );
}

/**
 * An id exactly as the API returned it. Not trimmed: ` <id> ` names no item, rather than quietly
 * updating or deleting the item `<id>`.
 */
export const entityId = z.pipe(
  z
    .string({ error: 'Must be text.' })
    .check(
      z.refine(
        (value) => value.trim() === '' || value.trim() === value,
        'Must be an id as the API returned it, without spaces around it.',
      ),
    ),
  requiredText(100),
);

export const deleteArguments = z.strictObject({
  input: z.strictObject({ id: entityId }),
});

/** `input.email` reads as `email`; array indexes read as `description[3]`. */
function fieldPath(path: readonly PropertyKey[]): string {
  const segments = path.length > 1 && path[0] === 'input' ? path.slice(1) : path;
  return segments.reduce<string>((text, segment) => {
    if (typeof segment === 'number') {
      return `${text}[${segment}]`;
    }
    return text ? `${text}.${String(segment)}` : String(segment);
  }, '');
}

function describeIssue(issue: z.core.$ZodIssue): ValidationError {
  if (issue.code === 'unrecognized_keys') {
    return new ValidationError(fieldPath([...issue.path, issue.keys[0] ?? '']), 'Unknown field.');
  }
  const problem =
    issue.code === 'invalid_type' && issue.input === undefined ? 'Required.' : issue.message;
  return new ValidationError(fieldPath(issue.path) || 'arguments', problem);
}

/** Parses resolver arguments, throwing a ValidationError for the first problem found. */
export function parseArguments<Schema extends z.ZodMiniType>(
  schema: Schema,
  args: unknown,
): z.output<Schema> {
  const result = z.safeParse(schema, args, { reportInput: true });
  if (!result.success) {
    const [firstIssue] = result.error.issues;
    throw firstIssue ? describeIssue(firstIssue) : new ValidationError('arguments', 'Invalid.');
  }
  return result.data;
}

/**
 * The create `condition` argument kept for API compatibility: ids are assigned by the server, so
 * there is nothing to compare against and any non-empty condition is rejected.
 */
export function unsupportedCondition(entityLabel: string) {
  return z
    .nullish(z.record(z.string(), z.unknown(), { error: 'Must be an object, or null.' }))
    .check(
      z.refine(
        (value) => !value || Object.values(value).every((field) => field === null),
        `Not supported: ids are assigned by the server, so a new ${entityLabel} has nothing to compare against. Omit the condition.`,
      ),
    );
}
