// The Apply form's checks, made from its table (schema/contract/jobApplicationFields.ts): the form
// loads them when the visitor starts answering (ApplyForm.tsx).
import {
  JOB_APPLICATION_FORM,
  type JobApplicationFormInput,
} from '../../../../schema/contract/jobApplicationFields';
import { checkTableFields } from '../../components/form/tableChecks';
import type { FieldErrors } from './applyFields';

/** The answers to send but the job and the CV, which the form adds, or what is wrong with them. */
export type CheckedApplication =
  | { input: Omit<JobApplicationFormInput, 'cv'> & { website?: string }; errors: null }
  | { input: null; errors: FieldErrors };

/**
 * The form's values as the API takes them, and the problems the API would find with them, in the
 * visitor's words. A blank availability is null.
 */
export function checkApplication(data: FormData): CheckedApplication {
  const { values, errors } = checkTableFields(JOB_APPLICATION_FORM.fields, data);
  if (Object.keys(errors).length) return { input: null, errors };
  const website = String(data.get('website') ?? '').trim();
  return {
    errors: null,
    input: {
      ...(values as Omit<JobApplicationFormInput, 'cv'>),
      ...(website ? { website } : {}),
    },
  };
}
