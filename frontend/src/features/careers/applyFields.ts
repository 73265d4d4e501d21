// The job page's Apply form's fields (schema/contract/jobApplicationFields.ts) as the browser names
// them: as the API names them, so a server error's field is the form's field, in the order the form
// asks them, which is the order the error summary lists problems in. Its checks are applyChecks.ts.
import {
  JOB_APPLICATION_FORM,
  type JobApplicationFormField,
} from '../../../../schema/contract/jobApplicationFields';
import { fieldPaths } from '../../components/form/fieldPaths';

export const APPLY_FIELDS = fieldPaths(JOB_APPLICATION_FORM.fields);

export type FieldErrors = Partial<Record<JobApplicationFormField, string>>;

export const APPLY_ID_PREFIX = 'apply';
