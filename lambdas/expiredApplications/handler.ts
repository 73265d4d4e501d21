// Deletes the CVs of the job applications DynamoDB's TTL removed (retentionDays.JobApplication in
// cdk.json, counted from the day after the job closes): the JobApplication table's stream invokes
// it in the cloud, the TTL sweeper locally (lambdas/shared/expiredItemFiles.ts).

import { expiredItemFilesHandler } from '../shared/expiredItemFiles';

export const handler = expiredItemFilesHandler({
  owner: 'application',
  filesAttribute: 'cv',
  plural: 'expired job applications',
  idDetail: 'applicationId',
});
