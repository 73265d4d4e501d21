// Which handler resolves which GraphQL field: plain data, so the CDK stack (lib/cloud/api.ts) wires
// one Lambda data source per handler and the local gateway (lib/local) routes the same way.

import type { PublicListName } from '../schema/contract/publicLists';

export interface HandlerDefinition {
  /** Folder under lambdas/ holding handler.ts; also names the Lambda function. */
  name:
    'messages' | 'posts' | 'testimonials' | 'staff' | 'files' | 'referrals' | 'audit' | 'feedback';
  /** Path of the handler's entry file, from the project root. */
  entry: string;
  fields: { Query: readonly string[]; Mutation: readonly string[] };
  /**
   * The public list its writes publish: the only key of it the handler may write, and the list
   * each deployment and each local start asks it to republish (schema/contract/publicLists.ts).
   */
  publicList?: PublicListName;
}

function handler(
  name: HandlerDefinition['name'],
  fields: HandlerDefinition['fields'],
  publicList?: PublicListName,
): HandlerDefinition {
  return {
    name,
    entry: `lambdas/${name}/handler.ts`,
    fields,
    ...(publicList ? { publicList } : {}),
  };
}

export const HANDLERS: readonly HandlerDefinition[] = [
  handler('messages', {
    Query: ['listMessages', 'getMessage', 'unreadMessageCount'],
    Mutation: [
      'createMessage',
      'updateMessageStatus',
      'addMessageNote',
      'exportMessages',
      'deleteMessage',
    ],
  }),
  handler(
    'posts',
    { Query: ['listPosts'], Mutation: ['createPost', 'updatePost', 'deletePost'] },
    'jobs',
  ),
  handler(
    'testimonials',
    {
      Query: ['listTestimonials'],
      Mutation: ['createTestimonial', 'updateTestimonial', 'deleteTestimonial'],
    },
    'testimonials',
  ),
  handler('staff', {
    Query: ['listStaff'],
    Mutation: ['createStaff', 'updateStaff', 'deleteStaff'],
  }),
  handler('files', {
    Query: ['referralFormUrl'],
    Mutation: ['startStaffPhotoUpload', 'completeStaffPhotoUpload', 'abortStaffPhotoUpload'],
  }),
  handler('referrals', {
    Query: ['listReferrals', 'getReferral', 'unreadReferralCount', 'referralAttachmentUrl'],
    Mutation: [
      'createReferral',
      'startReferralAttachmentUpload',
      'completeReferralAttachmentUpload',
      'updateReferralStatus',
      'addReferralNote',
      'deleteReferral',
    ],
  }),
  handler('audit', { Query: ['auditTrail'], Mutation: [] }),
  handler('feedback', {
    Query: ['listFeedback', 'getFeedback', 'unreadFeedbackCount'],
    Mutation: [
      'createFeedback',
      'updateFeedbackStatus',
      'addFeedbackNote',
      'exportFeedback',
      'deleteFeedback',
    ],
  }),
];
