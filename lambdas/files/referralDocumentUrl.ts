// The public referral-document download (the API's referralFormUrl): a short-lived presigned GET
// that the browser saves under the document's download name.

import { s3, s3Presigner } from '../shared/clients';
import { config } from '../shared/config';
import {
  REFERRAL_DOCUMENT_CONTENT_TYPE,
  REFERRAL_DOCUMENT_DOWNLOAD_NAME,
  REFERRAL_DOCUMENT_KEY,
  REFERRAL_DOCUMENT_URL_TTL_SECONDS,
} from '../../schema/contract/referralDocument';

export async function referralDocumentUrl(): Promise<string> {
  const [{ client, sdk }, { getSignedUrl }] = await Promise.all([s3(), s3Presigner()]);
  return getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: config.filesBucket(),
      Key: REFERRAL_DOCUMENT_KEY,
      ResponseContentDisposition: `attachment; filename="${REFERRAL_DOCUMENT_DOWNLOAD_NAME}"`,
      ResponseContentType: REFERRAL_DOCUMENT_CONTENT_TYPE,
    }),
    { expiresIn: REFERRAL_DOCUMENT_URL_TTL_SECONDS },
  );
}
