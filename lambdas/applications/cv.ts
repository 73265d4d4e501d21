// An applicant's CV in the files bucket's private prefix, uploaded like a referral's attachments
// (lambdas/referrals/attachments.ts, lambdas/shared/privateFiles.ts): a presigned PUT to a new private/applications/uploads/ key,
// then a check of the stored size and content (the same bounded reading of a Word document's zip
// directory) and a copy to private/applications/checked/, from where submitJobApplication moves it
// under the application. Nothing under private/ is ever served: staff read a CV through a
// short-lived presigned GET.

import { randomUUID } from 'node:crypto';
import type { CheckedJobApplicationCv, JobApplicationCvUpload } from '../../schema/generated/types';
import {
  JOB_APPLICATION_LIMITS,
  REFERRAL_ATTACHMENT_LIMITS,
} from '../../schema/contract/inputLimits';
import {
  APPLICATION_CHECKED_PREFIX,
  APPLICATION_UPLOAD_PREFIX,
  applicationCvPrefix,
} from '../../schema/contract/storage';
import { isAwsError } from '../shared/awsErrors';
import { bestEffort } from '../shared/bestEffort';
import { s3, s3Presigner } from '../shared/clients';
import { config } from '../shared/config';
import { NotFoundError, type RequestContext, ValidationError } from '../shared/errors';
import { sanitisedFileName } from '../shared/fileName';
import { deleteObject, headObject } from '../shared/photos';
import { parseArguments } from '../shared/validation';
import { checkStoredAttachment, NOT_AN_ATTACHMENT_TYPE } from '../shared/attachmentType';
import { UPLOAD_URL_TTL_SECONDS } from '../shared/privateFiles';
import { attachmentFileName, fileNameOf } from '../shared/stagedKeys';
import {
  completeJobApplicationCvUploadArguments,
  startJobApplicationCvUploadArguments,
} from './schemas';

const { cv: CV_LIMITS } = JOB_APPLICATION_LIMITS;

export const NOT_A_CV_TYPE = 'The uploaded file is not a PDF or a Word (.docx) document.';

/** A conditional read or copy found another object than the one checked, or the target taken. */
const CONDITION_FAILED = ['PreconditionFailed', 'ConditionalRequestConflict'];

function newUploadKey(fileName: string): string {
  // Named within the referral keys' bounds, so isStagedKeyUnder recognises the key.
  const name = sanitisedFileName(fileName, {
    maxLength: REFERRAL_ATTACHMENT_LIMITS.fileName,
    fallback: 'cv',
  });
  return `${APPLICATION_UPLOAD_PREFIX}${randomUUID()}_${name}`;
}

const checkedKeyOf = (uploadKey: string) =>
  APPLICATION_CHECKED_PREFIX + uploadKey.slice(APPLICATION_UPLOAD_PREFIX.length);

export async function startJobApplicationCvUpload(
  args: Record<string, unknown>,
): Promise<JobApplicationCvUpload> {
  const { fileName, contentType, size } = parseArguments(
    startJobApplicationCvUploadArguments,
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
async function keepCheckedCv(key: string, size: number): Promise<CheckedJobApplicationCv> {
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
  // The referral check also takes images, and says so; a CV is a document.
  if ('problem' in check) {
    throw new ValidationError(
      'key',
      check.problem === NOT_AN_ATTACHMENT_TYPE ? NOT_A_CV_TYPE : check.problem,
    );
  }
  const contentType = CV_LIMITS.contentTypes.find((allowed) => allowed === check.contentType);
  if (!contentType) {
    throw new ValidationError('key', NOT_A_CV_TYPE);
  }
  const bucket = config.filesBucket();
  const checkedKey = checkedKeyOf(key);
  const { client, sdk } = await s3();
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: bucket,
      Key: checkedKey,
      CopySource: `${bucket}/${key}`,
      CopySourceIfMatch: stored.ETag,
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

export async function completeJobApplicationCvUpload(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<CheckedJobApplicationCv> {
  const { key, size } = parseArguments(completeJobApplicationCvUploadArguments, args).input;
  try {
    return await keepCheckedCv(key, size);
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

export interface CheckedCv {
  /** Its checked key. */
  from: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** The checked CV submitJobApplication names, as stored. */
export async function checkedCv(checkedKey: string): Promise<CheckedCv> {
  const stored = await headObject(checkedKey);
  // Empty: an application already took it (markUsed); a checked file holds at least one byte.
  if (!stored || !stored.ContentLength) {
    throw new ValidationError(
      'cv[0]',
      'No checked file exists at this key (files are kept for a day). Upload it again.',
    );
  }
  const contentType = stored.ContentType ?? 'application/octet-stream';
  return {
    from: checkedKey,
    fileName: attachmentFileName(fileNameOf(checkedKey), contentType),
    contentType,
    size: stored.ContentLength,
  };
}

/** Where the checked CV goes under the application. */
export function cvOf(applicationId: string, { from: _from, ...file }: CheckedCv) {
  return { key: `${applicationCvPrefix(applicationId)}${file.fileName}`, ...file };
}
