import { REFERRAL_ATTACHMENT_LIMITS } from '../../../../../schema/contract/inputLimits';
import {
  CompleteReferralAttachmentUploadDocument,
  CreateReferralDocument,
  StartReferralAttachmentUploadDocument,
  type CompleteReferralAttachmentUploadMutation,
  type CreateReferralInput,
} from '../../../data/generated/operations';
import { request } from '../../../data/graphqlClient';
import { submissionTokens } from '../../../data/clientToken';

export type ReferralContentType = (typeof REFERRAL_ATTACHMENT_LIMITS.contentTypes)[number];

/** Browsers leave a file's type empty (or guess it) for some files: the name decides then. */
const TYPE_BY_EXTENSION: Record<string, ReferralContentType> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The type the upload is declared as, or null for a file the API does not take. */
export function attachmentContentType(file: File): ReferralContentType | null {
  const declared = REFERRAL_ATTACHMENT_LIMITS.contentTypes.find((type) => type === file.type);
  if (declared) return declared;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? null;
}

/** An uploaded attachment as the API checked it: its key is what createReferral takes. */
export type CheckedAttachment =
  CompleteReferralAttachmentUploadMutation['completeReferralAttachmentUpload'];

/**
 * Uploads one attachment: a presigned PUT (signed for its type and size) to a private key, then
 * the API checks it. Resolves with the checked attachment.
 */
export async function uploadReferralAttachment(
  file: File,
  contentType: ReferralContentType,
): Promise<CheckedAttachment> {
  const { startReferralAttachmentUpload: upload } = await request(
    StartReferralAttachmentUploadDocument,
    { input: { fileName: file.name, contentType, size: file.size } },
  );
  const response = await fetch(upload.url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: file,
  });
  if (!response.ok) throw new Error(`The upload answered HTTP ${response.status}`);
  const { completeReferralAttachmentUpload: checked } = await request(
    CompleteReferralAttachmentUploadDocument,
    { input: { key: upload.key, size: file.size } },
  );
  return checked;
}

export type ReferralInput = Omit<CreateReferralInput, 'clientToken'>;

/** The form's submission tokens (clientToken.ts). */
const tokens = submissionTokens('referral');

/** Sends a referral; resolves with its reference (such as R-7K3Q9P). */
export async function sendReferral(input: ReferralInput): Promise<string> {
  const { createReferral } = await request(CreateReferralDocument, {
    input: { ...input, clientToken: tokens.tokenFor(input) },
  });
  if (!createReferral) throw new Error('createReferral returned no receipt');
  tokens.confirmed();
  return createReferral.reference;
}
