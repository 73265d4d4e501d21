import { CreateMessageDocument, type CreateMessageInput } from './generated/operations';
import { GraphqlRequestError, request } from './graphqlClient';

export type MessageInput = Omit<CreateMessageInput, 'clientToken'>;

/**
 * The token of the last message that was not confirmed stored: sending the same fields again
 * (the visitor pressing Send after a failure) reuses it, so the API stores the message once even
 * when the first attempt was stored but its answer was lost.
 */
let unconfirmed: { fields: string; token: string } | undefined;

function clientTokenFor(input: MessageInput): string {
  const fields = JSON.stringify(input);
  if (unconfirmed?.fields !== fields) {
    unconfirmed = { fields, token: crypto.randomUUID() };
  }
  return unconfirmed.token;
}

function timedOut(error: unknown): boolean {
  return (
    error instanceof GraphqlRequestError &&
    error.errors.some((entry) => entry.errorType === 'Timeout')
  );
}

/** Sends a contact enquiry; resolves with the stored message's id. A Timeout is retried once. */
export async function sendMessage(input: MessageInput): Promise<string> {
  const variables = { input: { ...input, clientToken: clientTokenFor(input) } };
  const { createMessage } = await request(CreateMessageDocument, variables).catch(
    (error: unknown) => {
      if (timedOut(error)) return request(CreateMessageDocument, variables);
      throw error;
    },
  );
  if (!createMessage) throw new Error('createMessage returned no message');
  unconfirmed = undefined;
  return createMessage.id;
}
