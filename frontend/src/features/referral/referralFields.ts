// The online referral form's fields (schema/contract/referralFields.ts) as the browser checks
// them: named as the API names them, so a server error's field is the form's field, in the order
// the form asks them, which is the order the error summary lists problems in.
import { REFERRAL_FORM, type ReferralFormInput } from '../../../../schema/contract/referralFields';
import { formFieldId } from '../../components/form/fieldIds';
import { checkTableFields, fieldPaths, type FieldPath } from '../../components/form/tableChecks';
import type { CreateReferralInput } from '../../data/generated/operations';

export const REFERRAL_FIELDS = fieldPaths(REFERRAL_FORM.fields);

export type ReferralField = FieldPath<ReferralFormInput>;
export type FieldErrors = Partial<Record<ReferralField, string>>;

export const REFERRAL_ID_PREFIX = 'referral';
/** The id of a field's control (of a group's first control), which the error summary links to. */
export const fieldId = (field: ReferralField) => formFieldId(REFERRAL_ID_PREFIX, field);
export const errorId = (field: ReferralField) => `${fieldId(field)}-error`;

/** The input to send, or what is wrong with the form (at least one problem). */
export type CheckedReferral =
  | { input: Omit<CreateReferralInput, 'attachments'>; errors: null }
  | { input: null; errors: FieldErrors };

/**
 * The form's values as the API takes them, and the problems the API would find with them, in the
 * visitor's words. Blank optional fields are null.
 */
export function checkReferral(data: FormData): CheckedReferral {
  const { values, errors } = checkTableFields(REFERRAL_FORM.fields, data);
  const { planStartDate, planEndDate } = values as Partial<ReferralFormInput>;
  // The one rule across fields, as the API has it.
  if (planStartDate && planEndDate && planEndDate < planStartDate) {
    errors.planEndDate = REFERRAL_FORM.fields.planEndDate.error;
  }
  if (Object.keys(errors).length) return { input: null, errors };
  const website = String(data.get('website') ?? '').trim();
  return {
    errors: null,
    input: {
      ...(values as Omit<CreateReferralInput, 'attachments'>),
      ...(website ? { website } : {}),
    },
  };
}
