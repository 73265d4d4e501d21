// The public referral-form download: a short-lived presigned GET that the browser saves under the
// form's download name.

import { s3, s3Presigner } from '../shared/clients';
import { config } from '../shared/config';
import {
  REFERRAL_FORM_CONTENT_TYPE,
  REFERRAL_FORM_DOWNLOAD_NAME,
  REFERRAL_FORM_KEY,
  REFERRAL_FORM_URL_TTL_SECONDS,
} from '../../schema/contract/referralForm';

export async function referralFormUrl(): Promise<string> {
  const [{ client, sdk }, { getSignedUrl }] = await Promise.all([s3(), s3Presigner()]);
  return getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: config.filesBucket(),
      Key: REFERRAL_FORM_KEY,
      ResponseContentDisposition: `attachment; filename="${REFERRAL_FORM_DOWNLOAD_NAME}"`,
      ResponseContentType: REFERRAL_FORM_CONTENT_TYPE,
    }),
    { expiresIn: REFERRAL_FORM_URL_TTL_SECONDS },
  );
}
