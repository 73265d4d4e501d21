// The public feedback and complaints form (createFeedback): what it stores, e-mails and answers.

import type { Feedback, FeedbackReceipt } from '../../schema/generated/types';
import { providerDate } from '../../schema/contract/providerDate';
import { FEEDBACK_REFERENCE_PREFIX } from '../../schema/contract/feedback';
import type { PublicSubmission } from '../shared/publicSubmission';
import { referenceFrom } from '../shared/reference';
import { parseArguments } from '../shared/validation';
import { sendAcknowledgement, sendStaffNotification } from './mail';
import { createFeedbackArguments, type FeedbackFields } from './schemas/form';

export const feedbackForm: PublicSubmission<FeedbackFields, Feedback, FeedbackReceipt> = {
  entity: 'Feedback',
  rateLimit: 'feedback',
  noun: 'feedback',
  idDetail: 'feedbackId',
  idFormat: referenceFrom(FEEDBACK_REFERENCE_PREFIX),
  parse: (args) => parseArguments(createFeedbackArguments, args).input,
  item: (fields, stamp) => ({
    ...fields,
    ...stamp,
    receivedOn: providerDate(stamp.createdAt),
    receivedVia: 'WEBSITE',
    status: 'RECEIVED',
    statusHistory: [{ status: 'RECEIVED', at: stamp.createdAt, by: null }],
    read: false,
    notes: [],
    actions: [],
    emails: [],
  }),
  stampedFields: ['statusHistory', 'receivedOn'],
  notifications: [
    { failure: 'Could not e-mail the feedback acknowledgement', send: sendAcknowledgement },
    { failure: 'Could not e-mail the new feedback notification', send: sendStaffNotification },
  ],
  notifyOnResend: true,
  answer: (feedback) => ({ reference: feedback.id, receivedAt: feedback.createdAt }),
};
