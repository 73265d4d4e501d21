import { CreateMessageDocument, type CreateMessageInput } from './generated/operations';
import { request } from './graphqlClient';

export type MessageInput = CreateMessageInput;

/** Sends a contact enquiry; resolves with the stored message's id. */
export async function sendMessage(input: MessageInput): Promise<string> {
  const { createMessage } = await request(CreateMessageDocument, { input });
  if (!createMessage) throw new Error('createMessage returned no message');
  return createMessage.id;
}
