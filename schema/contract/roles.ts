// Who may do what: the roles each API field admits (the roles and their groups: ./staffRoles.ts).
// The one source of that fact: the handlers check callers against it
// (lambdas/shared/resolver.ts), the pool's groups are made from it (lib/cloud/auth.ts, lib/local),
// the admin shows its tabs from it, and test/unit/role-map.test.ts fails when a directive of
// schema/schema.graphql names other groups than it gives.
import type { AuditedKind, Mutation, Query } from '../generated/types';
import { ROLE_GROUPS, type Role } from './staffRoles';

type QueryField = Exclude<keyof Query, '__typename'>;
type MutationField = Exclude<keyof Mutation, '__typename'>;
export type RootField = `Query.${QueryField}` | `Mutation.${MutationField}`;

/**
 * `public`: API-key callers and any signed-in user. Otherwise the roles besides owner that may use
 * the field; an owner may use every field.
 */
export type FieldAccess = 'public' | readonly Exclude<Role, 'owner'>[];

const INTAKE: FieldAccess = ['intake'];
const COMPLAINTS: FieldAccess = ['complaints'];
const WEBSITE: FieldAccess = ['website'];
const ANY_STAFF: FieldAccess = ['intake', 'complaints', 'website'];

/** Every root field of the schema: a field missing here, or one the schema lacks, fails typecheck. */
export const ROOT_FIELD_ACCESS = {
  'Query.listTestimonials': 'public',
  'Query.listPosts': 'public',
  'Query.referralFormUrl': 'public',
  'Mutation.createMessage': 'public',
  'Mutation.createReferral': 'public',
  'Mutation.startReferralAttachmentUpload': 'public',
  'Mutation.completeReferralAttachmentUpload': 'public',
  'Mutation.createFeedback': 'public',
  'Mutation.submitJobApplication': 'public',
  'Mutation.startJobApplicationCvUpload': 'public',
  'Mutation.completeJobApplicationCvUpload': 'public',

  'Query.listMessages': INTAKE,
  'Query.getMessage': INTAKE,
  'Query.unreadMessageCount': INTAKE,
  'Mutation.deleteMessage': INTAKE,
  'Mutation.updateMessageStatus': INTAKE,
  'Mutation.addMessageNote': INTAKE,
  'Mutation.exportMessages': INTAKE,
  'Query.listReferrals': INTAKE,
  'Query.getReferral': INTAKE,
  'Query.unreadReferralCount': INTAKE,
  'Query.referralAttachmentUrl': INTAKE,
  'Mutation.updateReferralStatus': INTAKE,
  'Mutation.addReferralNote': INTAKE,
  'Mutation.deleteReferral': INTAKE,
  'Query.referralsDueForDeletion': INTAKE,
  'Mutation.exportReferrals': INTAKE,
  'Mutation.emailReferrer': INTAKE,

  'Query.listFeedback': COMPLAINTS,
  'Query.getFeedback': COMPLAINTS,
  'Query.unreadFeedbackCount': COMPLAINTS,
  'Mutation.updateFeedbackStatus': COMPLAINTS,
  'Mutation.addFeedbackNote': COMPLAINTS,
  'Mutation.exportFeedback': COMPLAINTS,
  'Mutation.deleteFeedback': COMPLAINTS,
  'Query.feedbackStatistics': COMPLAINTS,
  'Mutation.exportFeedbackStatistics': COMPLAINTS,
  'Mutation.recordFeedback': COMPLAINTS,
  'Mutation.updateFeedbackRegister': COMPLAINTS,
  'Mutation.addFeedbackAction': COMPLAINTS,
  'Mutation.sendFeedbackEmail': COMPLAINTS,

  'Mutation.createTestimonial': WEBSITE,
  'Mutation.updateTestimonial': WEBSITE,
  'Mutation.deleteTestimonial': WEBSITE,
  'Mutation.createPost': WEBSITE,
  'Mutation.updatePost': WEBSITE,
  'Mutation.deletePost': WEBSITE,
  'Query.listStaff': WEBSITE,
  'Mutation.createStaff': WEBSITE,
  'Mutation.updateStaff': WEBSITE,
  'Mutation.deleteStaff': WEBSITE,
  'Mutation.startStaffPhotoUpload': WEBSITE,
  'Mutation.completeStaffPhotoUpload': WEBSITE,
  'Mutation.abortStaffPhotoUpload': WEBSITE,
  'Query.listJobApplications': WEBSITE,
  'Query.getJobApplication': WEBSITE,
  'Query.unreadJobApplicationCount': WEBSITE,
  'Query.jobApplicationCounts': WEBSITE,
  'Query.jobApplicationCvUrl': WEBSITE,
  'Mutation.updateJobApplicationStatus': WEBSITE,
  'Mutation.addJobApplicationNote': WEBSITE,
  'Mutation.deleteJobApplication': WEBSITE,
  'Mutation.exportJobApplications': WEBSITE,

  'Query.staffAccounts': [],
  'Mutation.setStaffAccountRoles': [],
  'Mutation.inviteStaffAccount': [],
  'Mutation.resendStaffInvitation': [],
  'Mutation.disableStaffAccount': [],
  'Mutation.enableStaffAccount': [],
  'Mutation.deleteStaffAccount': [],
  'Mutation.resetStaffAccountMfa': [],
  'Query.auditLog': [],
  'Mutation.exportAuditLog': [],

  // An item's history is read with the item: the handler admits each kind's roles only.
  'Query.auditTrail': ['intake', 'complaints', 'website'],
  // Every staff member; the handler answers only the sections their roles cover (DASHBOARD_SECTIONS).
  'Query.dashboard': ANY_STAFF,
} as const satisfies Record<RootField, FieldAccess>;

/** Whose items' history each role reads (Query.auditTrail); owners read every kind. */
export const AUDITED_KIND_ACCESS: Readonly<Record<AuditedKind, FieldAccess>> = {
  MESSAGE: INTAKE,
  REFERRAL: INTAKE,
  FEEDBACK: COMPLAINTS,
  JOB_APPLICATION: WEBSITE,
  STAFF_ACCOUNT: [],
};

/**
 * Fields of types, not root fields, that carry a group directive of their own: a contact message's
 * staff-only fields, which API-key callers of createMessage must not read.
 */
export const TYPE_FIELD_ACCESS: Readonly<Record<string, FieldAccess>> = {
  'Message.expiresAt': INTAKE,
  'Message.status': INTAKE,
  'Message.read': INTAKE,
  'Message.notes': INTAKE,
};

/** Whether a caller holding these roles may use something with this access. */
export function rolesAllow(access: FieldAccess, roles: readonly Role[]): boolean {
  if (access === 'public') return true;
  return roles.some((role) => role === 'owner' || access.includes(role));
}

/** The groups a field's @aws_cognito_user_pools(cognito_groups: [...]) directive must name. */
export function directiveGroups(access: Exclude<FieldAccess, 'public'>): string[] {
  return [...ROLE_GROUPS.owner, ...access.flatMap((role) => ROLE_GROUPS[role])];
}
