// The one downloadable file: the referral document (the Word referral form). The local stack seeds it and the CDK stack deploys
// it at this key; referralFormUrl presigns a GET that saves it under DOWNLOAD_NAME.

export const REFERRAL_DOCUMENT_KEY = 'public/referral-form.docx';
export const REFERRAL_DOCUMENT_DOWNLOAD_NAME = 'EW_Referral Form.docx';
export const REFERRAL_DOCUMENT_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Lifetime of the presigned link, in seconds (15 minutes). */
export const REFERRAL_DOCUMENT_URL_TTL_SECONDS = 900;
/** Where the site serves the stored form from the files bucket, for a link that works without JS. */
export const REFERRAL_DOCUMENT_PATH = `/${REFERRAL_DOCUMENT_KEY}`;
