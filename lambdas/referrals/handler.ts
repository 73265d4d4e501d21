// Resolves the referral fields: the public referral form (createReferral and its attachment
// uploads) and the admin's referral inbox.

import { isDeepStrictEqual } from 'node:util';
import type { Referral, ReferralReceipt, ReferralSummary } from '../../schema/generated/types';
import { REFERRAL_LIMITS } from '../../schema/contract/inputLimits';
import { auditEntryWrites, recordAudit } from '../shared/audit';
import { REFERRAL_REFERENCE_PREFIX } from '../../schema/contract/referrals';
import { staffName } from '../shared/auth';
import { bestEffort } from '../shared/bestEffort';
import { NotFoundError, type RequestContext } from '../shared/errors';
import { listSummaries, summaryFields } from '../shared/listView';
import { deleteReferralFiles } from '../shared/referralFiles';
import { referencesFor, storedForClientToken, storeWithNewReference } from '../shared/reference';
import { clientTokenReused } from '../shared/clientToken';
import {
  appendToListInExistingItem,
  deleteExistingItem,
  deleteItem,
  getItem,
  stampNewItem,
  updateExistingItem,
  updateExistingItemIfChanged,
} from '../shared/repository';
import { type Routes, resolverHandler } from '../shared/resolver';
import { deleteArguments, parseArguments } from '../shared/validation';
import {
  attachmentDownloadUrl,
  attachmentsOf,
  checkedFiles,
  completeReferralAttachmentUpload,
  copyToReferral,
  deleteObjects,
  markUsed,
  startReferralAttachmentUpload,
} from './attachments';
import { sendAcknowledgement, sendStaffNotification } from './mail';
import {
  addReferralNoteArguments,
  createReferralArguments,
  getReferralArguments,
  listReferralsArguments,
  referralAttachmentUrlArguments,
  updateReferralStatusArguments,
} from './schemas';
import { countUnread } from '../shared/unread';

/**
 * The referral an earlier request with the same token stored from these fields, if any; one it
 * stored from other fields is refused. Looked up before the files: once stored, its attachments
 * were moved and their checked copies emptied.
 */
async function storedByEarlierAttempt(
  references: (attempt: number) => string,
  clientToken: string,
  fields: Record<string, unknown>,
  attachmentCount: number,
): Promise<Referral | null> {
  const stored = await storedForClientToken<Referral>('Referral', references, clientToken);
  if (!stored) return null;
  const same = Object.entries(fields).every(([name, value]) =>
    isDeepStrictEqual((stored as Record<string, unknown>)[name], value),
  );
  if (!same || stored.attachments.length !== attachmentCount) {
    throw clientTokenReused();
  }
  return stored;
}

async function createReferral(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<ReferralReceipt> {
  const {
    website,
    clientToken,
    attachments: checkedKeys,
    ...fields
  } = parseArguments(createReferralArguments, args).input;
  const references = referencesFor(REFERRAL_REFERENCE_PREFIX, 'Referral', clientToken);
  if (website?.trim()) {
    // Answered like a stored referral so the bot learns nothing.
    console.warn('Honeypot filled: referral discarded', {
      requestId: request.requestId,
      fieldName: request.fieldName,
    });
    return { reference: references(1), receivedAt: new Date().toISOString() };
  }
  // A resend of a stored referral is answered with it: stored, moved and e-mailed once.
  const earlier = clientToken
    ? await storedByEarlierAttempt(references, clientToken, fields, checkedKeys.length)
    : null;
  if (earlier) {
    return { reference: earlier.id, receivedAt: earlier.createdAt };
  }
  const files = await checkedFiles(checkedKeys);
  let moves: ReturnType<typeof attachmentsOf> = [];
  let receivedAt = '';
  const referral = await storeWithNewReference<Referral>(
    'Referral',
    references,
    clientToken,
    (id) => {
      moves = attachmentsOf(id, files);
      const item = stampNewItem(fields, id);
      receivedAt = item.createdAt;
      return {
        ...item,
        attachments: moves.map((move) => move.attachment),
        status: 'NEW',
        read: false,
        notes: [],
      };
    },
  );
  if (referral.createdAt !== receivedAt) {
    // Met the referral an attempt still under way stored (it has that attempt's time): that
    // attempt moves the files and e-mails.
    return { reference: referral.id, receivedAt: referral.createdAt };
  }
  try {
    await copyToReferral(moves);
  } catch (error) {
    // Undone, so the visitor can send it again with the same (still checked) files.
    await bestEffort('Could not undo a referral whose files were not copied', request, {}, () =>
      Promise.all([
        deleteObjects(moves.map((move) => move.attachment.key)),
        deleteItem('Referral', referral.id),
      ]),
    );
    throw error;
  }
  const details = { referralId: referral.id };
  await bestEffort('Could not mark checked referral files used', request, details, () =>
    markUsed(moves.map((move) => move.from)),
  );
  // Stored first: a failed e-mail must never lose the referral.
  await bestEffort('Could not e-mail the referral acknowledgement', request, details, () =>
    sendAcknowledgement(referral),
  );
  await bestEffort('Could not e-mail the new referral notification', request, details, () =>
    sendStaffNotification(referral),
  );
  return { reference: referral.id, receivedAt: referral.createdAt };
}

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
  await deleteReferralFiles(
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
]);

const routes: Routes = {
  'Mutation.createReferral': { access: 'public', rateLimit: 'referral', resolve: createReferral },
  'Mutation.startReferralAttachmentUpload': {
    access: 'public',
    rateLimit: 'referral',
    resolve: startReferralAttachmentUpload,
  },
  'Mutation.completeReferralAttachmentUpload': {
    access: 'public',
    rateLimit: 'referral',
    resolve: completeReferralAttachmentUpload,
  },
  'Query.listReferrals': {
    access: 'admin',
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
    access: 'admin',
    resolve: async (args, request) => {
      const { id } = parseArguments(getReferralArguments, args);
      const referral = await updateExistingItem<Referral>('Referral', id, { read: true });
      await recordAudit(request, [{ kind: 'REFERRAL', id, action: 'VIEWED' }]);
      return referral;
    },
  },
  'Query.unreadReferralCount': { access: 'admin', resolve: () => countUnread('Referral') },
  'Query.referralAttachmentUrl': { access: 'admin', resolve: referralAttachmentUrl },
  'Mutation.updateReferralStatus': {
    access: 'admin',
    resolve: async (args, request) => {
      const { id, status } = parseArguments(updateReferralStatusArguments, args).input;
      const { item } = await updateExistingItemIfChanged<Referral>(
        'Referral',
        id,
        { status },
        await auditEntryWrites(request, [
          { kind: 'REFERRAL', id, action: 'CHANGED_STATUS', detail: status },
        ]),
      );
      return item;
    },
  },
  'Mutation.addReferralNote': {
    access: 'admin',
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
  'Mutation.deleteReferral': { access: 'admin', resolve: deleteReferral },
};

export const handler = resolverHandler(routes);
