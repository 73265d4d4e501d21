// The GraphQL fields the audit handler resolves (lambdas/shared/fields.ts): plain data for
// lambdas/resolverMap.ts, and the keys routes.ts must route.

import type { HandlerFields } from '../shared/fields';

export const AUDIT_FIELDS = {
  Query: ['auditTrail', 'auditLog'],
  Mutation: ['exportAuditLog'],
} as const satisfies HandlerFields;
