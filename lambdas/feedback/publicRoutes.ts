// The public feedback and complaints form's operation: createFeedback.

import type { Feedback, FeedbackReceipt } from '../../schema/generated/types';
import { FEEDBACK_REFERENCE_PREFIX } from '../../schema/contract/feedback';
import { bestEffort } from '../shared/bestEffort';
import type { RequestContext } from '../shared/errors';
import { referencesFor, storeWithNewReference } from '../shared/reference';
import { stampNewItem } from '../shared/repository';
import type { Routes } from '../shared/resolver';
import { parseArguments } from '../shared/validation';
import { sendAcknowledgement, sendStaffNotification } from './mail';
import { createFeedbackArguments } from './publicSchemas';

async function createFeedback(
  args: Record<string, unknown>,
  request: RequestContext,
): Promise<FeedbackReceipt> {
  const { website, clientToken, ...fields } = parseArguments(createFeedbackArguments, args).input;
  const references = referencesFor(FEEDBACK_REFERENCE_PREFIX, 'Feedback', clientToken);
  if (website?.trim()) {
    // Answered like stored feedback so the bot learns nothing.
    console.warn('Honeypot filled: feedback discarded', {
      requestId: request.requestId,
      fieldName: request.fieldName,
    });
    return { reference: references(1), receivedAt: new Date().toISOString() };
  }
  const feedback = await storeWithNewReference<Feedback>(
    'Feedback',
    references,
    clientToken,
    (id) => {
      const item = stampNewItem(fields, id);
      return {
        ...item,
        status: 'RECEIVED',
        statusHistory: [{ status: 'RECEIVED', at: item.createdAt, by: null }],
        read: false,
        notes: [],
      };
    },
    { stampedFields: ['statusHistory'] },
  );
  // Stored first: a failed e-mail must never lose the feedback. A resend that meets its first
  // attempt e-mails again: the first may have timed out before its e-mails.
  const details = { feedbackId: feedback.id };
  const { email } = feedback;
  if (email) {
    await bestEffort('Could not e-mail the feedback acknowledgement', request, details, () =>
      sendAcknowledgement(feedback, email),
    );
  }
  await bestEffort('Could not e-mail the new feedback notification', request, details, () =>
    sendStaffNotification(feedback),
  );
  return { reference: feedback.id, receivedAt: feedback.createdAt };
}

export const publicRoutes: Routes = {
  'Mutation.createFeedback': { access: 'public', rateLimit: 'feedback', resolve: createFeedback },
};
