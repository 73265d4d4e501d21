// The online referral form's fields, one entry each (schema/contract/fieldTable.ts says what an
// entry holds and what is made from it). The order here is the order the form asks them in.

import type { CommunicationNeedsInput, CreateReferralInput } from '../generated/types';
import { formTable, type FieldTable, type FieldUse } from './fieldTable';
import { REFERRAL_LIMITS } from './inputLimits';
import {
  CONTACT_METHOD_LABELS,
  PLAN_FUNDING_LABELS,
  REFERRAL_CONSENT_TEXT,
  REFERRER_ROLE_LABELS,
} from './referrals';

/** What the visitor fills in: the input less the fields every public form adds (publicSubmission). */
export type ReferralFormInput = Omit<CreateReferralInput, 'website' | 'clientToken'>;

/** Only the referral's own page shows it: it is the participant's detail or long text. */
const DETAIL_ONLY: FieldUse = { list: false, email: false, csv: false };
/**
 * Who the referral is from or about: the list shows it so staff can tell referrals apart, and the
 * (audited) export names them.
 */
const LISTED: FieldUse = { list: true, email: false, csv: true };

/** The box that takes the participant's own phone and e-mail away: staff reach them through the referrer. */
export const CONTACT_THROUGH_REFERRER = {
  refusal: 'Leave empty when we contact the participant through the person making the referral.',
  staffText: 'Contact the participant through the person making the referral.',
} as const;

/** What the server says of a plan manager given for a plan that is not plan-managed. */
export const PLAN_MANAGER_REFUSAL =
  'Leave empty unless the plan is plan-managed: choose Plan-managed above, or clear this field.';

const communicationParts: FieldTable<CommunicationNeedsInput> = {
  interpreter: {
    kind: 'checkbox',
    required: true,
    label: 'An interpreter is needed',
    staffLabel: 'Interpreter',
    personal: true,
    allowedIn: DETAIL_ONLY,
  },
  interpreterLanguage: {
    kind: 'line',
    required: false,
    max: REFERRAL_LIMITS.interpreterLanguage,
    input: { autoComplete: 'off', widthCh: 20 },
    askedWhen: 'interpreter',
    label: 'Language',
    staffLabel: 'Interpreter language',
    error: 'Enter the language the interpreter should speak',
    personal: true,
    allowedIn: DETAIL_ONLY,
  },
  auslan: {
    kind: 'checkbox',
    required: true,
    label: 'Auslan (Australian Sign Language)',
    staffLabel: 'Auslan',
    personal: true,
    allowedIn: DETAIL_ONLY,
  },
  other: {
    kind: 'text',
    required: false,
    max: REFERRAL_LIMITS.otherCommunication,
    rows: 3,
    label: 'Other communication needs',
    staffLabel: 'Other communication needs',
    personal: true,
    allowedIn: DETAIL_ONLY,
  },
};

