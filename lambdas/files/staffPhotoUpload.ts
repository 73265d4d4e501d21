// The staff-photo upload operations. Browsers never get AWS credentials: they upload straight to
// the bucket through presigned URLs, but only under uploads/staff/. completeStaffPhotoUpload checks
// the stored size, decodes the content and writes a re-encoded copy without metadata to
// public/staff/, the one place staff profiles may point at, so no upload can skip the checks,
// publish its own bytes or replace a published photo.

import type {
  CompletedStaffPhotoUpload,
  StaffPhotoUpload,
  UploadPartUrl,
} from '../../schema/generated/types';
import { STAFF_PHOTO_UPLOAD_PREFIX } from '../../schema/contract/storage';
import { isAwsError } from '../shared/awsErrors';
import { bestEffort } from '../shared/bestEffort';
import { s3, s3Presigner } from '../shared/clients';
import { config } from '../shared/config';
import { NotFoundError, type RequestContext, ValidationError } from '../shared/errors';
import { deleteObject, headObject, publishedPhotoKey } from '../shared/photos';
import { parseArguments } from '../shared/validation';
import { sanitisedFileName } from '../shared/fileName';
import { detectImageType } from './imageType';
import { NOT_AN_IMAGE_MESSAGE, publishablePhoto } from './photoEncoding';
import { type UploadPlan, planUpload } from './planUpload';
import {
  abortStaffPhotoUploadArguments,
  completeStaffPhotoUploadArguments,
  startStaffPhotoUploadArguments,
} from './schemas';

export const UPLOAD_URL_TTL_SECONDS = 900;

/** Photo keys are unique per upload and never rewritten, but a deleted photo should not linger. */
const PHOTO_CACHE_CONTROL = 'public, max-age=86400';

const REJECTED_PARTS = new Set(['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall']);
/** A conditional read or write found another object than the one checked, or the target taken. */
const CONDITION_FAILED = new Set(['PreconditionFailed', 'ConditionalRequestConflict']);

/** Bytes in part `partNumber` (1-based): the part size, except for a shorter last part. */
function partLength(plan: UploadPlan, size: number, partNumber: number): number {
  return Math.min(plan.partSize, size - (partNumber - 1) * plan.partSize);
}

