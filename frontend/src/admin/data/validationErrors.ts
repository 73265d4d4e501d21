import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The API's ValidationErrors ("closedOn: Set the status to Closed first.") as problems by field,
 * for the fields of `fields` only: a problem naming another (or none) stays the page's message.
 */
export function validationErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!CombinedGraphQLErrors.is(error)) return problems;
  for (const graphqlError of error.errors) {
    if ((graphqlError as { errorType?: unknown }).errorType !== 'ValidationError') continue;
    const match = /^([A-Za-z]+): (.+)$/s.exec(graphqlError.message);
    const field = fields.find((name) => name === match?.[1]);
    if (field && match?.[2]) problems[field] ??= match[2];
  }
  return problems;
}
