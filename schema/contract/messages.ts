// The contact messages' fixed choices, shared by the schema's enum (a unit test keeps them equal),
// the messages handler and the admin inbox.

/** Where a message is in the provider's handling (enum MessageStatus); new messages are NEW. */
export const MESSAGE_STATUS_LABELS = {
  NEW: 'New',
  REPLIED: 'Replied',
  CLOSED: 'Closed',
} as const;

export type MessageStatusValue = keyof typeof MESSAGE_STATUS_LABELS;

/** Characters of a message's first line the inbox list shows (MessageSummary.preview). */
export const MESSAGE_PREVIEW_LENGTH = 200;
