// Referral attachment keys (prefixes in schema/contract/storage.ts). Each upload gets a random id,
// so a key cannot be guessed: the public attachment fields act only on keys they handed out.
//   private/referrals/uploads/<uuid>_<name>   the browser's presigned PUT
//   private/referrals/checked/<uuid>_<name>   passed the checks, waiting for createReferral
//   private/referrals/<reference>/<name>      attached to a stored referral

import { randomUUID } from 'node:crypto';
import { REFERRAL_ATTACHMENT_LIMITS } from '../../schema/contract/inputLimits';
import {
  REFERRAL_CHECKED_PREFIX,
  REFERRAL_UPLOAD_PREFIX,
  referralAttachmentPrefix,
} from '../../schema/contract/storage';
import { nameWithExtension, sanitisedFileName } from '../shared/fileName';
import type { AttachmentContentType } from './attachmentType';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FILE_NAME = `[A-Za-z0-9._-]{1,${REFERRAL_ATTACHMENT_LIMITS.fileName}}`;
const STAGED_SEGMENT = new RegExp(`^${UUID}_(${FILE_NAME})$`);

/** Whether `key` is `<prefix><uuid>_<sanitised name>`, as startReferralAttachmentUpload makes it. */
export function isStagedKeyUnder(prefix: string, key: string): boolean {
  return key.startsWith(prefix) && STAGED_SEGMENT.test(key.slice(prefix.length));
}

export function newUploadKey(fileName: string): string {
  const name = sanitisedFileName(fileName, {
    maxLength: REFERRAL_ATTACHMENT_LIMITS.fileName,
    fallback: 'attachment',
  });
  return `${REFERRAL_UPLOAD_PREFIX}${randomUUID()}_${name}`;
}

/** The checked key of an upload: the same `<uuid>_<name>` segment. */
export function checkedKeyOf(uploadKey: string): string {
  return REFERRAL_CHECKED_PREFIX + uploadKey.slice(REFERRAL_UPLOAD_PREFIX.length);
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
 * The name an attachment is stored and downloaded under: the visitor's base name with the extension
 * of its checked content, never the one it came with (a PDF named report.html would open as a page).
 * A type outside the allowed ones gets .bin, which nothing opens by itself.
 */
export function attachmentFileName(fileName: string, contentType: string): string {
  return nameWithExtension(fileName, EXTENSIONS[contentType as AttachmentContentType] ?? 'bin', {
    maxLength: REFERRAL_ATTACHMENT_LIMITS.fileName,
    fallback: 'attachment',
  });
}

/**
 * Where a checked attachment is kept once its referral is stored: under the referral's prefix with
 * its position, so two attachments of the same name never share a key.
 */
export function attachedKey(referralId: string, index: number, fileName: string): string {
  return `${referralAttachmentPrefix(referralId)}${index + 1}_${fileName}`;
}
