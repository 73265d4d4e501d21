// The checks a staff photo gets before it is uploaded: size within the limit and content that is an
// allowed image by its bytes, not its name. The API checks the same again after the upload.
// file-type sees only the first bytes and never a zip, which it would inflate without a limit
// (schema/contract/contentSniffing.ts); no image is a zip.
import { fileTypeFromBuffer } from 'file-type/core';
import { SNIFF_BYTES, startsAsZip } from '../../../../schema/contract/contentSniffing';
import { STAFF_PHOTO_LIMITS } from '../../../../schema/contract/inputLimits';
import { staffText } from '../texts';

export type PhotoCheck = { ok: true; contentType: string } | { ok: false; problem: string };

export async function checkPhoto(file: Blob): Promise<PhotoCheck> {
  if (file.size < STAFF_PHOTO_LIMITS.minBytes) return { ok: false, problem: staffText.photoEmpty };
  if (file.size > STAFF_PHOTO_LIMITS.maxBytes) {
    return { ok: false, problem: staffText.photoTooLarge };
  }
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const detected = startsAsZip(head) ? undefined : await fileTypeFromBuffer(head);
  const contentType = STAFF_PHOTO_LIMITS.contentTypes.find((type) => type === detected?.mime);
  return contentType ? { ok: true, contentType } : { ok: false, problem: staffText.photoNotImage };
}
