// The feedback form's fields (schema/contract/feedbackFields.ts) as the browser names them: as the
// API names them, so a server error's field is the form's field, in the order the form asks them,
// which is the order the error summary lists problems in. Its checks are feedbackChecks.ts.
import { FEEDBACK_FORM, type FeedbackFormInput } from '../../../../schema/contract/feedbackFields';
import { fieldPaths, type FieldPath } from '../../components/form/fieldPaths';

export const FEEDBACK_FIELDS = fieldPaths(FEEDBACK_FORM.fields);

export type FeedbackField = FieldPath<FeedbackFormInput>;
export type FieldErrors = Partial<Record<FeedbackField, string>>;

export const FEEDBACK_ID_PREFIX = 'feedback';
