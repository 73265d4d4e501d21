// Server-side validation of the referral fields' arguments. createReferral and the attachment
// uploads are public, so every field is bounded; the choices come from schema/contract.

import * as z from 'zod/mini';
import type {
  ModelReferralFilterInput,
  MutationAddReferralNoteArgs,
  MutationCompleteReferralAttachmentUploadArgs,
  MutationCreateReferralArgs,
  MutationStartReferralAttachmentUploadArgs,
  MutationUpdateReferralStatusArgs,
  QueryGetReferralArgs,
  QueryListReferralsArgs,
  QueryReferralAttachmentUrlArgs,
} from '../../schema/generated/types';
import { REFERRAL_ATTACHMENT_LIMITS, REFERRAL_LIMITS } from '../../schema/contract/inputLimits';
import {
  CONTACT_METHOD_LABELS,
  NDIS_NUMBER_PATTERN,
  PLAN_FUNDING_LABELS,
  REFERRAL_STATUS_LABELS,
  REFERRER_ROLE_LABELS,
} from '../../schema/contract/referrals';
import { SERVICE_KEYS } from '../../schema/contract/services';
import { REFERRAL_CHECKED_PREFIX, REFERRAL_UPLOAD_PREFIX } from '../../schema/contract/storage';
import { email, phone, requiredPostcode } from '../shared/contactFields';
import { filterSchema } from '../shared/filter';
import { graphqlArguments } from '../shared/graphqlArguments';
import type { FormFields } from '../shared/publicSubmission';
import { listArguments } from '../shared/list';
import { entityId, optionalText, requiredText, singleLineText } from '../shared/validation';
import { isStagedKeyUnder } from './attachmentKeys';

