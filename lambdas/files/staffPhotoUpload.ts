// The staff-photo upload operations. Browsers never get AWS credentials: they upload straight to
// the bucket through presigned URLs, and the server checks the result before anyone may use it.

import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type {
  CompletedStaffPhotoUpload,
  StaffPhotoUpload,
  UploadPartUrl,
} from '../../schema/generated/types';
import { s3 } from '../shared/clients';
import { config } from '../shared/config';
import { NotFoundError, ValidationError } from '../shared/errors';
import { STAFF_PHOTO_PREFIX, deleteObject, headObject, isPhotoInUse } from '../shared/photos';
import { parseArguments } from '../shared/validation';
import { sanitisedFileName } from './fileName';
import { detectStoredImageType } from './imageType';
import { planUpload } from './planUpload';
import {
  abortStaffPhotoUploadArguments,
  completeStaffPhotoUploadArguments,
  startStaffPhotoUploadArguments,
} from './schemas';

export const UPLOAD_URL_TTL_SECONDS = 900;

const REJECTED_PARTS = new Set(['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall']);

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

/** Removes an upload that failed its checks, unless a staff member already points at that key. */
async function discardUnlessInUse(key: string): Promise<void> {
  if (!(await isPhotoInUse(key))) {
    await deleteObject(key);
  }
}

async function presignedPartUrls(
  key: string,
  uploadId: string,
  partCount: number,
): Promise<UploadPartUrl[]> {
  return Promise.all(
    Array.from({ length: partCount }, async (_, index) => ({
      partNumber: index + 1,
      url: await getSignedUrl(
        s3(),
        new UploadPartCommand({
          Bucket: config.filesBucket(),
          Key: key,
          UploadId: uploadId,
          PartNumber: index + 1,
        }),
        { expiresIn: UPLOAD_URL_TTL_SECONDS },
      ),
    })),
  );
}

export async function startStaffPhotoUpload(
  args: Record<string, unknown>,
): Promise<StaffPhotoUpload> {
  const { fileName, contentType, size } = parseArguments(
    startStaffPhotoUploadArguments,
    args,
  ).input;
  const plan = planUpload(size);
  const key = `${STAFF_PHOTO_PREFIX}${Date.now()}_${sanitisedFileName(fileName)}`;
  const bucket = config.filesBucket();
  if (plan.kind === 'single') {
    const url = await getSignedUrl(
      s3(),
      new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
      // Signing content-type makes S3 refuse a PUT with any other type than the one checked here.
      { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-type']) },
    );
    return { key, partSize: size, url, uploadId: null, parts: [] };
  }
  const { UploadId } = await s3().send(
    new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
  );
  if (!UploadId) {
    throw new Error('CreateMultipartUpload returned no upload id.');
  }
  const parts = await presignedPartUrls(key, UploadId, plan.partCount);
  return { key, partSize: plan.partSize, url: null, uploadId: UploadId, parts };
}

async function completeMultipartUpload(
  key: string,
  uploadId: string,
  parts: readonly { partNumber: number; etag: string }[],
): Promise<void> {
  try {
    await s3().send(
      new CompleteMultipartUploadCommand({
        Bucket: config.filesBucket(),
        Key: key,
        UploadId: uploadId,
        MultipartUpload: {
          Parts: [...parts]
            .sort((a, b) => a.partNumber - b.partNumber)
            .map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
        },
      }),
    );
  } catch (error) {
    if (errorName(error) === 'NoSuchUpload') {
      throw new NotFoundError(`No multipart upload ${uploadId} exists for ${key}.`);
    }
    if (REJECTED_PARTS.has(errorName(error) ?? '')) {
      throw new ValidationError('parts', 'The parts do not match the uploaded parts.');
    }
    throw error;
  }
}

export async function completeStaffPhotoUpload(
  args: Record<string, unknown>,
): Promise<CompletedStaffPhotoUpload> {
  const { key, uploadId, parts, size } = parseArguments(
    completeStaffPhotoUploadArguments,
    args,
  ).input;
  if (uploadId) {
    await completeMultipartUpload(key, uploadId, parts ?? []);
  }
  const stored = await headObject(key);
  if (!stored) {
    throw new NotFoundError(`No uploaded object exists at ${key}.`);
  }
  if (stored.ContentLength !== size) {
    await discardUnlessInUse(key);
    throw new ValidationError(
      'size',
      `Upload failed. Expected object size ${size}, but got ${stored.ContentLength ?? 0}.`,
    );
  }
  const contentType = await detectStoredImageType(key);
  if (!contentType) {
    await discardUnlessInUse(key);
    throw new ValidationError('key', 'The uploaded file is not a JPEG, PNG, WebP or GIF image.');
  }
  return { key, size, contentType };
}

export async function abortStaffPhotoUpload(args: Record<string, unknown>): Promise<boolean> {
  const { key, uploadId } = parseArguments(abortStaffPhotoUploadArguments, args).input;
  if (!uploadId) {
    await discardUnlessInUse(key);
    return true;
  }
  try {
    await s3().send(
      new AbortMultipartUploadCommand({
        Bucket: config.filesBucket(),
        Key: key,
        UploadId: uploadId,
      }),
    );
  } catch (error) {
    // Already completed or aborted: the caller's goal is met.
    if (errorName(error) !== 'NoSuchUpload') {
      throw error;
    }
  }
  return true;
}
