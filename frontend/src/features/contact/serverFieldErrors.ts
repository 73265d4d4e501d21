import type { ContactField } from '../../content/contact';
import { GraphqlRequestError } from '../../data/graphqlClient';

/** The API names the message text `msg`; the form calls that field `message`. */
const FORM_FIELD: Record<string, ContactField> = {
  fullName: 'fullName',
  postcode: 'postcode',
  email: 'email',
  phone: 'phone',
  msg: 'message',
};

/**
 * The server's ValidationErrors ("email: Enter a valid e-mail address.") as problems per form
 * field; errors that name no field of the form are left out.
 */
export function serverFieldErrors(error: unknown): Partial<Record<ContactField, string>> {
  if (!(error instanceof GraphqlRequestError)) return {};
  const problems: Partial<Record<ContactField, string>> = {};
  for (const entry of error.errors) {
    if (entry.errorType !== 'ValidationError') continue;
    const match = /^([A-Za-z]+): (.+)$/s.exec(entry.message);
    const field = match?.[1] ? FORM_FIELD[match[1]] : undefined;
    if (field && match?.[2]) problems[field] = match[2];
  }
  return problems;
}
