// Checked uploads under the files bucket's private prefix (referral attachments, applicants' CVs):
// copied under the item that takes them, emptied once used, deleted with the item, and handed to
// staff through a short-lived presigned GET. Nothing under private/ is ever served.

import { s3, s3Presigner } from './clients';
import { config } from './config';
import { deleteObject } from './photos';
import { attachmentFileName } from './stagedKeys';

/** How long a browser may use a presigned upload PUT. */
export const UPLOAD_URL_TTL_SECONDS = 900;
/** Staff open a file right after asking for it; a leaked link should not outlive that. */
export const DOWNLOAD_URL_TTL_SECONDS = 300;

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
