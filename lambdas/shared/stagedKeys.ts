// Keys of uploads staged in the files bucket's private prefixes (referral attachments, applicants'
// CVs): `<prefix><uuid>_<sanitised name>`, a random id per upload so a key cannot be guessed, and
// the name a stored file is downloaded under.

import { REFERRAL_ATTACHMENT_LIMITS } from '../../schema/contract/inputLimits';
import type { AttachmentContentType } from './attachmentType';
import { nameWithExtension } from './fileName';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FILE_NAME = `[A-Za-z0-9._-]{1,${REFERRAL_ATTACHMENT_LIMITS.fileName}}`;
const STAGED_SEGMENT = new RegExp(`^${UUID}_(${FILE_NAME})$`);

/** Whether `key` is `<prefix><uuid>_<sanitised name>`, as the upload starts make it. */
export function isStagedKeyUnder(prefix: string, key: string): boolean {
  return key.startsWith(prefix) && STAGED_SEGMENT.test(key.slice(prefix.length));
}

/** The file name a staged key carries (its segment after `<uuid>_`). */
export function fileNameOf(stagedKey: string): string {
  const segment = stagedKey.slice(stagedKey.lastIndexOf('/') + 1);
  return STAGED_SEGMENT.exec(segment)?.[1] ?? segment;
}

const EXTENSIONS: Record<AttachmentContentType, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * The name a file is stored and downloaded under: the visitor's base name with the extension of
 * its checked content, never the one it came with (a PDF named report.html would open as a page).
 * A type outside the allowed ones gets .bin, which nothing opens by itself.
 */
export function attachmentFileName(fileName: string, contentType: string): string {
  return nameWithExtension(fileName, EXTENSIONS[contentType as AttachmentContentType] ?? 'bin', {
    maxLength: REFERRAL_ATTACHMENT_LIMITS.fileName,
    fallback: 'attachment',
  });
}
