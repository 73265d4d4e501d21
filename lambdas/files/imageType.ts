// Staff photos are checked by their content, not their name: the first bytes must be an image of
// an allowed type.

import { s3 } from '../shared/clients';
import { config } from '../shared/config';
import { type StaffPhotoContentType, allowedImageType } from '../shared/photos';

/** file-type needs at most this many leading bytes to recognise the image formats. */
const SNIFF_BYTES = 4100;

/**
 * The stored object's image type, or undefined when it is not an allowed image. With `etag` the
 * read fails (PreconditionFailed) when the object was replaced since it was measured.
 */
export async function detectStoredImageType(
  key: string,
  etag?: string,
): Promise<StaffPhotoContentType | undefined> {
  const { client, sdk } = await s3();
  const { Body } = await client.send(
    new sdk.GetObjectCommand({
      Bucket: config.filesBucket(),
      Key: key,
      IfMatch: etag,
      Range: `bytes=0-${SNIFF_BYTES - 1}`,
    }),
  );
  if (!Body) {
    return undefined;
  }
  // Loaded here: only completeStaffPhotoUpload sniffs content, no other field should pay for it.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(await Body.transformToByteArray());
  return allowedImageType(detected?.mime);
}
