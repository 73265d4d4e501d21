// The GraphQL fields the messages handler resolves (lambdas/shared/fields.ts): plain data for
// lambdas/resolverMap.ts, and the keys routes.ts must route.

import type { HandlerFields } from '../shared/fields';

export const MESSAGE_FIELDS = {
  Query: ['listMessages', 'getMessage', 'unreadMessageCount'],
  Mutation: [
    'createMessage',
    'updateMessageStatus',
    'addMessageNote',
    'exportMessages',
    'deleteMessage',
  ],
} as const satisfies HandlerFields;