export const REFERRAL_FORM = formTable<ReferralFormInput>()({
  sections: {
    referrer: {
      legend: 'About you (the person making the referral)',
      staffHeading: 'Referrer',
    },
    participant: {
      legend: 'About the participant',
      hint: 'The person who would receive the support. If you are referring yourself, enter your own details.',
      staffHeading: 'Participant',
    },
    communication: {
      legend: 'Communication needs',
      hint: 'Tick any that apply.',
      staffHeading: 'Communication needs',
    },
    plan: { legend: 'NDIS plan', staffHeading: 'NDIS plan' },
    services: {
      legend: 'Services and support',
      staffHeading: 'Services and support',
      staffWide: true,
    },
    attachments: { legend: 'Attachments', staffHeading: 'Attachments' },
    consent: { legend: 'Consent', staffHeading: 'Consent' },
  },
  sectionOf: {
    referrerRole: 'referrer',
    referrerName: 'referrer',
    referrerOrganisation: 'referrer',
    referrerEmail: 'referrer',
    referrerPhone: 'referrer',
    participantName: 'participant',
    participantDateOfBirth: 'participant',
    ndisNumber: 'participant',
    participantPostcode: 'participant',
    preferredContact: 'participant',
    contactThroughReferrer: 'participant',
    participantPhone: 'participant',
    participantEmail: 'participant',
    communication: 'communication',
    planFunding: 'plan',
    planManagerName: 'plan',
    planManagerEmail: 'plan',
    planStartDate: 'plan',
    planEndDate: 'plan',
    services: 'services',
    supportNeeded: 'services',
    goals: 'services',
    attachments: 'attachments',
    consent: 'consent',
  },
  // Staff read the consent with what it was given for.
  staffSectionOf: { consent: 'services' },
  fields: {
    referrerRole: {
      kind: 'choice',
      required: true,
      options: REFERRER_ROLE_LABELS,
      label: 'Who is making the referral?',
      staffLabel: 'Referring as',
      error: 'Choose who is making the referral',
      personal: false,
      allowedIn: { list: true, email: false, csv: true },
    },
    referrerName: {
      kind: 'line',
      required: true,
      max: REFERRAL_LIMITS.name,
      input: 'ownName',
      label: 'Your full name',
      staffLabel: 'Name',
      error: 'Enter your full name',
      personal: true,
      allowedIn: LISTED,
    },
    referrerOrganisation: {
      kind: 'line',
      required: false,
      max: REFERRAL_LIMITS.organisation,
      input: { autoComplete: 'organization' },
      label: 'Organisation',
      staffLabel: 'Organisation',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    referrerEmail: {
      kind: 'email',
      required: true,
      label: 'E-mail address',
      hint: 'We send the referral’s reference to this address.',
      staffLabel: 'E-mail',
      personal: true,
      // The acknowledgement is sent to it.
      allowedIn: { list: false, email: true, csv: false },
    },
    referrerPhone: {
      kind: 'phone',
      required: true,
      label: 'Phone number',
      staffLabel: 'Phone',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    participantName: {
      kind: 'line',
      required: true,
      max: REFERRAL_LIMITS.name,
      // The participant may not be the person filling in the form: the browser's own details
      // must not be offered here.
      input: { autoComplete: 'off', spellCheck: false },
      label: 'Participant’s full name',
      staffLabel: 'Name',
      error: 'Enter the participant’s full name',
      personal: true,
      allowedIn: LISTED,
    },
    participantDateOfBirth: {
      kind: 'date',
      required: true,
      // Not the browser's bday autofill: as with the name, the person filling in the form is
      // often not the participant, and their own birthday would be offered.
      range: { earliest: REFERRAL_LIMITS.earliestDateOfBirth, latest: 'today' },
      label: 'Date of birth',
      hint: 'For example, 27 3 2007',
      staffLabel: 'Date of birth',
      error: 'Enter the participant’s date of birth',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    ndisNumber: {
      kind: 'ndisNumber',
      required: false,
      label: 'NDIS number',
      hint: 'Nine digits, starting with 43. You can find it on the NDIS plan.',
      staffLabel: 'NDIS number',
      error: 'Enter an NDIS number of nine digits starting with 43, or leave it empty',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    participantPostcode: {
      kind: 'postcode',
      required: true,
      label: 'Postcode',
      staffLabel: 'Postcode',
      error: 'Enter an Australian postcode, like 3000',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    preferredContact: {
      kind: 'choice',
      required: true,
      options: CONTACT_METHOD_LABELS,
      label: 'How should we contact the participant?',
      staffLabel: 'Preferred contact',
      error: 'Choose how we should contact the participant',
      personal: false,
      allowedIn: { list: false, email: false, csv: true },
    },
    contactThroughReferrer: {
      kind: 'checkbox',
      required: false,
      label: 'Contact the participant through the person making the referral',
      hint: 'Otherwise give the participant’s phone number or e-mail address below, if you know them.',
      staffLabel: 'Contact through the referrer',
      hides: CONTACT_THROUGH_REFERRER,
      personal: false,
      allowedIn: DETAIL_ONLY,
    },
    participantPhone: {
      kind: 'phone',
      required: false,
      askedUnless: 'contactThroughReferrer',
      label: 'Participant’s phone number',
      staffLabel: 'Phone',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    participantEmail: {
      kind: 'email',
      required: false,
      askedUnless: 'contactThroughReferrer',
      label: 'Participant’s e-mail address',
      staffLabel: 'E-mail',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    communication: {
      kind: 'group',
      required: true,
      parts: communicationParts,
      label: 'Communication needs',
      staffLabel: 'Communication needs',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    planFunding: {
      kind: 'choice',
      required: true,
      options: PLAN_FUNDING_LABELS,
      label: 'How is the NDIS plan funded?',
      staffLabel: 'Plan funding',
      error: 'Choose how the NDIS plan is funded',
      reveals: { value: 'PLAN_MANAGED', refusal: PLAN_MANAGER_REFUSAL },
      personal: false,
      allowedIn: { list: false, email: false, csv: true },
    },
    planManagerName: {
      kind: 'line',
      required: false,
      max: REFERRAL_LIMITS.name,
      input: { autoComplete: 'off', spellCheck: false },
      label: 'Plan manager’s name',
      askedIfChosen: 'planFunding',
      staffLabel: 'Plan manager',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    planManagerEmail: {
      kind: 'email',
      required: false,
      label: 'Plan manager’s e-mail address',
      askedIfChosen: 'planFunding',
      staffLabel: 'Plan manager’s e-mail',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    planStartDate: {
      kind: 'date',
      required: false,
      label: 'Plan start date',
      hint: 'For example, 1 7 2025',
      staffLabel: 'Plan start date',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    planEndDate: {
      kind: 'date',
      required: false,
      label: 'Plan end date',
      hint: 'For example, 30 6 2026',
      staffLabel: 'Plan end date',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    services: {
      kind: 'services',
      required: true,
      label: 'Which services are you interested in?',
      hint: 'Tick all that apply.',
      staffLabel: 'Services',
      error: 'Choose at least one service',
      personal: false,
      allowedIn: { list: true, email: false, csv: true },
    },
    supportNeeded: {
      kind: 'text',
      required: true,
      max: REFERRAL_LIMITS.supportNeeded,
      rows: 5,
      label: 'What support is needed?',
      hint: 'For example: daily tasks, therapy, behaviour support, help with the plan.',
      staffLabel: 'Support needed',
      error: 'Describe the support that is needed',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    goals: {
      kind: 'text',
      required: false,
      max: REFERRAL_LIMITS.goals,
      rows: 4,
      label: 'What are the participant’s goals?',
      staffLabel: 'Goals',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    attachments: {
      kind: 'files',
      required: false,
      label: 'Attachments',
      staffLabel: 'Attachments',
      personal: true,
      allowedIn: DETAIL_ONLY,
    },
    consent: {
      kind: 'consent',
      required: true,
      label: REFERRAL_CONSENT_TEXT,
      staffLabel: 'Consent',
      error: 'Tick the box to confirm the participant agrees to this referral',
      refusal: 'Required: the participant (or their representative) must agree.',
      personal: false,
      allowedIn: DETAIL_ONLY,
    },
  },
});

export type ReferralFormField = keyof ReferralFormInput;
