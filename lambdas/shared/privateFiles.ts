// Uploads under the files bucket's private prefix (referral attachments, applicants' CVs): checked
// and copied to a checked key, copied under the item that takes them, emptied once used, deleted
// with the item, and handed to staff through a short-lived presigned GET. Nothing under private/ is
// ever served.

import { checkStoredAttachment, NOT_AN_ATTACHMENT_TYPE } from './attachmentType';
import { isAwsError } from './awsErrors';
import { bestEffort } from './bestEffort';
import { s3, s3Presigner } from './clients';
import { config } from './config';
import { NotFoundError, type RequestContext, ValidationError } from './errors';
import { deleteObject, headObject } from './photos';
import { attachmentFileName, fileNameOf } from './stagedKeys';

/** How long a browser may use a presigned upload PUT. */
export const UPLOAD_URL_TTL_SECONDS = 900;
/** Staff open a file right after asking for it; a leaked link should not outlive that. */
export const DOWNLOAD_URL_TTL_SECONDS = 300;

/** A conditional read or copy found another object than the one checked, or the target taken. */
const CONDITION_FAILED = ['PreconditionFailed', 'ConditionalRequestConflict'];

/** What one kind of upload may be, and where its checked copy goes. */
export interface UploadCheckRule {
  /** Uploads' keys: `<uploadPrefix><uuid>_<name>`. */
  uploadPrefix: string;
  /** The checked copy keeps the upload's `<uuid>_<name>` segment under this prefix. */
  checkedPrefix: string;
  /** The detected types this kind takes (a subset of what checkStoredAttachment detects). */
  contentTypes: readonly string[];
  /** The refusal of a file of any other type. */
  notAllowedType: string;
}

/** An upload that passed the checks, at its checked key. */
export interface CheckedUpload {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** Checks the upload and copies it to its checked key; the ETag pins both to what was measured. */
async function keepCheckedUpload(
  key: string,
  size: number,
  rule: UploadCheckRule,
): Promise<CheckedUpload> {
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
  // The check names every type it detects; a kind taking fewer says which it takes.
  if ('problem' in check) {
    throw new ValidationError(
      'key',
      check.problem === NOT_AN_ATTACHMENT_TYPE ? rule.notAllowedType : check.problem,
    );
  }
  const contentType = rule.contentTypes.find((allowed) => allowed === check.contentType);
  if (!contentType) {
    throw new ValidationError('key', rule.notAllowedType);
  }
  const bucket = config.filesBucket();
  const checkedKey = rule.checkedPrefix + key.slice(rule.uploadPrefix.length);
  const { client, sdk } = await s3();
  await client.send(
    new sdk.CopyObjectCommand({
      Bucket: bucket,
      Key: checkedKey,
      // Upload keys are <uuid>_<sanitised name>, so they need no URL encoding.
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

/**
 * Completes a presigned upload (a key the schema checked is under rule.uploadPrefix): checks its
 * stored size and content and copies it to its checked key. Checked or refused, the upload itself
 * is deleted; it is never used again.
 */
export async function completeUpload(
  key: string,
  size: number,
  rule: UploadCheckRule,
  request: RequestContext,
): Promise<CheckedUpload> {
  try {
    return await keepCheckedUpload(key, size, rule);
  } catch (error) {
    if (isAwsError(error, ...CONDITION_FAILED)) {
      throw new ValidationError(
        'key',
        'The upload changed while it was checked, or was already completed. Upload the file again.',
      );
    }
    throw error;
  } finally {
    await bestEffort('Could not delete the upload object', request, { key }, () =>
      deleteObject(key),
    );
  }
}

/** A stored file as staff download it. */
export interface StoredFile {
  key: string;
  fileName: string;
  contentType: string;
}

/** Copies each checked file to its key under its item; never replaces an object. */
export async function copyFiles(
  moves: readonly { from: string; attachment: { key: string } }[],
): Promise<void> {
  const bucket = config.filesBucket();
  const { client, sdk } = await s3();
  await Promise.all(
    moves.map(({ from, attachment }) =>
      client.send(
        new sdk.CopyObjectCommand({
          Bucket: bucket,
          Key: attachment.key,
          CopySource: `${bucket}/${from}`,
          IfNoneMatch: '*',
        }),
      ),
    ),
  );
}

/**
 * Empties the checked copies an item took instead of deleting them. Their upload's PUT URL may
 * still be valid: a second PUT and complete would find a deleted checked key free and check the
 * file in again, but the complete's copy never replaces an object and the create refuses an empty
 * one. The bucket's lifecycle rule removes them after a day, long after the URL expired.
 */
export async function markUsed(checkedKeys: readonly string[]): Promise<void> {
  const { client, sdk } = await s3();
  await Promise.all(
    checkedKeys.map((key) =>
      client.send(
        new sdk.PutObjectCommand({
          Bucket: config.filesBucket(),
          Key: key,
          Body: new Uint8Array(),
        }),
      ),
    ),
  );
}

/** Deletes objects; a failure is raised, so a caller never reports them gone when they are not. */
export async function deleteObjects(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => deleteObject(key)));
}

export async function downloadUrl(file: StoredFile): Promise<string> {
  const [{ client, sdk }, { getSignedUrl }] = await Promise.all([s3(), s3Presigner()]);
  return getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: config.filesBucket(),
      Key: file.key,
      // Named from the content's type, also for files stored before names were; sanitised to
      // [A-Za-z0-9._-] (stagedKeys.ts): safe inside the quotes.
      ResponseContentDisposition: `attachment; filename="${attachmentFileName(file.fileName, file.contentType)}"`,
      ResponseContentType: file.contentType,
    }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
}
