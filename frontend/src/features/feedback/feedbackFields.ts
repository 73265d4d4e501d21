// The feedback form's fields (schema/contract/feedbackFields.ts) as the browser checks them: named
// as the API names them, so a server error's field is the form's field, in the order the form asks
// them, which is the order the error summary lists problems in.
import { FEEDBACK_FORM, type FeedbackFormInput } from '../../../../schema/contract/feedbackFields';
import { checkTableFields, fieldPaths, type FieldPath } from '../../components/form/tableChecks';
import type { FeedbackInput } from './data/feedback';

export const FEEDBACK_FIELDS = fieldPaths(FEEDBACK_FORM.fields);

export type FeedbackField = FieldPath<FeedbackFormInput>;
export type FieldErrors = Partial<Record<FeedbackField, string>>;

export const FEEDBACK_ID_PREFIX = 'feedback';

/** The input to send, or what is wrong with the form (at least one problem). */
export type CheckedFeedback =
  { input: FeedbackInput; errors: null } | { input: null; errors: FieldErrors };

/**
 * The form's values as the API takes them, and the problems the API would find with them, in the
 * visitor's words. Blank optional fields are null; a person staying anonymous sends no contact
 * details.
 */
export function checkFeedback(data: FormData): CheckedFeedback {
  const { values, errors } = checkTableFields(FEEDBACK_FORM.fields, data);
  if (Object.keys(errors).length) return { input: null, errors };
  const website = String(data.get('website') ?? '').trim();
  return {
    errors: null,
    input: { ...(values as FeedbackFormInput), ...(website ? { website } : {}) },
  };
}