function oneOf<Value extends string>(labels: Record<Value, string>) {
  const values = Object.keys(labels) as [Value, ...Value[]];
  return z.enum(values, { error: `Must be one of ${values.join(', ')}.` });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date as YYYY-MM-DD (AWSDate without a time zone). */
const date = z
  .string({ error: 'Must be a date (YYYY-MM-DD).' })
  .check(
    z.refine(
      (value) => ISO_DATE.test(value) && isRealDate(value),
      'Must be a date that exists, written YYYY-MM-DD.',
    ),
  );

const today = (): string => new Date().toISOString().slice(0, 10);

const dateOfBirth = date.check(
  z.refine(
    (value) => value >= REFERRAL_LIMITS.earliestDateOfBirth && value <= today(),
    `Must be a date between ${REFERRAL_LIMITS.earliestDateOfBirth} and today.`,
  ),
);

const ndisNumber = z.pipe(
  z.pipe(
    z.nullish(z.string({ error: 'Must be text, or null.' })),
    // People write NDIS numbers in groups of three.
    z.transform((value) => value?.replace(/ /g, '') || null),
  ),
  z.nullable(
    z
      .string()
      .check(z.regex(NDIS_NUMBER_PATTERN, 'Must be nine digits starting with 43, or left empty.')),
  ),
);

const services = z
  .array(
    z.enum(SERVICE_KEYS as [string, ...string[]], {
      error: `Must be one of ${SERVICE_KEYS.join(', ')}.`,
    }),
  )
  .check(
    z.minLength(1, 'Choose at least one service.'),
    z.refine((keys) => new Set(keys).size === keys.length, 'Name each service once.'),
  );

const communication = z
  .strictObject({
    interpreter: z.boolean({ error: 'Must be true or false.' }),
    interpreterLanguage: optionalText(singleLineText(REFERRAL_LIMITS.interpreterLanguage)),
    auslan: z.boolean({ error: 'Must be true or false.' }),
    other: optionalText(requiredText(REFERRAL_LIMITS.otherCommunication)),
  })
  .check(
    z.refine((needs) => !needs.interpreter || needs.interpreterLanguage !== null, {
      path: ['interpreterLanguage'],
      error: 'Required when an interpreter is needed: name the language.',
    }),
    z.refine((needs) => needs.interpreter || needs.interpreterLanguage === null, {
      path: ['interpreterLanguage'],
      error: 'Leave empty when no interpreter is needed.',
    }),
  );

/** A key completeReferralAttachmentUpload returned (private/referrals/checked/...). */
const checkedKey = requiredText(300).check(
  z.refine(
    (key) => isStagedKeyUnder(REFERRAL_CHECKED_PREFIX, key),
    'Must be a key completeReferralAttachmentUpload returned.',
  ),
);

const attachments = z.pipe(
  z.nullish(
    z.array(checkedKey).check(
      z.maxLength(
        REFERRAL_ATTACHMENT_LIMITS.maxPerReferral,
        `Attach at most ${REFERRAL_ATTACHMENT_LIMITS.maxPerReferral} files.`,
      ),
      z.refine((keys) => new Set(keys).size === keys.length, 'Attach each file once.'),
    ),
  ),
  z.transform((keys) => keys ?? []),
);

export const createReferralArguments = graphqlArguments<MutationCreateReferralArgs>()(
  z.strictObject({
    input: z
      .strictObject({
        referrerRole: oneOf(REFERRER_ROLE_LABELS),
        referrerName: singleLineText(REFERRAL_LIMITS.name),
        referrerOrganisation: optionalText(singleLineText(REFERRAL_LIMITS.organisation)),
        // The acknowledgement goes to this address.
        referrerEmail: email,
        referrerPhone: phone,
        participantName: singleLineText(REFERRAL_LIMITS.name),
        participantDateOfBirth: dateOfBirth,
        ndisNumber,
        participantPostcode: requiredPostcode,
        preferredContact: oneOf(CONTACT_METHOD_LABELS),
        communication,
        planFunding: oneOf(PLAN_FUNDING_LABELS),
        planStartDate: z.nullish(date),
        planEndDate: z.nullish(date),
        services,
        supportNeeded: requiredText(REFERRAL_LIMITS.supportNeeded),
        goals: optionalText(requiredText(REFERRAL_LIMITS.goals)),
        consent: z.literal(true, {
          error: 'Required: the participant (or their representative) must agree.',
        }),
        attachments,
        // Honeypot: never stored, so its length does not matter; a bot is not told it was noticed.
        website: z.nullish(z.string({ error: 'Must be text.' })),
        clientToken: z.nullish(z.uuid({ error: 'Must be a UUID.' })),
      })
      .check(
        z.refine(
          (input) =>
            !input.planStartDate || !input.planEndDate || input.planEndDate >= input.planStartDate,
          { path: ['planEndDate'], error: 'Must not be before the plan start date.' },
        ),
      ),
  }),
);

const attachmentSize = z
  .int({ error: 'Must be a whole number of bytes.' })
  .check(
    z.gte(REFERRAL_ATTACHMENT_LIMITS.minBytes, 'The file is empty.'),
    z.lte(
      REFERRAL_ATTACHMENT_LIMITS.maxBytes,
      `A file may be at most ${REFERRAL_ATTACHMENT_LIMITS.maxBytes / 1048576} MB.`,
    ),
  );

export const startReferralAttachmentUploadArguments =
  graphqlArguments<MutationStartReferralAttachmentUploadArgs>()(
    z.strictObject({
      input: z.strictObject({
        fileName: requiredText(255),
        contentType: z.enum(REFERRAL_ATTACHMENT_LIMITS.contentTypes, {
          error: `Must be one of ${REFERRAL_ATTACHMENT_LIMITS.contentTypes.join(', ')}.`,
        }),
        size: attachmentSize,
      }),
    }),
  );

export const completeReferralAttachmentUploadArguments =
  graphqlArguments<MutationCompleteReferralAttachmentUploadArgs>()(
    z.strictObject({
      input: z.strictObject({
        key: requiredText(300).check(
          z.refine(
            (key) => isStagedKeyUnder(REFERRAL_UPLOAD_PREFIX, key),
            'Must be the key startReferralAttachmentUpload returned.',
          ),
        ),
        size: attachmentSize,
      }),
    }),
  );

export const listReferralsArguments = graphqlArguments<QueryListReferralsArgs>()(
  listArguments(
    filterSchema<ModelReferralFilterInput>({
      status: 'string',
      referrerName: 'string',
      participantName: 'string',
    }),
  ),
);

export const getReferralArguments = graphqlArguments<QueryGetReferralArgs>()(
  z.strictObject({ id: entityId }),
);

export const updateReferralStatusArguments = graphqlArguments<MutationUpdateReferralStatusArgs>()(
  z.strictObject({
    input: z.strictObject({ id: entityId, status: oneOf(REFERRAL_STATUS_LABELS) }),
  }),
);

export const addReferralNoteArguments = graphqlArguments<MutationAddReferralNoteArgs>()(
  z.strictObject({
    input: z.strictObject({ id: entityId, text: requiredText(REFERRAL_LIMITS.noteText) }),
  }),
);

export const referralAttachmentUrlArguments = graphqlArguments<QueryReferralAttachmentUrlArgs>()(
  z.strictObject({
    input: z.strictObject({ id: entityId, key: requiredText(300) }),
  }),
);

/** The referral form's fields as validated, `attachments` being the checked files' keys. */
export type ReferralFields = FormFields<z.output<typeof createReferralArguments>['input']>;
