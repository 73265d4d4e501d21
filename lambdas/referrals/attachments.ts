// Referral attachments in the files bucket's private prefix. Visitors upload straight to the bucket
// through a presigned PUT, but only to a new private/referrals/uploads/ key; completing checks the
// stored size and content and moves the upload to private/referrals/checked/, from where
// createReferral attaches it to the stored referral. Nothing under private/ is ever served: staff
// read an attachment through a short-lived presigned GET.

import type {
  CheckedReferralAttachment,
  ReferralAttachment,
  ReferralAttachmentUpload,
} from '../../schema/generated/types';
import { isAwsError } from '../shared/awsErrors';
import { bestEffort } from '../shared/bestEffort';
import { s3, s3Presigner } from '../shared/clients';
import { config } from '../shared/config';
import { NotFoundError, type RequestContext, ValidationError } from '../shared/errors';
import { deleteObject, headObject } from '../shared/photos';
import { UPLOAD_URL_TTL_SECONDS } from '../shared/privateFiles';
import { parseArguments } from '../shared/validation';
import { attachmentFileName, fileNameOf } from '../shared/stagedKeys';
import { attachedKey, checkedKeyOf, newUploadKey } from './attachmentKeys';
import { checkStoredAttachment } from '../shared/attachmentType';
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

/** A conditional read or copy found another object than the one checked, or the target taken. */
const CONDITION_FAILED = ['PreconditionFailed', 'ConditionalRequestConflict'];

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

/** Checks the upload and copies it to its checked key; the ETag pins both to what was measured. */
async function keepCheckedUpload(key: string, size: number): Promise<CheckedReferralAttachment> {
  const stored = await headObject(key);
  if (!stored) {
    throw new NotFoundError(`No uploaded file exists at ${key}. Upload it again.`);
  }
  if (stored.ContentLength !== size) {
    throw new ValidationError(
      'size',
      `Upload failed. Expected file size ${size}, but got ${stored.ContentLength ?? 0}.`,
    );
  }
  const check = await checkStoredAttachment(key, stored.ETag);
  if ('problem' in check) {
    throw new ValidationError('key', check.problem);
  }
  const { contentType } = check;
  const bucket = config.filesBucket();
  const checkedKey = checkedKeyOf(key);
  const { client, sdk } = await s3();
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: bucket,
      Key: checkedKey,
      // Staged keys are <uuid>_<sanitised name>, so they need no URL encoding.
      CopySource: `${bucket}/${key}`,
      CopySourceIfMatch: stored.ETag,
      // A second complete of the same upload (the PUT URL is still valid) finds the key taken.
      IfNoneMatch: '*',
      MetadataDirective: 'REPLACE',
      ContentType: contentType,
    }),
  );
  return {
    key: checkedKey,
    fileName: attachmentFileName(fileNameOf(key), contentType),
    contentType,
    size,
  };
}

export async function completeReferralAttachmentUpload(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<CheckedReferralAttachment> {
  const { key, size } = parseArguments(completeReferralAttachmentUploadArguments, args).input;
  try {
    return await keepCheckedUpload(key, size);
  } catch (error) {
    if (isAwsError(error, ...CONDITION_FAILED)) {
      throw new ValidationError(
        'key',
        'The upload changed while it was checked, or was already completed. Upload the file again.',
      );
    }
    throw error;
  } finally {
    // Checked or refused, the upload itself is never used again.
    await bestEffort('Could not delete the upload object', request, { key }, () =>
      deleteObject(key),
    );
  }
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
