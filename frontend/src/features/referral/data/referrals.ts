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
import { uploadChecked, uploadContentType } from '../../../data/checkedUpload';

export type ReferralContentType = (typeof REFERRAL_ATTACHMENT_LIMITS.contentTypes)[number];

/** The type the upload is declared as, or null for a file the API does not take. */
export const attachmentContentType = (file: File): ReferralContentType | null =>
  uploadContentType(file, REFERRAL_ATTACHMENT_LIMITS.contentTypes);

/** An uploaded attachment as the API checked it: its key is what createReferral takes. */
export type CheckedAttachment =
  CompleteReferralAttachmentUploadMutation['completeReferralAttachmentUpload'];

/** Uploads one attachment (checkedUpload.ts); resolves with the checked attachment. */
export const uploadReferralAttachment = (
  file: File,
  contentType: ReferralContentType,
): Promise<CheckedAttachment> =>
  uploadChecked(
    file,
    contentType,
    async (input) =>
      (await request(StartReferralAttachmentUploadDocument, { input }))
        .startReferralAttachmentUpload,
    async (input) =>
      (await request(CompleteReferralAttachmentUploadDocument, { input }))
        .completeReferralAttachmentUpload,
  );

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
