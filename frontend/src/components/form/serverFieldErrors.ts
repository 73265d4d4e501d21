import { GraphqlRequestError } from '../../data/graphqlClient';

/**
 * The server's ValidationErrors ("referrerEmail: Enter a valid e-mail address.",
 * "services[0]: Must be one of …") as problems per form field; errors naming none of the form's
 * `fields` are left out. `renamed` gives the controls the API names otherwise, by the API's name.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  renamed: Readonly<Record<string, string>> = {},
): Partial<Record<Field, string>> {
  if (!(error instanceof GraphqlRequestError)) return {};
  const problems: Partial<Record<Field, string>> = {};
  for (const entry of error.errors) {
    if (entry.errorType !== 'ValidationError') continue;
    const match = /^([A-Za-z.]+)(?:\[\d+\])*: (.+)$/s.exec(entry.message);
    const path = match?.[1] && (renamed[match[1]] ?? match[1]);
    const field = fields.find((name) => name === path);
    if (field && match?.[2]) problems[field] ??= match[2];
  }
  return problems;
}
