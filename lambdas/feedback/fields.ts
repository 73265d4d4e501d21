// The GraphQL fields the feedback handler resolves (lambdas/shared/fields.ts): plain data for
// lambdas/resolverMap.ts, and the keys routes.ts must route.

import type { HandlerFields } from '../shared/fields';

export const FEEDBACK_FIELDS = {
  Query: ['listFeedback', 'getFeedback', 'unreadFeedbackCount', 'feedbackStatistics'],
  Mutation: [
    'createFeedback',
    'updateFeedbackStatus',
    'addFeedbackNote',
    'exportFeedback',
    'deleteFeedback',
    'recordFeedback',
    'updateFeedbackRegister',
    'addFeedbackAction',
    'sendFeedbackEmail',
    'exportFeedbackStatistics',
  ],
} as const satisfies HandlerFields;
