// The online referral form's fields (schema/contract/referralFields.ts) as the browser names
// them: as the API names them, so a server error's field is the form's field, in the order the
// form asks them, which is the order the error summary lists problems in. Its checks are
// referralChecks.ts.
import { REFERRAL_FORM, type ReferralFormInput } from '../../../../schema/contract/referralFields';
import { formFieldId } from '../../components/form/fieldIds';
import { fieldPaths, type FieldPath } from '../../components/form/fieldPaths';

export const REFERRAL_FIELDS = fieldPaths(REFERRAL_FORM.fields);

export type ReferralField = FieldPath<ReferralFormInput>;
export type FieldErrors = Partial<Record<ReferralField, string>>;

export const REFERRAL_ID_PREFIX = 'referral';
/** The id of a field's control (of a group's first control), which the error summary links to. */
export const fieldId = (field: ReferralField) => formFieldId(REFERRAL_ID_PREFIX, field);
export const errorId = (field: ReferralField) => `${fieldId(field)}-error`;
