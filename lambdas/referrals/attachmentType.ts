// Referral attachments are checked by their content, not their name or declared type: the bytes
// must be a PDF, a Word document (a zip holding word/document.xml, without macros), a JPEG or a PNG.

import { REFERRAL_ATTACHMENT_LIMITS } from '../../schema/contract/inputLimits';
import { s3 } from '../shared/clients';
import { config } from '../shared/config';

export type AttachmentContentType = (typeof REFERRAL_ATTACHMENT_LIMITS.contentTypes)[number];

const DOCX: AttachmentContentType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The zip's entry names, read from its central directory without inflating anything. */
async function zipEntryNames(bytes: Uint8Array): Promise<string[] | undefined> {
  const { unzipSync } = await import('fflate');
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return undefined; // Not a readable zip.
  }
  return names;
}

async function isWordDocument(bytes: Uint8Array): Promise<boolean> {
  const names = await zipEntryNames(bytes);
  return (
    names !== undefined &&
    names.includes('word/document.xml') &&
    !names.some((name) => name.toLowerCase() === 'word/vbaproject.bin')
  );
}

/** The allowed type the bytes are, or undefined. */
export async function attachmentTypeOf(
  bytes: Uint8Array,
): Promise<AttachmentContentType | undefined> {
  // Loaded here: only completeReferralAttachmentUpload sniffs content.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === 'docx' || detected?.ext === 'zip') {
    return (await isWordDocument(bytes)) ? DOCX : undefined;
  }
  return REFERRAL_ATTACHMENT_LIMITS.contentTypes.find(
    (allowed) => allowed !== DOCX && allowed === detected?.mime,
  );
}

/**
 * The stored object's attachment type, or undefined when it is none. The whole object is read (at
 * most 10 MiB): a Word document is only known by its zip directory, at the end. The ETag fails the
 * read (PreconditionFailed) when the object was replaced since it was measured.
 */
export async function detectStoredAttachmentType(
  key: string,
  etag: string | undefined,
): Promise<AttachmentContentType | undefined> {
  const { client, sdk } = await s3();
  const { Body } = await client.send(
    new sdk.GetObjectCommand({ Bucket: config.filesBucket(), Key: key, IfMatch: etag }),
  );
  if (!Body) {
    return undefined;
  }
  return attachmentTypeOf(await Body.transformToByteArray());
}
