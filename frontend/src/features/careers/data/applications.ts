import { JOB_APPLICATION_LIMITS } from '../../../../../schema/contract/inputLimits';
import {
  CompleteJobApplicationCvUploadDocument,
  StartJobApplicationCvUploadDocument,
  SubmitJobApplicationDocument,
  type CompleteJobApplicationCvUploadMutation,
  type SubmitJobApplicationInput,
} from '../../../data/generated/operations';
import { request } from '../../../data/graphqlClient';
import { submissionTokens } from '../../../data/clientToken';
import { uploadChecked, uploadContentType } from '../../../data/checkedUpload';

export type CvContentType = (typeof JOB_APPLICATION_LIMITS.cv.contentTypes)[number];

/** The type the CV is uploaded as, or null for a file the API does not take. */
export const cvContentType = (file: File): CvContentType | null =>
  uploadContentType(file, JOB_APPLICATION_LIMITS.cv.contentTypes);

/** An uploaded CV as the API checked it: its key is what submitJobApplication takes. */
export type CheckedCv = CompleteJobApplicationCvUploadMutation['completeJobApplicationCvUpload'];

/** Uploads a CV (checkedUpload.ts); resolves with the checked CV. */
export const uploadCv = (file: File, contentType: CvContentType): Promise<CheckedCv> =>
  uploadChecked(
    file,
    contentType,
    async (input) =>
      (await request(StartJobApplicationCvUploadDocument, { input })).startJobApplicationCvUpload,
    async (input) =>
      (await request(CompleteJobApplicationCvUploadDocument, { input }))
        .completeJobApplicationCvUpload,
  );

export type JobApplicationInput = Omit<SubmitJobApplicationInput, 'clientToken'>;

/** The form's submission tokens (clientToken.ts). */
const tokens = submissionTokens('jobApplication');

/** Sends an application; resolves with its reference (such as J-7K3Q9P). */
export async function sendJobApplication(input: JobApplicationInput): Promise<string> {
  const { submitJobApplication } = await request(SubmitJobApplicationDocument, {
    input: { ...input, clientToken: tokens.tokenFor(input) },
  });
  if (!submitJobApplication) throw new Error('submitJobApplication returned no receipt');
  tokens.confirmed();
  return submitJobApplication.reference;
}
