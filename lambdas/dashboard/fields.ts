// The GraphQL fields the dashboard handler resolves (lambdas/shared/fields.ts): plain data for
// lambdas/resolverMap.ts, and the keys routes.ts must route.

import type { HandlerFields } from '../shared/fields';

export const DASHBOARD_FIELDS = {
  Query: ['dashboard'],
  Mutation: [],
} as const satisfies HandlerFields;
