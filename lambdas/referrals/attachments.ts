// Referral attachments in the files bucket's private prefix. Visitors upload straight to the bucket
// through a presigned PUT, but only to a new private/referrals/uploads/ key; completing checks the
// stored size and content and copies the upload to private/referrals/checked/ (completeUpload in
// lambdas/shared/privateFiles.ts), from where
// createReferral attaches it to the stored referral. Nothing under private/ is ever served: staff
// read an attachment through a short-lived presigned GET.

import type {
  CheckedReferralAttachment,
  ReferralAttachment,
  ReferralAttachmentUpload,
} from '../../schema/generated/types';
import { REFERRAL_ATTACHMENT_LIMITS } from '../../schema/contract/inputLimits';
import { REFERRAL_CHECKED_PREFIX, REFERRAL_UPLOAD_PREFIX } from '../../schema/contract/storage';
import { s3, s3Presigner } from '../shared/clients';
import { config } from '../shared/config';
import { type RequestContext, ValidationError } from '../shared/errors';
import { headObject } from '../shared/photos';
import {
  completeUpload,
  UPLOAD_URL_TTL_SECONDS,
  type UploadCheckRule,
} from '../shared/privateFiles';
import { parseArguments } from '../shared/validation';
import { attachmentFileName, fileNameOf } from '../shared/stagedKeys';
import { attachedKey, newUploadKey } from './attachmentKeys';
import { NOT_AN_ATTACHMENT_TYPE } from '../shared/attachmentType';
import {
  completeReferralAttachmentUploadArguments,
  startReferralAttachmentUploadArguments,
} from './schemas';

// Moving, emptying, deleting and handing out checked files is the same for applicants' CVs.
export {
  copyFiles as copyToReferral,
  deleteObjects,
  downloadUrl as attachmentDownloadUrl,
  markUsed,
} from '../shared/privateFiles';

export async function startReferralAttachmentUpload(
  args: Record<string, unknown>,
): Promise<ReferralAttachmentUpload> {
  const { fileName, contentType, size } = parseArguments(
    startReferralAttachmentUploadArguments,
    args,
  ).input;
  const key = newUploadKey(fileName);
  const [{ client, sdk }, { getSignedUrl }] = await Promise.all([s3(), s3Presigner()]);
  const url = await getSignedUrl(
    client,
    new sdk.PutObjectCommand({
      Bucket: config.filesBucket(),
      Key: key,
      ContentType: contentType,
      ContentLength: size,
    }),
    // Signed headers make S3 refuse a PUT of another type or size than the one checked here.
    {
      expiresIn: UPLOAD_URL_TTL_SECONDS,
      signableHeaders: new Set(['content-type', 'content-length']),
    },
  );
  return { key, url };
}

const ATTACHMENT_RULE: UploadCheckRule = {
  uploadPrefix: REFERRAL_UPLOAD_PREFIX,
  checkedPrefix: REFERRAL_CHECKED_PREFIX,
  contentTypes: REFERRAL_ATTACHMENT_LIMITS.contentTypes,
  notAllowedType: NOT_AN_ATTACHMENT_TYPE,
};

export async function completeReferralAttachmentUpload(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<CheckedReferralAttachment> {
  const { key, size } = parseArguments(completeReferralAttachmentUploadArguments, args).input;
  return completeUpload(key, size, ATTACHMENT_RULE, request);
}

export interface CheckedFile {
  /** Its checked key. */
  from: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** The checked files createReferral names, as stored; a missing one is refused by its position. */
export async function checkedFiles(checkedKeys: readonly string[]): Promise<CheckedFile[]> {
  return Promise.all(
    checkedKeys.map(async (from, index) => {
      const stored = await headObject(from);
      // Empty: a referral already took it (markUsed); a checked file holds at least one byte.
      if (!stored || !stored.ContentLength) {
        throw new ValidationError(
          `attachments[${index}]`,
          'No checked file exists at this key (files are kept for a day). Upload it again.',
        );
      }
      // completeReferralAttachmentUpload stored the type it detected.
      const contentType = stored.ContentType ?? 'application/octet-stream';
      return {
        from,
        fileName: attachmentFileName(fileNameOf(from), contentType),
        contentType,
        size: stored.ContentLength ?? 0,
      };
    }),
  );
}

/** Where each checked file goes under the referral, and the attachment it becomes there. */
export function attachmentsOf(
  referralId: string,
  files: readonly CheckedFile[],
): { from: string; attachment: ReferralAttachment }[] {
  return files.map(({ from, ...file }, index) => ({
    from,
    attachment: { key: attachedKey(referralId, index, file.fileName), ...file },
  }));
}
