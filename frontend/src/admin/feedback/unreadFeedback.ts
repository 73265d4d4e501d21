// The Feedback tab's unread count (frontend/src/admin/inbox/unreadCount.ts for feedback).
import type { ApolloClient } from '@apollo/client';
import { UnreadFeedbackCountDocument } from '../graphql/generated/operations';
import { refreshUnreadCount, useUnreadCount } from '../inbox/unreadCount';

const FIELD = 'unreadFeedbackCount';

export const useUnreadFeedbackCount = () => useUnreadCount(FIELD, UnreadFeedbackCountDocument);

export const refreshUnreadFeedbackCount = (client: ApolloClient) =>
  refreshUnreadCount(client, UnreadFeedbackCountDocument);
