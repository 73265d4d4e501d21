// An applicant's CV in the files bucket's private prefix, uploaded like a referral's attachments
// (lambdas/referrals/attachments.ts): a presigned PUT to a new private/applications/uploads/ key,
// then completeUpload (lambdas/shared/privateFiles.ts) checks the stored size and content (the
// same bounded reading of a Word document's zip directory) and copies it to
// private/applications/checked/, from where submitJobApplication moves it under the application.
// Nothing under private/ is ever served: staff read a CV through a short-lived presigned GET.

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
import { s3, s3Presigner } from '../shared/clients';
import { config } from '../shared/config';
import { type RequestContext, ValidationError } from '../shared/errors';
import { sanitisedFileName } from '../shared/fileName';
import { headObject } from '../shared/photos';
import { parseArguments } from '../shared/validation';
import {
  completeUpload,
  UPLOAD_URL_TTL_SECONDS,
  type UploadCheckRule,
} from '../shared/privateFiles';
import { attachmentFileName, fileNameOf } from '../shared/stagedKeys';
import {
  completeJobApplicationCvUploadArguments,
  startJobApplicationCvUploadArguments,
} from './schemas';

const { cv: CV_LIMITS } = JOB_APPLICATION_LIMITS;

export const NOT_A_CV_TYPE = 'The uploaded file is not a PDF or a Word (.docx) document.';

function newUploadKey(fileName: string): string {
  // Named within the referral keys' bounds, so isStagedKeyUnder recognises the key.
  const name = sanitisedFileName(fileName, {
    maxLength: REFERRAL_ATTACHMENT_LIMITS.fileName,
    fallback: 'cv',
  });
  return `${APPLICATION_UPLOAD_PREFIX}${randomUUID()}_${name}`;
}

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

const CV_RULE: UploadCheckRule = {
  uploadPrefix: APPLICATION_UPLOAD_PREFIX,
  checkedPrefix: APPLICATION_CHECKED_PREFIX,
  contentTypes: CV_LIMITS.contentTypes,
  notAllowedType: NOT_A_CV_TYPE,
};

export async function completeJobApplicationCvUpload(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<CheckedJobApplicationCv> {
  const { key, size } = parseArguments(completeJobApplicationCvUploadArguments, args).input;
  return completeUpload(key, size, CV_RULE, request);
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
