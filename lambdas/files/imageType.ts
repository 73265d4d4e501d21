// Staff photos are checked by their content, not their name: the first bytes must be an image of
// an allowed type.

import { GetObjectCommand } from '@aws-sdk/client-s3';
import { fileTypeFromBuffer } from 'file-type';
import { s3 } from '../shared/clients';
import { config } from '../shared/config';
import { STAFF_PHOTO_LIMITS } from '../shared/limits';

/** file-type needs at most this many leading bytes to recognise the image formats. */
const SNIFF_BYTES = 4100;

export type StaffPhotoContentType = (typeof STAFF_PHOTO_LIMITS.contentTypes)[number];

export function allowedImageType(mime: string | undefined): StaffPhotoContentType | undefined {
  return STAFF_PHOTO_LIMITS.contentTypes.find((allowed) => allowed === mime);
}

/** The stored object's image type, or undefined when it is not an allowed image. */
export async function detectStoredImageType(
  key: string,
): Promise<StaffPhotoContentType | undefined> {
  const { Body } = await s3().send(
    new GetObjectCommand({
      Bucket: config.filesBucket(),
      Key: key,
      Range: `bytes=0-${SNIFF_BYTES - 1}`,
    }),
  );
  if (!Body) {
    return undefined;
  }
  const detected = await fileTypeFromBuffer(await Body.transformToByteArray());
  return allowedImageType(detected?.mime);
}
