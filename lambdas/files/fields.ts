// The GraphQL fields the files handler resolves (lambdas/shared/fields.ts): plain data for
// lambdas/resolverMap.ts, and the keys routes.ts must route.

import type { HandlerFields } from '../shared/fields';

export const FILE_FIELDS = {
  Query: ['referralFormUrl'],
  Mutation: ['startStaffPhotoUpload', 'completeStaffPhotoUpload', 'abortStaffPhotoUpload'],
} as const satisfies HandlerFields;
