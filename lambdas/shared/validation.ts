// zod building blocks shared by every input, and the one place a zod failure becomes a
// ValidationError naming the field.

import { z } from 'zod';
import { ValidationError } from './errors';

const CONTROL_CHARACTER = /\p{Cc}/u;

/** Required text: trimmed, non-blank, at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: 'Must be text.' })
    .trim()
    .min(1, 'Required; must not be blank.')
    .max(max, `Must be at most ${max} characters.`);
}

/** Required text that must fit on one line (names, titles): no line breaks or control characters. */
export function singleLineText(max: number) {
  return requiredText(max).refine(
    (value) => !CONTROL_CHARACTER.test(value),
    'Must be a single line without control characters.',
  );
}

export const entityId = requiredText(100);

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
export function parseArguments<Schema extends z.ZodType>(
  schema: Schema,
  args: unknown,
): z.output<Schema> {
  const result = schema.safeParse(args, { reportInput: true });
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
    .record(z.string(), z.unknown(), { error: 'Must be an object, or null.' })
    .nullish()
    .refine(
      (value) => !value || Object.values(value).every((field) => field === null),
      `Not supported: ids are assigned by the server, so a new ${entityLabel} has nothing to compare against. Omit the condition.`,
    );
}
