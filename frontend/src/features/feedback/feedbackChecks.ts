// The feedback form's checks, made from its table (schema/contract/feedbackFields.ts): the form
// loads them when the visitor starts answering (FeedbackForm.tsx).
import { FEEDBACK_FORM, type FeedbackFormInput } from '../../../../schema/contract/feedbackFields';
import { checkTableFields, type WrongParts } from '../../components/form/tableChecks';
import type { FeedbackInput } from './data/feedback';
import type { FieldErrors } from './feedbackFields';

/** The input to send, or what is wrong with the form (at least one problem). */
export type CheckedFeedback =
  | { input: FeedbackInput; errors: null }
  | { input: null; errors: FieldErrors; wrongParts: WrongParts };

/**
 * The form's values as the API takes them, and the problems the API would find with them, in the
 * visitor's words. Blank optional fields are null; a person staying anonymous sends no contact
 * details.
 */
export function checkFeedback(data: FormData): CheckedFeedback {
  const { values, errors, wrongParts } = checkTableFields(FEEDBACK_FORM.fields, data);
  if (Object.keys(errors).length) return { input: null, errors, wrongParts };
  const website = String(data.get('website') ?? '').trim();
  return {
    errors: null,
    input: { ...(values as FeedbackFormInput), ...(website ? { website } : {}) },
  };
}
