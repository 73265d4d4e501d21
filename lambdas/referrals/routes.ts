// Resolves the referral fields: the public referral form (createReferral and its attachment
// uploads) and the admin's referral inbox.

import type { Referral, ReferralReceipt, ReferralSummary } from '../../schema/generated/types';
import { REFERRAL_LIMITS } from '../../schema/contract/inputLimits';
import { auditEntryWrites, recordAudit } from '../shared/audit';
import { requestedCall } from '../shared/auditedCall';
import { REFERRAL_REFERENCE_PREFIX } from '../../schema/contract/referrals';
import { retentionFor } from '../../schema/contract/retention';
import { staffName } from '../shared/auth';
import { bestEffort } from '../shared/bestEffort';
import { NotFoundError, type RequestContext, ValidationError } from '../shared/errors';
import { listSummaries, recordListView, summaryFields, summaryOf } from '../shared/listView';
import { deleteItemFiles } from '../shared/itemFiles';
import { type PublicSubmission, sameFields, submissionRoute } from '../shared/publicSubmission';
import { referenceFrom } from '../shared/reference';
import {
  appendToListInExistingItem,
  deleteExistingItem,
  getItem,
  queryAllNewestFirst,
  updateExistingItem,
  updateExistingItemIfChanged,
} from '../shared/repository';
import type { Routes } from '../shared/resolver';
import { deleteArguments, parseArguments } from '../shared/validation';
import {
  attachmentDownloadUrl,
  attachmentsOf,
  type CheckedFile,
  checkedFiles,
  completeReferralAttachmentUpload,
  copyToReferral,
  deleteObjects,
  markUsed,
  startReferralAttachmentUpload,
} from './attachments';
import { sendAcknowledgement, sendStaffNotification } from './mail';
import { providerDate } from '../../schema/contract/providerDate';
import {
  REFERRER_EMAIL_LABELS,
  REFERRER_EMAIL_STATUS,
  referrerEmailSubject,
} from '../../schema/contract/referrerEmails';
import { referralsCsv } from './csv';
import { referralsDueForDeletion } from '../shared/referralsDueForDeletion';
import { participantDetailIn, sendReferrerEmail } from './referrerEmail';
import {
  addReferralNoteArguments,
  createReferralArguments,
  emailReferrerArguments,
  exportReferralsArguments,
  type ReferralFields,
  getReferralArguments,
  listReferralsArguments,
  referralAttachmentUrlArguments,
  updateReferralStatusArguments,
} from './schemas';
import { countUnread } from '../shared/unread';
import type { REFERRAL_FIELDS } from './fields';

/** Moves the checked files under the referral; on a failure deletes what was copied, and raises. */
async function moveFiles(referral: Referral, files: CheckedFile[], request: RequestContext) {
  const moves = attachmentsOf(referral.id, files);
  const details = { referralId: referral.id };
  try {
    await copyToReferral(moves);
  } catch (error) {
    // The checked files stay, so the visitor can send it again with the same files.
    await bestEffort("Could not delete a referral's copied files", request, details, () =>
      deleteObjects(moves.map((move) => move.attachment.key)),
    );
    throw error;
  }
  await bestEffort('Could not mark checked referral files used', request, details, () =>
    markUsed(moves.map((move) => move.from)),
  );
}

const referralForm: PublicSubmission<ReferralFields, Referral, ReferralReceipt, CheckedFile[]> = {
  entity: 'Referral',
  rateLimit: 'referral',
  noun: 'referral',
  idDetail: 'referralId',
  idFormat: referenceFrom(REFERRAL_REFERENCE_PREFIX),
  parse: (args) => parseArguments(createReferralArguments, args).input,
  check: (fields) => checkedFiles(fields.attachments),
  item: ({ attachments: _checkedKeys, ...fields }, stamp, files = []) => ({
    ...fields,
    ...stamp,
    attachments: attachmentsOf(stamp.id, files).map((move) => move.attachment),
    status: 'NEW',
    read: false,
    notes: [],
  }),
  // The checked keys are gone once moved; their number is what a resend can repeat.
  sameContent: (stored, { attachments, ...fields }) =>
    sameFields(stored, fields) && stored.attachments.length === attachments.length,
  afterStore: moveFiles,
  notifications: [
    { failure: 'Could not e-mail the referral acknowledgement', send: sendAcknowledgement },
    { failure: 'Could not e-mail the new referral notification', send: sendStaffNotification },
  ],
  // Stored, moved and e-mailed once: a resend is answered with the referral, nothing more.
  notifyOnResend: false,
  answer: (referral) => ({ reference: referral.id, receivedAt: referral.createdAt }),
};

