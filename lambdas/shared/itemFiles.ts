// The files a referral or a job application keeps in the files bucket: everything under
// private/referrals/<reference>/ or private/applications/<reference>/ (schema/contract/storage.ts).
// A referral's staff deletion (lambdas/referrals/routes.ts) and both kinds' expiry
// (lambdas/expiredReferrals/handler.ts, lambdas/expiredApplications/handler.ts) remove them here,
// so no path leaves a file behind.

import { JOB_APPLICATION_REFERENCE_PATTERN } from '../../schema/contract/jobApplications';
import { REFERENCE_PATTERN } from '../../schema/contract/referrals';
import { applicationCvPrefix, referralAttachmentPrefix } from '../../schema/contract/storage';
import { s3 } from './clients';
import { config } from './config';
import { deleteObject } from './photos';

/** Whose files: each kind's reference format and the prefix its files live under. */
const OWNERS = {
  referral: { pattern: REFERENCE_PATTERN, prefixOf: referralAttachmentPrefix },
  application: { pattern: JOB_APPLICATION_REFERENCE_PATTERN, prefixOf: applicationCvPrefix },
} as const;

export type FilesOwner = keyof typeof OWNERS;

/** Every key under the item's own prefix. */
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
 * Deletes the files the item names and whatever else lies under its prefix (a copy left by an
 * interrupted submission, say). A failure is raised, never reported as deleted. Only a real
 * reference of the owner's kind is accepted: any other id would make a prefix that reaches other
 * items' files or the staging prefixes.
 */
export async function deleteItemFiles(
  owner: FilesOwner,
  id: string,
  fileKeys: readonly string[],
): Promise<void> {
  const { pattern, prefixOf } = OWNERS[owner];
  if (!pattern.test(id)) {
    throw new Error(`Not a ${owner} reference: ${JSON.stringify(id)}.`);
  }
  const listed = await keysUnder(prefixOf(id));
  const keys = new Set([...fileKeys, ...listed]);
  await Promise.all([...keys].map((key) => deleteObject(key)));
}
