// The referral form's fields, named as the API names them (so a server error's field is the form's
// field), in the order the form shows them: the error summary lists problems in this order.
import {
  REFERRAL_LIMITS,
  MESSAGE_LIMITS,
  PHONE_DIGITS,
  POSTCODE_RANGE,
} from '../../../../schema/contract/inputLimits';
import {
  CONTACT_METHOD_LABELS,
  NDIS_NUMBER_PATTERN,
  PLAN_FUNDING_LABELS,
  REFERRER_ROLE_LABELS,
} from '../../../../schema/contract/referrals';
import { referralFormText } from './content/referralForm';
import { formFieldId } from '../../components/form/fieldIds';
import type { CreateReferralInput } from '../../data/generated/operations';

export const REFERRAL_FIELDS = [
  'referrerRole',
  'referrerName',
  'referrerOrganisation',
  'referrerEmail',
  'referrerPhone',
  'participantName',
  'participantDateOfBirth',
  'ndisNumber',
  'participantPostcode',
  'preferredContact',
  'communication.interpreterLanguage',
  'communication.other',
  'planFunding',
  'planStartDate',
  'planEndDate',
  'services',
  'supportNeeded',
  'goals',
  'attachments',
  'consent',
] as const;

export type ReferralField = (typeof REFERRAL_FIELDS)[number];
export type FieldErrors = Partial<Record<ReferralField, string>>;

export const REFERRAL_ID_PREFIX = 'referral';
/** The id of a field's control (of a group's first control), which the error summary links to. */
export const fieldId = (field: ReferralField) => formFieldId(REFERRAL_ID_PREFIX, field);
export const errorId = (field: ReferralField) => `${fieldId(field)}-error`;

const text = referralFormText.errors;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    ISO_DATE.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  );
}
const today = () => new Date().toISOString().slice(0, 10);

// eslint-disable-next-line no-control-regex
const LINE_BREAK = /[\u0000-\u001f\u007f\u2028\u2029]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function choice<Value extends string>(labels: Record<Value, string>, raw: string): Value | null {
  return raw in labels ? (raw as Value) : null;
}

/** The input to send, or what is wrong with the form (at least one problem). */
export type CheckedReferral =
  | { input: Omit<CreateReferralInput, 'attachments'>; errors: null }
  | { input: null; errors: FieldErrors };

/**
 * The form's values as the API takes them, and the problems the API would find with them (the
 * checks of lambdas/referrals/schemas.ts, in the visitor's words). Blank optional fields are null.
 */
export function checkReferral(data: FormData): CheckedReferral {
  const value = (name: string) => String(data.get(name) ?? '').trim();
  const optional = (name: string) => value(name) || null;
  const errors: FieldErrors = {};
  const fail = (field: ReferralField, message: string) => {
    errors[field] ??= message;
  };
  const line = (field: ReferralField, max: number, required: string | null) => {
    const raw = value(field);
    if (!raw) {
      if (required) fail(field, required);
    } else if (raw.length > max) fail(field, text.tooLong(max));
    else if (LINE_BREAK.test(raw)) fail(field, text.singleLine);
  };
  const long = (field: ReferralField, max: number, required: string | null) => {
    const raw = value(field);
    if (!raw && required) fail(field, required);
    else if (raw.length > max) fail(field, text.tooLong(max));
  };

  const referrerRole = choice(REFERRER_ROLE_LABELS, value('referrerRole'));
  if (!referrerRole) fail('referrerRole', text.referrerRole);
  line('referrerName', REFERRAL_LIMITS.name, text.referrerName);
  line('referrerOrganisation', REFERRAL_LIMITS.organisation, null);
  const email = value('referrerEmail');
  if (!EMAIL.test(email) || email.length > MESSAGE_LIMITS.email) {
    fail('referrerEmail', text.referrerEmail);
  }
  const phone = value('referrerPhone');
  const phoneDigits = phone.replace(/\D/g, '').length;
  if (
    !/^[0-9 +()-]+$/.test(phone) ||
    phone.length > MESSAGE_LIMITS.phone ||
    phoneDigits < PHONE_DIGITS.min ||
    phoneDigits > PHONE_DIGITS.max
  ) {
    fail('referrerPhone', text.referrerPhone);
  }

  line('participantName', REFERRAL_LIMITS.name, text.participantName);
  const dateOfBirth = value('participantDateOfBirth');
  if (
    !isRealDate(dateOfBirth) ||
    dateOfBirth < REFERRAL_LIMITS.earliestDateOfBirth ||
    dateOfBirth > today()
  ) {
    fail('participantDateOfBirth', text.participantDateOfBirth);
  }
  // People write NDIS numbers in groups of three; the API ignores the spaces too.
  const ndisNumber = value('ndisNumber').replace(/ /g, '') || null;
  if (ndisNumber && !NDIS_NUMBER_PATTERN.test(ndisNumber)) fail('ndisNumber', text.ndisNumber);
  const postcodeText = value('participantPostcode');
  const postcode = Number(postcodeText);
  if (
    !/^\d{3,4}$/.test(postcodeText) ||
    postcode < POSTCODE_RANGE.min ||
    postcode > POSTCODE_RANGE.max
  ) {
    fail('participantPostcode', text.participantPostcode);
  }
  const preferredContact = choice(CONTACT_METHOD_LABELS, value('preferredContact'));
  if (!preferredContact) fail('preferredContact', text.preferredContact);

  const interpreter = data.get('communication.interpreter') !== null;
  if (interpreter) {
    line(
      'communication.interpreterLanguage',
      REFERRAL_LIMITS.interpreterLanguage,
      text.interpreterLanguage,
    );
  }
  long('communication.other', REFERRAL_LIMITS.otherCommunication, null);

  const planFunding = choice(PLAN_FUNDING_LABELS, value('planFunding'));
  if (!planFunding) fail('planFunding', text.planFunding);
  const planStartDate = optional('planStartDate');
  const planEndDate = optional('planEndDate');
  if (planStartDate && !isRealDate(planStartDate)) fail('planStartDate', text.planStartDate);
  if (planEndDate && (!isRealDate(planEndDate) || (planStartDate && planEndDate < planStartDate))) {
    fail('planEndDate', text.planEndDate);
  }

  const services = data.getAll('services').map(String);
  if (services.length === 0) fail('services', text.services);
  long('supportNeeded', REFERRAL_LIMITS.supportNeeded, text.supportNeeded);
  long('goals', REFERRAL_LIMITS.goals, null);
  const consent = data.get('consent') !== null;
  if (!consent) fail('consent', text.consent);

  if (!referrerRole || !preferredContact || !planFunding || Object.keys(errors).length) {
    return { input: null, errors };
  }
  const website = value('website');
  return {
    errors: null,
    input: {
      referrerRole,
      referrerName: value('referrerName'),
      referrerOrganisation: optional('referrerOrganisation'),
      referrerEmail: email,
      referrerPhone: phone,
      participantName: value('participantName'),
      participantDateOfBirth: dateOfBirth,
      ndisNumber,
      participantPostcode: postcode,
      preferredContact,
      communication: {
        interpreter,
        interpreterLanguage: interpreter ? optional('communication.interpreterLanguage') : null,
        auslan: data.get('communication.auslan') !== null,
        other: optional('communication.other'),
      },
      planFunding,
      planStartDate,
      planEndDate,
      services,
      supportNeeded: value('supportNeeded'),
      goals: optional('goals'),
      consent,
      ...(website ? { website } : {}),
    },
  };
}
