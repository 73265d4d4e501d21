// Resolves the Message fields: the public contact form (createMessage) and the admin inbox.

import type { Message } from '../../schema/generated/types';
import { ValidationError, type RequestContext } from '../shared/errors';
import { bestEffort } from '../shared/bestEffort';
import { idForClientToken } from '../shared/clientToken';
import { listPage } from '../shared/list';
import { deleteItem, ItemExistsError, putNewItem, stampNewItem } from '../shared/repository';
import { type Routes, resolverHandler } from '../shared/resolver';
import { deleteArguments, parseArguments } from '../shared/validation';
import { sendNotification } from './notification';
import { createMessageArguments, listMessagesArguments } from './schemas';

async function createMessage(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<Message> {
  const { website, clientToken, ...fields } = parseArguments(createMessageArguments, args).input;
  const message: Message = stampNewItem(
    fields,
    clientToken ? idForClientToken('Message', clientToken) : undefined,
  );
  if (website?.trim()) {
    // Answered like a stored message so the bot learns nothing.
    console.warn('Honeypot filled: message discarded', {
      requestId: request.requestId,
      fieldName: request.fieldName,
    });
    return message;
  }
  // Stored first: a failed e-mail must never lose the enquiry.
  const stored = await putNewItem('Message', message).catch((error: unknown) => {
    if (clientToken && error instanceof ItemExistsError) {
      throw new ValidationError('clientToken', 'Was already used for another message.');
    }
    throw error;
  });
  // A resend that meets its first attempt's message e-mails again: the first attempt may have
  // stored it and then timed out before its e-mail, and a second e-mail beats a lost enquiry.
  await bestEffort(
    'Could not e-mail the new message; it is stored',
    request,
    { messageId: stored.id },
    () => sendNotification(stored, request),
  );
  return stored;
}

const routes: Routes = {
  'Mutation.createMessage': {
    access: 'public',
    rateLimit: 'createMessage',
    resolve: createMessage,
  },
  'Query.listMessages': {
    access: 'admin',
    resolve: async (args) =>
      listPage<Message>('Message', parseArguments(listMessagesArguments, args)),
  },
  'Mutation.deleteMessage': {
    access: 'admin',
    resolve: async (args) => {
      const { input } = parseArguments(deleteArguments, args);
      return deleteItem<Message>('Message', input.id);
    },
  },
};

export const handler = resolverHandler(routes);