async function requireReferral(id: string): Promise<Referral> {
  const referral = await getItem<Referral>('Referral', id);
  if (!referral) {
    throw new NotFoundError(`No Referral with id "${id}" exists.`);
  }
  return referral;
}

/** A download is a view of that attachment: recorded before the link is handed out. */
async function referralAttachmentUrl(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<string> {
  const { id, key } = parseArguments(referralAttachmentUrlArguments, args).input;
  const attachment = (await requireReferral(id)).attachments.find((each) => each.key === key);
  if (!attachment) {
    throw new NotFoundError(`Referral "${id}" has no attachment "${key}".`);
  }
  await recordAudit(request, [
    { kind: 'REFERRAL', id, action: 'VIEWED', detail: `Attachment ${attachment.fileName}` },
  ]);
  return attachmentDownloadUrl(attachment);
}

/** Files first: a failure leaves the referral to delete again, never files without one. */
async function deleteReferral(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<Referral | null> {
  const { id } = parseArguments(deleteArguments, args).input;
  const referral = await getItem<Referral>('Referral', id);
  if (!referral) {
    return null;
  }
  await deleteItemFiles(
    'referral',
    id,
    referral.attachments.map((attachment) => attachment.key),
  );
  return deleteExistingItem<Referral>(
    'Referral',
    id,
    await auditEntryWrites(request, [{ kind: 'REFERRAL', id, action: 'DELETED' }]),
  );
}

const SUMMARY_FIELDS = summaryFields<ReferralSummary>()([
  'id',
  'referrerRole',
  'referrerName',
  'participantName',
  'services',
  'status',
  'read',
  'createdAt',
  'expiresAt',
]);

/** Every referral received in the period (provider dates) with the status, oldest first. */
async function exportReferrals(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<string> {
  const { from, to, status, sensitive } = parseArguments(exportReferralsArguments, args).input;
  const referrals = (await queryAllNewestFirst<Referral>('Referral'))
    .filter((referral) => {
      const received = providerDate(referral.createdAt);
      return received >= from && received <= to && (!status || referral.status === status);
    })
    .reverse();
  if (referrals.length > REFERRAL_LIMITS.maxExport) {
    throw new ValidationError(
      'from',
      `More than ${REFERRAL_LIMITS.maxExport} referrals match: export a shorter period or one status at a time.`,
    );
  }
  // Recorded before the data leaves: no export without its audit entries.
  await recordAudit(
    request,
    referrals.map((referral) => ({
      kind: 'REFERRAL',
      id: referral.id,
      action: 'EXPORTED',
      detail: sensitive ? SENSITIVE_EXPORT : undefined,
    })),
  );
  return referralsCsv(referrals, sensitive);
}

/** The audit entry's detail for an export that held the participant's sensitive details. */
const SENSITIVE_EXPORT = 'With date of birth, NDIS number, needs and goals';

/** Sends the confirmed text to the referrer, then records it as a note and in the audit trail. */
async function emailReferrer(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<Referral> {
  const { id, template, text } = parseArguments(emailReferrerArguments, args).input;
  const referral = await requireReferral(id);
  if (referral.status !== REFERRER_EMAIL_STATUS[template]) {
    throw new ValidationError(
      'template',
      `Only for a referral with status ${REFERRER_EMAIL_STATUS[template]}: change the status first.`,
    );
  }
  const detail = participantDetailIn(text, referral);
  if (detail) {
    throw new ValidationError(
      'text',
      `Must not hold the participant's details: take out their ${detail}.`,
    );
  }
  // Audited before SES is asked (../shared/auditedCall.ts): a sent e-mail is never unrecorded.
  await requestedCall(request, { kind: 'REFERRAL', id }, 'SENT_EMAIL', () =>
    sendReferrerEmail(referral, text),
  );
  const note = {
    text: `E-mailed the referrer "${referrerEmailSubject(id)}" (${REFERRER_EMAIL_LABELS[template]}):\n\n${text}`,
    author: await staffName(request.identity ?? null),
    createdAt: new Date().toISOString(),
  };
  return appendToListInExistingItem<Referral>(
    'Referral',
    id,
    { attribute: 'notes', value: note, maxLength: REFERRAL_LIMITS.maxNotes, field: 'text' },
    await auditEntryWrites(request, [
      { kind: 'REFERRAL', id, action: 'SENT_EMAIL', detail: REFERRER_EMAIL_LABELS[template] },
    ]),
  );
}

export const routes: Routes<typeof REFERRAL_FIELDS> = {
  'Mutation.createReferral': submissionRoute(referralForm),
  'Mutation.startReferralAttachmentUpload': {
    rateLimit: 'referral',
    resolve: startReferralAttachmentUpload,
  },
  'Mutation.completeReferralAttachmentUpload': {
    rateLimit: 'referral',
    resolve: completeReferralAttachmentUpload,
  },
  'Query.listReferrals': {
    resolve: (args, request) =>
      listSummaries<ReferralSummary>(
        'Referral',
        'REFERRAL',
        parseArguments(listReferralsArguments, args),
        SUMMARY_FIELDS,
        request,
      ),
  },
  'Query.getReferral': {
    resolve: async (args, request) => {
      const { id } = parseArguments(getReferralArguments, args);
      const referral = await updateExistingItem<Referral>('Referral', id, { read: true });
      await recordAudit(request, [{ kind: 'REFERRAL', id, action: 'VIEWED' }]);
      return referral;
    },
  },
  'Query.unreadReferralCount': { resolve: () => countUnread('Referral') },
  'Query.referralAttachmentUrl': { resolve: referralAttachmentUrl },
  'Mutation.updateReferralStatus': {
    resolve: async (args, request) => {
      const { id, status } = parseArguments(updateReferralStatusArguments, args).input;
      const stored = await getItem<Referral>('Referral', id);
      if (!stored) {
        throw new NotFoundError(`No Referral with id "${id}" exists.`);
      }
      const { item } = await updateExistingItemIfChanged<Referral>(
        'Referral',
        id,
        { status },
        await auditEntryWrites(request, [
          { kind: 'REFERRAL', id, action: 'CHANGED_STATUS', detail: status },
        ]),
        // Accepted: kept seven years from now; declined or closed: the shorter period from now.
        retentionFor({ ...stored, entity: 'Referral', status }, new Date()),
      );
      return item;
    },
  },
  'Mutation.addReferralNote': {
    resolve: async (args, request) => {
      const { id, text } = parseArguments(addReferralNoteArguments, args).input;
      const note = {
        text,
        author: await staffName(request.identity ?? null),
        createdAt: new Date().toISOString(),
      };
      return appendToListInExistingItem<Referral>(
        'Referral',
        id,
        { attribute: 'notes', value: note, maxLength: REFERRAL_LIMITS.maxNotes, field: 'text' },
        await auditEntryWrites(request, [{ kind: 'REFERRAL', id, action: 'ADDED_NOTE' }]),
      );
    },
  },
  'Mutation.deleteReferral': { resolve: deleteReferral },
  'Query.referralsDueForDeletion': {
    resolve: async (_args, request) => {
      const items = (await referralsDueForDeletion(new Date(), SUMMARY_FIELDS)).map((item) =>
        summaryOf(item, SUMMARY_FIELDS),
      );
      await recordListView(request, 'REFERRAL', SUMMARY_FIELDS, items);
      return items;
    },
  },
  'Mutation.exportReferrals': { resolve: exportReferrals },
  'Mutation.emailReferrer': { resolve: emailReferrer },
};
