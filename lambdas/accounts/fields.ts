// The GraphQL fields the accounts handler resolves (lambdas/shared/fields.ts): plain data for
// lambdas/resolverMap.ts, and the keys routes.ts must route.

import type { HandlerFields } from '../shared/fields';

export const ACCOUNT_FIELDS = {
  Query: ['staffAccounts'],
  Mutation: [
    'setStaffAccountRoles',
    'inviteStaffAccount',
    'resendStaffInvitation',
    'disableStaffAccount',
    'enableStaffAccount',
    'deleteStaffAccount',
    'resetStaffAccountMfa',
  ],
} as const satisfies HandlerFields;
