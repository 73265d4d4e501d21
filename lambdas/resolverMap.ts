// Which handler resolves which GraphQL field: plain data, so the CDK stack (lib/cloud/api.ts) wires
// one Lambda data source per handler and the local gateway (lib/local) routes the same way.

export interface HandlerDefinition {
  /** Folder under lambdas/ holding handler.ts; also names the Lambda function. */
  name:
    'messages' | 'posts' | 'testimonials' | 'staff' | 'files' | 'referrals' | 'audit' | 'feedback';
  /** Path of the handler's entry file, from the project root. */
  entry: string;
  fields: { Query: readonly string[]; Mutation: readonly string[] };
}

function handler(
  name: HandlerDefinition['name'],
  fields: HandlerDefinition['fields'],
): HandlerDefinition {
  return { name, entry: `lambdas/${name}/handler.ts`, fields };
}

export const HANDLERS: readonly HandlerDefinition[] = [
  handler('messages', { Query: ['listMessages'], Mutation: ['createMessage', 'deleteMessage'] }),
  handler('posts', { Query: ['listPosts'], Mutation: ['createPost', 'updatePost', 'deletePost'] }),
  handler('testimonials', {
    Query: ['listTestimonials'],
    Mutation: ['createTestimonial', 'updateTestimonial', 'deleteTestimonial'],
  }),
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
    Mutation: ['updateFeedbackStatus', 'addFeedbackNote', 'exportFeedback', 'deleteFeedback'],
  }),
];
