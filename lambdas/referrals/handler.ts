// Resolves the referral fields: the public referral form (createReferral and its attachment
// uploads) and the admin's referral inbox.

import type { Referral, ReferralReceipt } from '../../schema/generated/types';
import { REFERRAL_LIMITS } from '../../schema/contract/inputLimits';
import { staffName } from '../shared/auth';
import { bestEffort } from '../shared/bestEffort';
import { NotFoundError, type RequestContext } from '../shared/errors';
import { listPage } from '../shared/list';
import { countUnread } from '../shared/unread';
import {
  appendToListInExistingItem,
  deleteItem,
  getItem,
  stampNewItem,
  updateExistingItem,
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
  startReferralAttachmentUpload,
} from './attachments';
import { sendAcknowledgement, sendStaffNotification } from './mail';
import { newReference } from './reference';
import {
  addReferralNoteArguments,
  createReferralArguments,
  getReferralArguments,
  listReferralsArguments,
  referralAttachmentUrlArguments,
  updateReferralStatusArguments,
} from './schemas';
import { storeWithNewReference } from './store';

async function createReferral(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<ReferralReceipt> {
  const {
    website,
    attachments: checkedKeys,
    ...fields
  } = parseArguments(createReferralArguments, args).input;
  if (website?.trim()) {
    // Answered like a stored referral so the bot learns nothing.
    console.warn('Honeypot filled: referral discarded', {
      requestId: request.requestId,
      fieldName: request.fieldName,
    });
    return { reference: newReference(), receivedAt: new Date().toISOString() };
  }
  const files = await checkedFiles(checkedKeys);
  let moves: ReturnType<typeof attachmentsOf> = [];
  const referral = await storeWithNewReference((id) => {
    moves = attachmentsOf(id, files);
    return {
      ...stampNewItem(fields),
      id,
      attachments: moves.map((move) => move.attachment),
      status: 'NEW',
      read: false,
      notes: [],
    };
  });
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
  await bestEffort('Could not delete checked referral files', request, details, () =>
    deleteObjects(moves.map((move) => move.from)),
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

async function referralAttachmentUrl(args: Record<string, unknown>): Promise<string> {
  const { id, key } = parseArguments(referralAttachmentUrlArguments, args).input;
  const attachment = (await requireReferral(id)).attachments.find((each) => each.key === key);
  if (!attachment) {
    throw new NotFoundError(`Referral "${id}" has no attachment "${key}".`);
  }
  return attachmentDownloadUrl(attachment);
}

/** Attachments first: a failure leaves the referral to delete again, never files without one. */
async function deleteReferral(args: Record<string, unknown>): Promise<Referral | null> {
  const { id } = parseArguments(deleteArguments, args).input;
  const referral = await getItem<Referral>('Referral', id);
  if (!referral) {
    return null;
  }
  await deleteObjects(referral.attachments.map((attachment) => attachment.key));
  return deleteItem<Referral>('Referral', id);
}

const routes: Routes = {
  'Mutation.createReferral': { access: 'public', resolve: createReferral },
  'Mutation.startReferralAttachmentUpload': {
    access: 'public',
    resolve: startReferralAttachmentUpload,
  },
  'Mutation.completeReferralAttachmentUpload': {
    access: 'public',
    resolve: completeReferralAttachmentUpload,
  },
  'Query.listReferrals': {
    access: 'admin',
    resolve: async (args) =>
      listPage<Referral>('Referral', parseArguments(listReferralsArguments, args)),
  },
  'Query.getReferral': {
    access: 'admin',
    resolve: async (args) => {
      const { id } = parseArguments(getReferralArguments, args);
      return updateExistingItem<Referral>('Referral', id, { read: true });
    },
  },
  'Query.unreadReferralCount': { access: 'admin', resolve: () => countUnread('Referral') },
  'Query.referralAttachmentUrl': { access: 'admin', resolve: referralAttachmentUrl },
  'Mutation.updateReferralStatus': {
    access: 'admin',
    resolve: async (args) => {
      const { id, status } = parseArguments(updateReferralStatusArguments, args).input;
      return updateExistingItem<Referral>('Referral', id, { status });
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
      return appendToListInExistingItem<Referral>('Referral', id, {
        attribute: 'notes',
        value: note,
        maxLength: REFERRAL_LIMITS.maxNotes,
        field: 'text',
      });
    },
  },
  'Mutation.deleteReferral': { access: 'admin', resolve: deleteReferral },
};

export const handler = resolverHandler(routes);
