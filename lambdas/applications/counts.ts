// How many applications each job has, for the Recruitment page's links. Only the job ids are read
// (a projection over the byCreatedAt index), never an applicant's details, so, unlike
// listJobApplications, no application is viewed and nothing is audited.

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BY_CREATED_AT_INDEX, LIST_PARTITION_ATTRIBUTE } from '../../schema/contract/tables';
import type { JobApplicationCount } from '../../schema/generated/types';
import { dynamo } from '../shared/clients';
import { config } from '../shared/config';

/**
 * Each named job once, in the order named, with its number of applications (0 for none). One
 * paged Query over every application whatever the number of jobs, not one per job: a provider's
 * applications are few, and a deleted application is no longer in the table.
 */
export async function countApplicationsPerJob(
  jobIds: readonly string[],
): Promise<JobApplicationCount[]> {
  const counts = new Map(jobIds.map((jobId) => [jobId, 0]));
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config.tableName('JobApplication'),
        IndexName: BY_CREATED_AT_INDEX,
        KeyConditionExpression: '#listPartition = :listPartition',
        ProjectionExpression: '#jobId',
        ExpressionAttributeNames: { '#listPartition': LIST_PARTITION_ATTRIBUTE, '#jobId': 'jobId' },
        ExpressionAttributeValues: { ':listPartition': 'JobApplication' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const { jobId } of (page.Items ?? []) as { jobId: string }[]) {
      const count = counts.get(jobId);
      if (count !== undefined) counts.set(jobId, count + 1);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return [...counts].map(([jobId, count]) => ({ jobId, count }));
}