async function presignedPartUrls(
  key: string,
  uploadId: string,
  plan: UploadPlan,
  size: number,
): Promise<UploadPartUrl[]> {
  const [{ client, sdk }, { getSignedUrl }] = await Promise.all([s3(), s3Presigner()]);
  return Promise.all(
    Array.from({ length: plan.partCount }, async (_, index) => ({
      partNumber: index + 1,
      url: await getSignedUrl(
        client,
        new sdk.UploadPartCommand({
          Bucket: config.filesBucket(),
          Key: key,
          UploadId: uploadId,
          PartNumber: index + 1,
          ContentLength: partLength(plan, size, index + 1),
        }),
        // A signed content-length makes S3 refuse a part of any other size than planned.
        { expiresIn: UPLOAD_URL_TTL_SECONDS, signableHeaders: new Set(['content-length']) },
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
  const key = `${STAFF_PHOTO_UPLOAD_PREFIX}${Date.now()}_${sanitisedFileName(fileName)}`;
  const bucket = config.filesBucket();
  const { client, sdk } = await s3();
  if (plan.kind === 'single') {
    const { getSignedUrl } = await s3Presigner();
    const url = await getSignedUrl(
      client,
      new sdk.PutObjectCommand({
        Bucket: bucket,
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
    return { key, partSize: size, url, uploadId: null, parts: [] };
  }
  const { UploadId } = await client.send(
    new sdk.CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
  );
  if (!UploadId) {
    throw new Error('CreateMultipartUpload returned no upload id.');
  }
  const parts = await presignedPartUrls(key, UploadId, plan, size);
  return { key, partSize: plan.partSize, url: null, uploadId: UploadId, parts };
}

async function completeMultipartUpload(
  key: string,
  uploadId: string,
  parts: readonly { partNumber: number; etag: string }[],
): Promise<void> {
  const { client, sdk } = await s3();
  try {
    await client.send(
      new sdk.CompleteMultipartUploadCommand({
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
    if (isAwsError(error, 'NoSuchUpload')) {
      throw new NotFoundError(`No multipart upload ${uploadId} exists for ${key}.`);
    }
    if (isAwsError(error, ...REJECTED_PARTS)) {
      throw new ValidationError('parts', 'The parts do not match the uploaded parts.');
    }
    throw error;
  }
}

/** The whole upload; with the ETag the read fails (PreconditionFailed) if it was replaced since. */
async function readUpload(key: string, etag: string | undefined): Promise<Uint8Array> {
  const { client, sdk } = await s3();
  const { Body } = await client.send(
    new sdk.GetObjectCommand({ Bucket: config.filesBucket(), Key: key, IfMatch: etag }),
  );
  if (!Body) {
    throw new Error(`GetObject returned no body for ${key}.`);
  }
  return Body.transformToByteArray();
}

/**
 * Checks the uploaded object and publishes a re-encoded copy at its public key. The ETag pins the
 * read to the object that was measured: a PUT through the still-valid URL in between fails it.
 */
async function publishCheckedUpload(key: string, size: number): Promise<CompletedStaffPhotoUpload> {
  const stored = await headObject(key);
  if (!stored) {
    throw new NotFoundError(`No uploaded object exists at ${key}.`);
  }
  if (stored.ContentLength !== size) {
    throw new ValidationError(
      'size',
      `Upload failed. Expected object size ${size}, but got ${stored.ContentLength ?? 0}.`,
    );
  }
  const upload = await readUpload(key, stored.ETag);
  const contentType = await detectImageType(upload);
  if (!contentType) {
    throw new ValidationError('key', NOT_AN_IMAGE_MESSAGE);
  }
  const photo = await publishablePhoto(upload, contentType);
  const publicKey = publishedPhotoKey(key);
  const { client, sdk } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: config.filesBucket(),
      Key: publicKey,
      Body: photo,
      ContentType: contentType,
      CacheControl: PHOTO_CACHE_CONTROL,
      // Never replaces a published photo, e.g. a second complete of a re-used upload URL.
      IfNoneMatch: '*',
    }),
  );
  return { key: publicKey, size: photo.length, contentType };
}

/**
 * Removes an upload object; nothing references upload keys, so it goes whether it passed the checks
 * (it now has a published copy) or not. Best effort: the bucket's lifecycle rule expires leftovers.
 */
async function discardUpload(key: string, request: RequestContext): Promise<void> {
  await bestEffort('Could not delete the upload object', request, { key }, () => deleteObject(key));
}

export async function completeStaffPhotoUpload(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<CompletedStaffPhotoUpload> {
  const { key, uploadId, parts, size } = parseArguments(
    completeStaffPhotoUploadArguments,
    args,
  ).input;
  if (uploadId) {
    await completeMultipartUpload(key, uploadId, parts ?? []);
  }
  try {
    return await publishCheckedUpload(key, size);
  } catch (error) {
    if (isAwsError(error, ...CONDITION_FAILED)) {
      throw new ValidationError(
        'key',
        'The upload changed while it was checked, or was already completed. Upload the photo again.',
      );
    }
    throw error;
  } finally {
    await discardUpload(key, request);
  }
}

export async function abortStaffPhotoUpload(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<boolean> {
  const { key, uploadId } = parseArguments(abortStaffPhotoUploadArguments, args).input;
  if (uploadId) {
    const { client, sdk } = await s3();
    try {
      await client.send(
        new sdk.AbortMultipartUploadCommand({
          Bucket: config.filesBucket(),
          Key: key,
          UploadId: uploadId,
        }),
      );
    } catch (error) {
      // Already completed or aborted: the caller's goal is met.
      if (!isAwsError(error, 'NoSuchUpload')) {
        throw error;
      }
    }
  }
  // A single PUT, or a multipart upload completed but never checked, left an object.
  await discardUpload(key, request);
  return true;
}
