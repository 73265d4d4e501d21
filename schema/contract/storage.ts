// The files bucket's layout and browser access, shared by the cloud stack (lib/cloud/storage.ts),
// the handlers (lambdas/) and the local S3 stand-in, so keys and CORS agree everywhere.

/**
 * Checked photos, served by CloudFront. Only completeStaffPhotoUpload writes here (a server-side
 * copy after the size and content checks); no presigned URL ever targets this prefix.
 */
export const STAFF_PHOTO_PREFIX = 'public/staff/';

/**
 * Where browsers upload through presigned URLs. Objects here are never referenced by a staff
 * member or served; the bucket's lifecycle rule expires whatever a client leaves behind.
 */
export const STAFF_PHOTO_UPLOAD_PREFIX = 'uploads/staff/';

/**
 * Referral attachments: personal information, never served. Nothing under private/ is readable by
 * CloudFront or the local site server; staff download an attachment through a short-lived presigned
 * GET from referralAttachmentUrl.
 */
export const PRIVATE_PREFIX = 'private/';

/** Every referral object; the grants of the referrals handler stop here. */
export const REFERRALS_PREFIX = `${PRIVATE_PREFIX}referrals/`;

/** Where visitors upload referral attachments through presigned PUTs; expired after a day. */
export const REFERRAL_UPLOAD_PREFIX = `${REFERRALS_PREFIX}uploads/`;

/**
 * Uploads that passed the size and content checks, waiting for createReferral to attach them (it
 * moves them under the referral's own prefix); expired after a day when no referral follows.
 */
export const REFERRAL_CHECKED_PREFIX = `${REFERRALS_PREFIX}checked/`;

/** A stored referral's attachments: private/referrals/<reference>/<file>. */
export function referralAttachmentPrefix(referralId: string): string {
  return `${REFERRALS_PREFIX}${referralId}/`;
}

/** Job applicants' CVs: personal information, never served; the applications handler stops here. */
export const APPLICATIONS_PREFIX = `${PRIVATE_PREFIX}applications/`;

/** Where applicants upload a CV through a presigned PUT; expired after a day. */
export const APPLICATION_UPLOAD_PREFIX = `${APPLICATIONS_PREFIX}uploads/`;

/** CVs that passed the checks, waiting for submitJobApplication; expired after a day. */
export const APPLICATION_CHECKED_PREFIX = `${APPLICATIONS_PREFIX}checked/`;

/** A stored application's CV: private/applications/<reference>/<file>. */
export function applicationCvPrefix(applicationId: string): string {
  return `${APPLICATIONS_PREFIX}${applicationId}/`;
}

/**
 * The one CORS rule of the files bucket, for the site's origins: presigned uploads (PUT, multipart
 * parts) and the referral document's GET. Origins differ per deployment and are added by each stack.
 */
export const FILES_BUCKET_CORS = {
  allowedMethods: ['GET', 'PUT', 'HEAD'],
  allowedHeaders: ['*'],
  /** The upload manager reads each part's ETag to complete a multipart upload. */
  exposedHeaders: ['ETag'],
  maxAgeSeconds: 3000,
} as const;
