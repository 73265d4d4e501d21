// The contact messages' fixed choices, shared by the schema's enum (a unit test keeps them equal),
// the messages handler and the admin inbox.

/** Where a message is in the provider's handling (enum MessageStatus); new messages are NEW. */
export const MESSAGE_STATUS_LABELS = {
  NEW: 'New',
  REPLIED: 'Replied',
  CLOSED: 'Closed',
} as const;

export type MessageStatusValue = keyof typeof MESSAGE_STATUS_LABELS;
