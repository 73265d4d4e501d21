// The original file name as it appears in an upload's key (staff photos, referral attachments):
// safe for URLs and one path segment.

import { STAFF_PHOTO_LIMITS } from '../../schema/contract/inputLimits';

const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

/** Base name only; characters outside [A-Za-z0-9._-] become '-'; long names keep their extension. */
export function sanitisedFileName(
  fileName: string,
  { maxLength = STAFF_PHOTO_LIMITS.fileName, fallback = 'photo' } = {},
): string {
  const baseName = fileName.split(/[\\/]/).pop() ?? '';
  const safe = baseName.replace(/[^A-Za-z0-9._-]/g, '-');
  if (!safe) {
    return fallback;
  }
  if (safe.length <= maxLength) {
    return safe;
  }
  const extension = EXTENSION.exec(safe)?.[0] ?? '';
  return safe.slice(0, maxLength - extension.length) + extension;
}
