// The original file name as it appears in a staff photo's key: safe for URLs and one path segment.

import { STAFF_PHOTO_LIMITS } from '../../schema/contract/inputLimits';

const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

/** Base name only; characters outside [A-Za-z0-9._-] become '-'; long names keep their extension. */
export function sanitisedFileName(fileName: string): string {
  const baseName = fileName.split(/[\\/]/).pop() ?? '';
  const safe = baseName.replace(/[^A-Za-z0-9._-]/g, '-');
  if (!safe) {
    return 'photo';
  }
  if (safe.length <= STAFF_PHOTO_LIMITS.fileName) {
    return safe;
  }
  const extension = EXTENSION.exec(safe)?.[0] ?? '';
  return safe.slice(0, STAFF_PHOTO_LIMITS.fileName - extension.length) + extension;
}
