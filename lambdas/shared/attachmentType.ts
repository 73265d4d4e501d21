// Uploaded documents (referral attachments, applicants' CVs) are checked by their content, not their name or declared type: the bytes
// must be a PDF, a Word document (a zip holding word/document.xml, without macros), a JPEG or a PNG.
// A zip is judged by its central directory alone and never given to file-type, which would inflate
// it without a limit (schema/contract/contentSniffing.ts).

import { sniffSample, startsAsZip } from '../../schema/contract/contentSniffing';
import { REFERRAL_ATTACHMENT_LIMITS } from '../../schema/contract/inputLimits';
import { s3 } from './clients';
import { config } from './config';
import { readZipDirectory } from './zipDirectory';

export type AttachmentContentType = (typeof REFERRAL_ATTACHMENT_LIMITS.contentTypes)[number];

const DOCX: AttachmentContentType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const MIB = 1048576;

export const NOT_AN_ATTACHMENT_TYPE = 'The uploaded file is not a PDF, Word (.docx), JPEG or PNG.';
export const WORD_DOCUMENT_TOO_LARGE = `The Word document unpacks to more than ${
  REFERRAL_ATTACHMENT_LIMITS.wordDocument.maxTotalBytes / MIB
} MB or is packed unusually tightly. Save it as a PDF and attach that.`;

/** What the bytes are, or why they are refused (a sentence for the visitor). */
export type AttachmentCheck = { contentType: AttachmentContentType } | { problem: string };

function wordDocumentCheck(bytes: Uint8Array): AttachmentCheck {
  const directory = readZipDirectory(bytes, REFERRAL_ATTACHMENT_LIMITS.wordDocument);
  if (!directory.ok) {
    return {
      problem: directory.refusal === 'tooLarge' ? WORD_DOCUMENT_TOO_LARGE : NOT_AN_ATTACHMENT_TYPE,
    };
  }
  const names = directory.entries.map((entry) => entry.name);
  const isWordDocument =
    names.includes('word/document.xml') &&
    !names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'));
  return isWordDocument ? { contentType: DOCX } : { problem: NOT_AN_ATTACHMENT_TYPE };
}

/** The allowed type the bytes are, or why not. */
export async function attachmentCheckOf(bytes: Uint8Array): Promise<AttachmentCheck> {
  if (startsAsZip(bytes)) {
    return wordDocumentCheck(bytes);
  }
  // Loaded here: only completeReferralAttachmentUpload sniffs content.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(sniffSample(bytes));
  const contentType = REFERRAL_ATTACHMENT_LIMITS.contentTypes.find(
    (allowed) => allowed !== DOCX && allowed === detected?.mime,
  );
  return contentType ? { contentType } : { problem: NOT_AN_ATTACHMENT_TYPE };
}

/**
 * The stored object's check. The whole object is read (at most 10 MiB): a Word document is only
 * known by its zip directory, at the end; file-type sees only its first SNIFF_BYTES. The ETag fails
 * the read (PreconditionFailed) when the object was replaced since it was measured.
 */
export async function checkStoredAttachment(
  key: string,
  etag: string | undefined,
): Promise<AttachmentCheck> {
  const { client, sdk } = await s3();
  const { Body } = await client.send(
    new sdk.GetObjectCommand({ Bucket: config.filesBucket(), Key: key, IfMatch: etag }),
  );
  if (!Body) {
    return { problem: NOT_AN_ATTACHMENT_TYPE };
  }
  return attachmentCheckOf(await Body.transformToByteArray());
}
