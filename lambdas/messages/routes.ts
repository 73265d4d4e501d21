// Resolves the Message fields: the public contact form (createMessage) and the admin inbox (list
// with search and status filter, one message, status, notes, CSV export, delete), each admin
// action on a message recorded in its audit trail (lambdas/shared/audit.ts).

import type { Message, MessageSummary } from '../../schema/generated/types';
import { LIST_LIMITS, MESSAGE_LIMITS } from '../../schema/contract/inputLimits';
import { auditEntryWrites, recordAudit } from '../shared/audit';
import { recordListView, summaryFields, summaryOf } from '../shared/listView';
import { staffName } from '../shared/auth';
import type { RequestContext } from '../shared/errors';
import { uuidFrom } from '../shared/clientToken';
import { toFilterExpression } from '../shared/filter';
import { decodeNextToken } from '../shared/pagination';
import {
  appendToListInExistingItem,
  deleteExistingItem,
  queryMatchingNewestFirst,
  updateExistingItem,
  updateExistingItemIfChanged,
} from '../shared/repository';
import type { Routes } from '../shared/resolver';
import { type PublicSubmission, submissionRoute } from '../shared/publicSubmission';
import { countUnread } from '../shared/unread';
import { deleteArguments, parseArguments } from '../shared/validation';
import { messagesCsv, tooManyToExport } from './csv';
import { sendNotification } from './mail';
import { searchTextOf } from '../../schema/contract/messageSearch';
import { MESSAGE_PREVIEW_LENGTH } from '../../schema/contract/messages';
import {
  addMessageNoteArguments,
  createMessageArguments,
  exportMessagesArguments,
  getMessageArguments,
  listMessagesArguments,
  type MessageFields,
  updateMessageStatusArguments,
} from './schemas';
import {
  bothFilters,
  messageFilterExpression,
  messageMatcher,
  type MessageQuery,
  SEARCH_ATTRIBUTE,
  type StoredMessage,
} from './search';
import type { MESSAGE_FIELDS } from './fields';

/**
 * The message as the API returns it: without the search attribute, and with the inbox fields a
 * message stored before the inbox had them: NEW, no notes, and read (the old inbox showed it).
 */
function asMessage(stored: StoredMessage): Message {
  const message: Message & { [SEARCH_ATTRIBUTE]?: string } = { ...stored };
  delete message[SEARCH_ATTRIBUTE];
  return {
    ...message,
    status: stored.status ?? 'NEW',
    read: stored.read ?? true,
    notes: stored.notes ?? [],
  };
}

const messageForm: PublicSubmission<MessageFields, StoredMessage, Message> = {
  entity: 'Message',
  rateLimit: 'createMessage',
  noun: 'message',
  idDetail: 'messageId',
  idFormat: uuidFrom,
  parse: (args) => parseArguments(createMessageArguments, args).input,
  item: (fields, stamp) => ({
    ...fields,
    ...stamp,
    status: 'NEW',
    read: false,
    notes: [],
    [SEARCH_ATTRIBUTE]: searchTextOf(fields),
  }),
  notifications: [
    { failure: 'Could not e-mail the new message; it is stored', send: sendNotification },
  ],
  notifyOnResend: true,
  answer: asMessage,
};

async function matchingPage(
  query: MessageQuery,
  limit: number,
  nextToken?: string | null,
  filter?: Parameters<typeof toFilterExpression>[0] | null,
) {
  const startKey = nextToken ? await decodeNextToken('Message', nextToken) : undefined;
  const page = await queryMatchingNewestFirst<StoredMessage>('Message', {
    limit,
    startKey,
    filter: bothFilters(
      filter ? toFilterExpression(filter) : undefined,
      messageFilterExpression(query),
    ),
    matches: messageMatcher(query),
  });
  return { items: page.items.map(asMessage), nextToken: page.nextToken };
}

const SUMMARY_FIELDS = summaryFields<MessageSummary>()([
  'id',
  'fullName',
  'preview',
  'status',
  'read',
  'createdAt',
]);

