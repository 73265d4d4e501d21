import {
  CreateFeedbackDocument,
  type CreateFeedbackInput,
} from '../../../data/generated/operations';
import { request } from '../../../data/graphqlClient';
import { submissionTokens } from '../../../data/clientToken';

export type FeedbackInput = Omit<CreateFeedbackInput, 'clientToken'>;

/** The form's submission tokens (clientToken.ts). */
const tokens = submissionTokens('feedback');

/** Sends feedback; resolves with its reference (such as F-7K3Q9P). */
export async function sendFeedback(input: FeedbackInput): Promise<string> {
  const { createFeedback } = await request(CreateFeedbackDocument, {
    input: { ...input, clientToken: tokens.tokenFor(input) },
  });
  if (!createFeedback) throw new Error('createFeedback returned no receipt');
  tokens.confirmed();
  return createFeedback.reference;
}
