// The checks a staff photo gets before it is uploaded: size within the limit and content that is an
// allowed image by its bytes, not its name. The API checks the same again after the upload.
import { fileTypeFromBlob } from 'file-type/core';
import { STAFF_PHOTO_LIMITS } from '../../../../schema/contract/inputLimits';
import { staffText } from '../texts';

export type PhotoCheck = { ok: true; contentType: string } | { ok: false; problem: string };

export async function checkPhoto(file: Blob): Promise<PhotoCheck> {
  if (file.size < STAFF_PHOTO_LIMITS.minBytes) return { ok: false, problem: staffText.photoEmpty };
  if (file.size > STAFF_PHOTO_LIMITS.maxBytes) {
    return { ok: false, problem: staffText.photoTooLarge };
  }
  const detected = await fileTypeFromBlob(file);
  const contentType = STAFF_PHOTO_LIMITS.contentTypes.find((type) => type === detected?.mime);
  return contentType ? { ok: true, contentType } : { ok: false, problem: staffText.photoNotImage };
}
