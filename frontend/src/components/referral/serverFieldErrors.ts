import { GraphqlRequestError } from '../../data/graphqlClient';
import { REFERRAL_FIELDS, type FieldErrors, type ReferralField } from './referralFields';

/**
 * The server's ValidationErrors ("referrerEmail: Enter a valid e-mail address.",
 * "services[0]: Must be one of …") as problems per form field; errors naming no field of the form
 * are left out.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof GraphqlRequestError)) return {};
  const problems: FieldErrors = {};
  for (const entry of error.errors) {
    if (entry.errorType !== 'ValidationError') continue;
    const match = /^([A-Za-z.]+)(?:\[\d+\])*: (.+)$/s.exec(entry.message);
    const path = match?.[1];
    const field = REFERRAL_FIELDS.find((name) => name === path) as ReferralField | undefined;
    if (field && match?.[2]) problems[field] ??= match[2];
  }
  return problems;
}
