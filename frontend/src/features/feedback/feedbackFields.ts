// The feedback form's fields, named as the API names them (so a server error's field is the form's
// field), in the order the form shows them: the error summary lists problems in this order.
import { FEEDBACK_KIND_LABELS } from '../../../../schema/contract/feedback';
import { FEEDBACK_LIMITS, PHONE_DIGITS } from '../../../../schema/contract/inputLimits';
import { feedbackFormText } from './content/feedbackForm';
import type { FeedbackInput } from './data/feedback';
import type { FeedbackKind } from '../../data/generated/operations';

export const FEEDBACK_FIELDS = [
  'kind',
  'whatHappened',
  'outcomeWanted',
  'name',
  'email',
  'phone',
  'consent',
] as const;

export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];
export type FieldErrors = Partial<Record<FeedbackField, string>>;

export const FEEDBACK_ID_PREFIX = 'feedback';

const text = feedbackFormText.errors;

// eslint-disable-next-line no-control-regex
const LINE_BREAK = /[\u0000-\u001f\u007f\u2028\u2029]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The input to send, or what is wrong with the form (at least one problem). */
export type CheckedFeedback =
  { input: FeedbackInput; errors: null } | { input: null; errors: FieldErrors };

/**
 * The form's values as the API takes them, and the problems the API would find with them (the
 * checks of lambdas/feedback/schemas/form.ts, in the visitor's words). Blank optional fields are
 * null; a person staying anonymous sends no contact details.
 */
export function checkFeedback(data: FormData): CheckedFeedback {
  const value = (name: string) => String(data.get(name) ?? '').trim();
  const optional = (name: string) => value(name) || null;
  const errors: FieldErrors = {};
  const fail = (field: FeedbackField, message: string) => {
    errors[field] ??= message;
  };

  const kindValue = value('kind');
  const kind = kindValue in FEEDBACK_KIND_LABELS ? (kindValue as FeedbackKind) : null;
  if (!kind) fail('kind', text.kind);
  const whatHappened = value('whatHappened');
  if (!whatHappened) fail('whatHappened', text.whatHappened);
  else if (whatHappened.length > FEEDBACK_LIMITS.whatHappened) {
    fail('whatHappened', text.tooLong(FEEDBACK_LIMITS.whatHappened));
  }
  if (value('outcomeWanted').length > FEEDBACK_LIMITS.outcomeWanted) {
    fail('outcomeWanted', text.tooLong(FEEDBACK_LIMITS.outcomeWanted));
  }

  const anonymous = data.get('anonymous') !== null;
  const name = anonymous ? null : optional('name');
  const email = anonymous ? null : optional('email');
  const phone = anonymous ? null : optional('phone');
  if (name && name.length > FEEDBACK_LIMITS.name) fail('name', text.tooLong(FEEDBACK_LIMITS.name));
  else if (name && LINE_BREAK.test(name)) fail('name', text.singleLine);
  if (email && (!EMAIL.test(email) || email.length > FEEDBACK_LIMITS.email)) {
    fail('email', text.email);
  }
  const phoneDigits = phone?.replace(/\D/g, '').length ?? 0;
  if (
    phone &&
    (!/^[0-9 +()-]+$/.test(phone) ||
      phone.length > FEEDBACK_LIMITS.phone ||
      phoneDigits < PHONE_DIGITS.min ||
      phoneDigits > PHONE_DIGITS.max)
  ) {
    fail('phone', text.phone);
  }
  const consent = data.get('consent') !== null;
  if (!consent) fail('consent', text.consent);

  if (!kind || Object.keys(errors).length) return { input: null, errors };
  const website = value('website');
  return {
    errors: null,
    input: {
      kind,
      whatHappened,
      outcomeWanted: optional('outcomeWanted'),
      anonymous,
      name,
      email,
      phone,
      consent,
      ...(website ? { website } : {}),
    },
  };
}
