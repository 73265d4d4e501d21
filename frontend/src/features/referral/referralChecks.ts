// The online referral form's checks, made from its table (schema/contract/referralFields.ts): the
// form loads them when the visitor starts answering (ReferralForm.tsx).
import { REFERRAL_FORM, type ReferralFormInput } from '../../../../schema/contract/referralFields';
import { DATE_PARTS } from '../../components/form/dateParts';
import { checkTableFields, type WrongParts } from '../../components/form/tableChecks';
import { dateText } from '../../content/dateText';
import type { CreateReferralInput } from '../../data/generated/operations';
import type { FieldErrors } from './referralFields';

/** The input to send, or what is wrong with the form (at least one problem). */
export type CheckedReferral =
  | { input: Omit<CreateReferralInput, 'attachments'>; errors: null }
  | { input: null; errors: FieldErrors; wrongParts: WrongParts };

/**
 * The form's values as the API takes them, and the problems the API would find with them, in the
 * visitor's words. Blank optional fields are null.
 */
export function checkReferral(data: FormData): CheckedReferral {
  const { values, errors, wrongParts } = checkTableFields(REFERRAL_FORM.fields, data);
  const { planStartDate, planEndDate } = values as Partial<ReferralFormInput>;
  // The one rule across fields, as the API has it.
  if (planStartDate && planEndDate && planEndDate < planStartDate) {
    const { planStartDate: start, planEndDate: end } = REFERRAL_FORM.fields;
    errors.planEndDate = dateText.errors.beforeOther(end.label, start.label);
    wrongParts.planEndDate = DATE_PARTS;
  }
  if (Object.keys(errors).length) return { input: null, errors, wrongParts };
  const website = String(data.get('website') ?? '').trim();
  return {
    errors: null,
    input: {
      ...(values as Omit<CreateReferralInput, 'attachments'>),
      ...(website ? { website } : {}),
    },
  };
}
