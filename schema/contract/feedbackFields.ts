// The online feedback and complaints form's fields, one entry each (schema/contract/fieldTable.ts
// says what an entry holds and what is made from it). The order here is the order the form asks
// them in.

import type { CreateFeedbackInput } from '../generated/types';
import { FEEDBACK_CONSENT_TEXT, FEEDBACK_KIND_LABELS } from './feedback';
import { formTable, type FieldUse } from './fieldTable';
import { FEEDBACK_LIMITS } from './inputLimits';

/** What the visitor fills in: the input less the fields every public form adds (publicSubmission). */
export type FeedbackFormInput = Omit<CreateFeedbackInput, 'website' | 'clientToken'>;

/** Only the item's own page shows it: a way to reach the person, or what they told us. */
const DETAIL_ONLY: FieldUse = { list: false, email: false, csv: false };
/** How to reach the person: the complaints register (CSV) names it, as the register must. */
const CONTACT: FieldUse = { list: false, email: false, csv: true };

/** What ticking "I want to stay anonymous" means for the contact details it takes away. */
export const STAYING_ANONYMOUS = {
  refusal: 'Leave empty when staying anonymous.',
  staffText: 'The person chose to stay anonymous.',
} as const;

export const FEEDBACK_FORM = formTable<FeedbackFormInput>()({
  sections: {
    feedback: { staffHeading: 'Feedback', staffWide: true },
    contact: {
      legend: 'Your contact details',
      hint: 'All optional. Give at least one if you would like us to contact you.',
      staffHeading: 'Contact',
    },
    consent: { legend: 'Consent', staffHeading: 'Consent' },
  },
  sectionOf: {
    kind: 'feedback',
    whatHappened: 'feedback',
    outcomeWanted: 'feedback',
    anonymous: 'contact',
    name: 'contact',
    email: 'contact',
    phone: 'contact',
    consent: 'consent',
  },
  // Staff read the consent with what it was given for.
  staffSectionOf: { consent: 'feedback' },
  fields: {
    kind: {
      kind: 'choice',
      required: true,
      options: FEEDBACK_KIND_LABELS,
      label: 'What would you like to give?',
      staffLabel: 'Kind',
      error: 'Choose compliment, feedback or complaint',
      personal: false,
      // The e-mails name the kind; the register lists it.
      allowedIn: { list: true, email: true, csv: true },
    },
    whatHappened: {
      kind: 'text',
      required: true,
      max: FEEDBACK_LIMITS.whatHappened,
      rows: 6,
      label: 'What happened?',
      hint: 'Tell us what happened, when and where, and who was involved if you know.',
      staffLabel: 'What happened',
      error: 'Tell us what happened',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    outcomeWanted: {
      kind: 'text',
      required: false,
      max: FEEDBACK_LIMITS.outcomeWanted,
      rows: 3,
      label: 'What would you like to happen?',
      staffLabel: 'Outcome wanted',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    anonymous: {
      kind: 'checkbox',
      required: true,
      label: 'I want to stay anonymous',
      hint: 'We will not ask who you are, and we cannot tell you the outcome.',
      staffLabel: 'Anonymous',
      hides: STAYING_ANONYMOUS,
      personal: false,
      allowedIn: { list: true, email: false, csv: true },
    },
    name: {
      kind: 'line',
      required: false,
      max: FEEDBACK_LIMITS.name,
      input: 'ownName',
      askedUnless: 'anonymous',
      label: 'Your name',
      staffLabel: 'Name',
      personal: true,
      // Staff tell feedback apart by who gave it.
      allowedIn: { list: true, email: false, csv: true },
    },
    email: {
      kind: 'email',
      required: false,
      askedUnless: 'anonymous',
      label: 'E-mail address',
      hint: 'We send an acknowledgement with your reference to this address.',
      staffLabel: 'E-mail',
      personal: true,
      // The acknowledgement is sent to it.
      allowedIn: { ...CONTACT, email: true },
    },
    phone: {
      kind: 'phone',
      required: false,
      askedUnless: 'anonymous',
      label: 'Phone number',
      staffLabel: 'Phone',
      personal: true,
      allowedIn: CONTACT,
    },
    consent: {
      kind: 'consent',
      required: true,
      label: FEEDBACK_CONSENT_TEXT,
      staffLabel: 'Consent',
      error: 'Tick the box to agree to us using your feedback to handle it',
      refusal: 'Required: agree so that we can handle your feedback.',
      personal: false,
      allowedIn: DETAIL_ONLY,
    },
  },
});
