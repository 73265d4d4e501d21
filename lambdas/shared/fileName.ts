// The original file name as it appears in an upload's key (staff photos, referral attachments):
// safe for URLs and one path segment.

import { STAFF_PHOTO_LIMITS } from '../../schema/contract/inputLimits';

const EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

/** Base name only, with characters outside [A-Za-z0-9._-] as '-'. */
function safeCharacters(fileName: string): string {
  return (fileName.split(/[\\/]/).pop() ?? '').replace(/[^A-Za-z0-9._-]/g, '-');
}

/** Base name only; characters outside [A-Za-z0-9._-] become '-'; long names keep their extension. */
export function sanitisedFileName(
  fileName: string,
  { maxLength = STAFF_PHOTO_LIMITS.fileName, fallback = 'photo' } = {},
): string {
  const safe = safeCharacters(fileName);
  if (!safe) {
    return fallback;
  }
  if (safe.length <= maxLength) {
    return safe;
  }
  const extension = EXTENSION.exec(safe)?.[0] ?? '';
  return safe.slice(0, maxLength - extension.length) + extension;
}

/**
 * The sanitised name with `extension` (no dot) in place of its own, so a file is saved and opened as
 * what its content is: `report.html` holding a PDF becomes `report.pdf`.
 */
export function nameWithExtension(
  fileName: string,
  extension: string,
  { maxLength, fallback }: { maxLength: number; fallback: string },
): string {
  const base = safeCharacters(fileName)
    .replace(EXTENSION, '')
    .replace(/^\.+|\.+$/g, '');
  return `${(base || fallback).slice(0, maxLength - extension.length - 1)}.${extension}`;
}
