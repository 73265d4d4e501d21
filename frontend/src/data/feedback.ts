import { CreateFeedbackDocument, type CreateFeedbackInput } from './generated/operations';
import { request } from './graphqlClient';

export type FeedbackInput = Omit<CreateFeedbackInput, 'clientToken'>;

/**
 * The token of the last feedback not confirmed stored: sending the same fields again (the visitor
 * pressing Send after a failure) reuses it, so the API stores it once, under the same reference,
 * even when the first attempt was stored but its answer was lost.
 */
let unconfirmed: { fields: string; token: string } | undefined;

function clientTokenFor(input: FeedbackInput): string {
  const fields = JSON.stringify(input);
  if (unconfirmed?.fields !== fields) {
    unconfirmed = { fields, token: crypto.randomUUID() };
  }
  return unconfirmed.token;
}

/** Sends feedback; resolves with its reference (such as F-7K3Q9P). */
export async function sendFeedback(input: FeedbackInput): Promise<string> {
  const { createFeedback } = await request(CreateFeedbackDocument, {
    input: { ...input, clientToken: clientTokenFor(input) },
  });
  if (!createFeedback) throw new Error('createFeedback returned no receipt');
  unconfirmed = undefined;
  return createFeedback.reference;
}
