// The GraphQL fields the referrals handler resolves (lambdas/shared/fields.ts): plain data for
// lambdas/resolverMap.ts, and the keys routes.ts must route.

import type { HandlerFields } from '../shared/fields';

export const REFERRAL_FIELDS = {
  Query: [
    'listReferrals',
    'getReferral',
    'unreadReferralCount',
    'referralAttachmentUrl',
    'referralsDueForDeletion',
  ],
  Mutation: [
    'createReferral',
    'startReferralAttachmentUpload',
    'completeReferralAttachmentUpload',
    'updateReferralStatus',
    'addReferralNote',
    'deleteReferral',
    'exportReferrals',
    'emailReferrer',
  ],
} as const satisfies HandlerFields;
