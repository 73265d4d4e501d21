// Deletes the files of the referrals DynamoDB's TTL removed (retentionDays.Referral in cdk.json):
// the Referral table's stream invokes it in the cloud, the TTL sweeper locally
// (lambdas/shared/expiredItemFiles.ts).

import { expiredItemFilesHandler } from '../shared/expiredItemFiles';

export const handler = expiredItemFilesHandler({
  owner: 'referral',
  filesAttribute: 'attachments',
  plural: 'expired referrals',
  idDetail: 'referralId',
});