/** The text's first line, cut to the preview's length. */
function previewOf(text: string): string {
  return (text.split(/\r?\n/, 1)[0] ?? '').slice(0, MESSAGE_PREVIEW_LENGTH);
}

/**
 * One page of summaries; each message's view recorded first. The search matches on the whole
 * message (name, e-mail, phone, text), so the items are read whole and cut to their summary here.
 */
async function listMessages(args: Record<string, unknown>, request: RequestContext) {
  const { search, status, limit, nextToken, filter } = parseArguments(listMessagesArguments, args);
  const page = await matchingPage(
    { search, status },
    limit ?? LIST_LIMITS.defaultLimit,
    nextToken,
    filter,
  );
  const items = page.items.map((message) =>
    summaryOf({ ...message, preview: previewOf(message.msg) }, SUMMARY_FIELDS),
  );
  await recordListView(request, 'MESSAGE', SUMMARY_FIELDS, items);
  return { items, nextToken: page.nextToken };
}

/** Every matching message, newest first; more than the export cap is refused before any audit. */
async function exportMessages(args: Record<string, unknown>, request: RequestContext) {
  const query = parseArguments(exportMessagesArguments, args).input;
  const messages: Message[] = [];
  let nextToken: string | null = null;
  do {
    const page = await matchingPage(query, LIST_LIMITS.maxLimit, nextToken);
    messages.push(...page.items);
    if (messages.length > MESSAGE_LIMITS.maxExport) throw tooManyToExport();
    nextToken = page.nextToken;
  } while (nextToken);
  // Recorded before the data leaves: no export without its audit entries.
  await recordAudit(
    request,
    messages.map((message) => ({ kind: 'MESSAGE', id: message.id, action: 'EXPORTED' })),
  );
  return messagesCsv(messages);
}

async function getMessage(args: Record<string, unknown>, request: RequestContext) {
  const { id } = parseArguments(getMessageArguments, args);
  const message = asMessage(await updateExistingItem<StoredMessage>('Message', id, { read: true }));
  await recordAudit(request, [{ kind: 'MESSAGE', id, action: 'VIEWED' }]);
  return message;
}

async function updateMessageStatus(args: Record<string, unknown>, request: RequestContext) {
  const { id, status } = parseArguments(updateMessageStatusArguments, args).input;
  const { item } = await updateExistingItemIfChanged<StoredMessage>(
    'Message',
    id,
    { status },
    await auditEntryWrites(request, [
      { kind: 'MESSAGE', id, action: 'CHANGED_STATUS', detail: status },
    ]),
  );
  return asMessage(item);
}

async function addMessageNote(args: Record<string, unknown>, request: RequestContext) {
  const { id, text } = parseArguments(addMessageNoteArguments, args).input;
  const note = {
    text,
    author: await staffName(request.identity ?? null),
    createdAt: new Date().toISOString(),
  };
  return asMessage(
    await appendToListInExistingItem<StoredMessage>(
      'Message',
      id,
      { attribute: 'notes', value: note, maxLength: MESSAGE_LIMITS.maxNotes, field: 'text' },
      await auditEntryWrites(request, [{ kind: 'MESSAGE', id, action: 'ADDED_NOTE' }]),
    ),
  );
}

async function deleteMessage(args: Record<string, unknown>, request: RequestContext) {
  const { id } = parseArguments(deleteArguments, args).input;
  const deleted = await deleteExistingItem<StoredMessage>(
    'Message',
    id,
    await auditEntryWrites(request, [{ kind: 'MESSAGE', id, action: 'DELETED' }]),
  );
  return deleted ? asMessage(deleted) : null;
}

export const routes: Routes<typeof MESSAGE_FIELDS> = {
  'Mutation.createMessage': submissionRoute(messageForm),
  'Query.listMessages': { resolve: listMessages },
  'Query.getMessage': { resolve: getMessage },
  'Query.unreadMessageCount': { resolve: () => countUnread('Message') },
  'Mutation.updateMessageStatus': { resolve: updateMessageStatus },
  'Mutation.addMessageNote': { resolve: addMessageNote },
  'Mutation.exportMessages': { resolve: exportMessages },
  'Mutation.deleteMessage': { resolve: deleteMessage },
};
