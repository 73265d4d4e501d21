import { CreateMessageDocument, type CreateMessageInput } from '../../../data/generated/operations';
import { GraphqlRequestError, request } from '../../../data/graphqlClient';
import { submissionTokens } from '../../../data/clientToken';

export type MessageInput = Omit<CreateMessageInput, 'clientToken'>;

/** The form's submission tokens (clientToken.ts). */
const tokens = submissionTokens('contact');

function timedOut(error: unknown): boolean {
  return (
    error instanceof GraphqlRequestError &&
    error.errors.some((entry) => entry.errorType === 'Timeout')
  );
}

/** Sends a contact enquiry; resolves with the stored message's id. A Timeout is retried once. */
export async function sendMessage(input: MessageInput): Promise<string> {
  const variables = { input: { ...input, clientToken: tokens.tokenFor(input) } };
  const { createMessage } = await request(CreateMessageDocument, variables).catch(
    (error: unknown) => {
      if (timedOut(error)) return request(CreateMessageDocument, variables);
      throw error;
    },
  );
  if (!createMessage) throw new Error('createMessage returned no message');
  tokens.confirmed();
  return createMessage.id;
}
