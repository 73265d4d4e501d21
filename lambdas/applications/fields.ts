// The GraphQL fields the applications handler resolves (lambdas/shared/fields.ts): plain data for
// lambdas/resolverMap.ts, and the keys routes.ts must route.

import type { HandlerFields } from '../shared/fields';

export const JOB_APPLICATION_FIELDS = {
  Query: [
    'listJobApplications',
    'getJobApplication',
    'unreadJobApplicationCount',
    'jobApplicationCounts',
    'jobApplicationCvUrl',
  ],
  Mutation: [
    'submitJobApplication',
    'startJobApplicationCvUpload',
    'completeJobApplicationCvUpload',
    'updateJobApplicationStatus',
    'addJobApplicationNote',
    'deleteJobApplication',
    'exportJobApplications',
  ],
} as const satisfies HandlerFields;
