// The GraphQL fields the staff handler resolves (lambdas/shared/fields.ts): plain data for
// lambdas/resolverMap.ts, and the keys routes.ts must route.

import type { HandlerFields } from '../shared/fields';

export const STAFF_FIELDS = {
  Query: ['listStaff'],
  Mutation: ['createStaff', 'updateStaff', 'deleteStaff'],
} as const satisfies HandlerFields;
