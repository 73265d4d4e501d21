// Staff photos are checked by their content, not their name: the first bytes must announce an
// image of an allowed type (lambdas/files/photoEncoding.ts then decodes it as that type). file-type
// sees only those first bytes and never a zip, which it would inflate without a limit
// (schema/contract/contentSniffing.ts); no image is a zip.

import { sniffSample, startsAsZip } from '../../schema/contract/contentSniffing';
import { type StaffPhotoContentType, allowedImageType } from '../shared/photos';

/** The image type the bytes announce, or undefined when it is not an allowed image type. */
export async function detectImageType(
  bytes: Uint8Array,
): Promise<StaffPhotoContentType | undefined> {
  if (startsAsZip(bytes)) {
    return undefined;
  }
  // Loaded here: only completeStaffPhotoUpload sniffs content, no other field should pay for it.
  const { fileTypeFromBuffer } = await import('file-type');
  return allowedImageType((await fileTypeFromBuffer(sniffSample(bytes)))?.mime);
}
