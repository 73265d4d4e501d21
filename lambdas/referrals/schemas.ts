// Server-side validation of the referral fields' arguments. createReferral and the attachment
// uploads are public, so every field is bounded; the choices come from schema/contract.

import * as z from 'zod/mini';
import type {
  ModelReferralFilterInput,
  MutationAddReferralNoteArgs,
  MutationCompleteReferralAttachmentUploadArgs,
  MutationCreateReferralArgs,
  MutationEmailReferrerArgs,
  MutationExportReferralsArgs,
  MutationStartReferralAttachmentUploadArgs,
  MutationUpdateReferralStatusArgs,
  QueryGetReferralArgs,
  QueryListReferralsArgs,
  QueryReferralAttachmentUrlArgs,
} from '../../schema/generated/types';
import { REFERRAL_ATTACHMENT_LIMITS, REFERRAL_LIMITS } from '../../schema/contract/inputLimits';
import { REFERRAL_FORM } from '../../schema/contract/referralFields';
import { REFERRAL_STATUS_LABELS } from '../../schema/contract/referrals';
import { REFERRAL_CHECKED_PREFIX, REFERRAL_UPLOAD_PREFIX } from '../../schema/contract/storage';
import { REFERRER_EMAIL_LABELS } from '../../schema/contract/referrerEmails';
import {
  calendarDate,
  fieldShape,
  hiddenWhenTicked,
  oneOf,
  revealedOnlyWhenChosen,
} from '../shared/fieldSchemas';
import { filterSchema } from '../shared/filter';
import { graphqlArguments } from '../shared/graphqlArguments';
import type { FormFields } from '../shared/publicSubmission';
import { listArguments } from '../shared/list';
import { entityId, requiredText } from '../shared/validation';
import { isStagedKeyUnder } from '../shared/stagedKeys';

const communication = z
  .strictObject(fieldShape(REFERRAL_FORM.fields.communication.parts, {}))
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

/** Left out by clients older than the question: the participant is then contacted directly. */
const contactThroughReferrer = z.pipe(
  z.nullish(z.boolean({ error: 'Must be true or false.' })),
  z.transform((ticked) => ticked ?? false),
);

export const createReferralArguments = graphqlArguments<MutationCreateReferralArgs>()(
  z.strictObject({
    input: z
      .strictObject({
        ...fieldShape(REFERRAL_FORM.fields, { communication, attachments, contactThroughReferrer }),
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
        ...hiddenWhenTicked(REFERRAL_FORM.fields),
        ...revealedOnlyWhenChosen(REFERRAL_FORM.fields),
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

export const exportReferralsArguments = graphqlArguments<MutationExportReferralsArgs>()(
  z.strictObject({
    input: z
      .strictObject({
        from: calendarDate,
        to: calendarDate,
        status: z.nullish(oneOf(REFERRAL_STATUS_LABELS)),
        sensitive: z.boolean({ error: 'Must be true or false.' }),
      })
      .check(
        z.refine((input) => input.to >= input.from, {
          path: ['to'],
          error: 'Must not be before the first date of the period.',
        }),
      ),
  }),
);

export const emailReferrerArguments = graphqlArguments<MutationEmailReferrerArgs>()(
  z.strictObject({
    input: z.strictObject({
      id: entityId,
      template: oneOf(REFERRER_EMAIL_LABELS),
      text: requiredText(REFERRAL_LIMITS.referrerEmailText),
    }),
  }),
);
