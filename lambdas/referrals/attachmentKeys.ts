// Referral attachment keys (prefixes in schema/contract/storage.ts). Each upload gets a random id,
// so a key cannot be guessed: the public attachment fields act only on keys they handed out.
//   private/referrals/uploads/<uuid>_<name>   the browser's presigned PUT
//   private/referrals/checked/<uuid>_<name>   passed the checks, waiting for createReferral
//   private/referrals/<reference>/<name>      attached to a stored referral
// (lambdas/shared/stagedKeys.ts checks and reads such keys.)

import { randomUUID } from 'node:crypto';
import { REFERRAL_ATTACHMENT_LIMITS } from '../../schema/contract/inputLimits';
import { REFERRAL_UPLOAD_PREFIX, referralAttachmentPrefix } from '../../schema/contract/storage';
import { sanitisedFileName } from '../shared/fileName';

export function newUploadKey(fileName: string): string {
  const name = sanitisedFileName(fileName, {
    maxLength: REFERRAL_ATTACHMENT_LIMITS.fileName,
    fallback: 'attachment',
  });
  return `${REFERRAL_UPLOAD_PREFIX}${randomUUID()}_${name}`;
}

/**
 * Where a checked attachment is kept once its referral is stored: under the referral's prefix with
 * its position, so two attachments of the same name never share a key.
 */
export function attachedKey(referralId: string, index: number, fileName: string): string {
  return `${referralAttachmentPrefix(referralId)}${index + 1}_${fileName}`;
}
