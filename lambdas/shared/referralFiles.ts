// A referral's files in the files bucket: everything under private/referrals/<reference>/
// (schema/contract/storage.ts). Staff deletion (lambdas/referrals/handler.ts) and expiry
// (lambdas/expiredReferrals/handler.ts) both remove them here, so no path leaves a file behind.

import { REFERENCE_PATTERN } from '../../schema/contract/referrals';
import { referralAttachmentPrefix } from '../../schema/contract/storage';
import { s3 } from './clients';
import { config } from './config';
import { deleteObject } from './photos';

/** Every key under the referral's own prefix. */
async function keysUnder(prefix: string): Promise<string[]> {
  const { client, sdk } = await s3();
  const keys: string[] = [];
  let continuationToken: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({
        Bucket: config.filesBucket(),
        Prefix: prefix,
        ContinuationToken: continuationToken,
      }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key) keys.push(object.Key);
    }
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
  return keys;
}

/**
 * Deletes the attachments the referral names and whatever else lies under its prefix (a copy left
 * by an interrupted createReferral, say). A failure is raised, never reported as deleted. Only a
 * real reference is accepted: any other id would make a prefix that reaches other referrals' files
 * or the staging prefixes.
 */
export async function deleteReferralFiles(
  referralId: string,
  attachmentKeys: readonly string[],
): Promise<void> {
  if (!REFERENCE_PATTERN.test(referralId)) {
    throw new Error(`Not a referral reference: ${JSON.stringify(referralId)}.`);
  }
  const listed = await keysUnder(referralAttachmentPrefix(referralId));
  const keys = new Set([...attachmentKeys, ...listed]);
  await Promise.all([...keys].map((key) => deleteObject(key)));
}
