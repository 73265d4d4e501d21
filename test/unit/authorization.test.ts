// Every root field against every kind of caller: staff fields refuse everyone but the roles
// schema/contract/roles.ts gives them (owners, and the legacy admin group, always) and touch
// nothing; those roles (and, for public fields, an API-key caller) get real data.
// Which field is public comes from the schema's auth directives (test/unit/role-map.test.ts checks
// them against the role map).

import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListUserAuthEventsCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminUserGlobalSignOutCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { AppSyncIdentity } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as accounts } from '../../lambdas/accounts/handler';
import { handler as applications } from '../../lambdas/applications/handler';
import { handler as audit } from '../../lambdas/audit/handler';
import { handler as dashboard } from '../../lambdas/dashboard/handler';
import { handler as feedback } from '../../lambdas/feedback/handler';
import { handler as files } from '../../lambdas/files/handler';
import { handler as messages } from '../../lambdas/messages/handler';
import { handler as posts } from '../../lambdas/posts/handler';
import { handler as referrals } from '../../lambdas/referrals/handler';
import { HANDLERS, type HandlerDefinition } from '../../lambdas/resolverMap';
import { handler as staff } from '../../lambdas/staff/handler';
import { handler as testimonials } from '../../lambdas/testimonials/handler';
import { ADMIN_FIELDS, PUBLIC_FIELDS, type RootField } from '../support/schema-access';
import {
  AUDITED_KIND_ACCESS,
  ROOT_FIELD_ACCESS,
  rolesAllow,
  type FieldAccess,
} from '../../schema/contract/roles';
import { ROLES } from '../../schema/contract/staffRoles';
import type { AuditedKind } from '../../schema/generated/types';
import {
  type Handler,
  REQUEST_ID,
  allSdkCalls,
  appSyncEvent,
  dynamoMock,
  expectData,
  identities,
  invoke,
  resetMocks,
  s3Mock,
  cognitoMock,
  sesMock,
  stubTestEnv,
} from './helpers';

const handlers: Record<HandlerDefinition['name'], Handler> = {
  messages,
  posts,
  testimonials,
  staff,
  files,
  referrals,
  audit,
  feedback,
  accounts,
  applications,
  dashboard,
};

const fields = HANDLERS.flatMap((definition) =>
  (['Query', 'Mutation'] as const).flatMap((parent) =>
    definition.fields[parent].map((field) => ({
      handler: handlers[definition.name],
      field: `${parent}.${field}` as RootField,
    })),
  ),
);
const adminFields = fields.filter(({ field }) => ADMIN_FIELDS.has(field));
const publicFields = fields.filter(({ field }) => PUBLIC_FIELDS.has(field));

const callers = [
  ['an API key (no identity)', identities.apiKey],
  ['a missing identity', undefined],
  ['a user in another group', identities.otherGroup],
  ['a user in no group', identities.noGroups],
] as const;

/** Unlike invoke(), keeps an undefined identity undefined. */
function callAs(
  handler: Handler,
  field: string,
  identity: AppSyncIdentity,
  args: Record<string, unknown> = { input: { id: 'x' } },
) {
  const [parent, fieldName] = field.split('.') as ['Query' | 'Mutation', string];
  const event = appSyncEvent(parent, fieldName, args, identity);
  return handler(event, { awsRequestId: REQUEST_ID });
}

/** A real 1x1 PNG, so the upload's content check passes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const NOW = 1700000000000;
const UPLOAD_KEY = `uploads/staff/${NOW}_photo.png`;
const PHOTO_KEY = `public/staff/${NOW}_photo.png`;
const POST = {
  title: 'Support Worker',
  description: ['Car required'],
  location: 'Victoria',
  type: 'Casual',
};
const TESTIMONIAL = { body: 'Kind and on time.', name: 'Sam' };
const STAFF = {
  name: 'Alex',
  role: 'Support worker',
  imageUrl: PHOTO_KEY,
  description: 'Ten years of support work.',
  certificates: 'First aid',
  experience: 'Community access',
};
const REFERRAL_UPLOAD_KEY =
  'private/referrals/uploads/0f8fad5b-d9cb-469f-a165-70867728950e_plan.png';
const REFERRAL_ATTACHMENT = {
  key: 'private/referrals/R-7K3Q9P/1_plan.png',
  fileName: 'plan.png',
  contentType: 'image/png',
  size: PNG.length,
};
const REFERRAL_INPUT = {
  referrerRole: 'SUPPORT_COORDINATOR',
  referrerName: 'Casey Coordinator',
  referrerEmail: 'casey@example.com',
  referrerPhone: '0400 000 000',
  participantName: 'Pat Participant',
  participantDateOfBirth: '1990-05-17',
  participantPostcode: 3000,
  preferredContact: 'PHONE',
  communication: { interpreter: false, auslan: false },
  planFunding: 'PLAN_MANAGED',
  services: ['supportCoordination'],
  supportNeeded: 'Help to use the plan.',
  consent: true,
};
/** A PDF file-type recognises, so a CV's content check passes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const CV_UPLOAD_KEY = 'private/applications/uploads/0f8fad5b-d9cb-469f-a165-70867728950e_cv.pdf';
const CHECKED_CV_KEY = 'private/applications/checked/0f8fad5b-d9cb-469f-a165-70867728950e_cv.pdf';
const APPLICATION_INPUT = {
  jobId: 'x',
  name: 'Jo Applicant',
  email: 'jo@example.com',
  phone: '0400 000 000',
  rightToWork: 'YES',
  screeningCheck: 'APPLIED',
  note: 'Five years in community support.',
  cv: [CHECKED_CV_KEY],
};
const CV_FILE = { fileName: 'cv.pdf', contentType: 'application/pdf', size: PDF.length };
const STORED = {
  id: 'x',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** Arguments that are valid for each field, and the AWS answers of a store where all goes well. */
const VALID_CALLS: Record<string, Record<string, unknown>> = {
  'Query.listMessages': {},
  'Query.listPosts': {},
  'Query.listTestimonials': {},
  'Query.listStaff': {},
  'Query.referralFormUrl': {},
  'Mutation.createMessage': {
    input: { fullName: 'Alex', email: 'alex@example.com', phone: '0400 000 000', msg: 'Hello' },
  },
  'Mutation.deleteMessage': { input: { id: 'x' } },
  'Query.getMessage': { id: 'x' },
  'Query.unreadMessageCount': {},
  'Mutation.updateMessageStatus': { input: { id: 'x', status: 'REPLIED' } },
  'Mutation.addMessageNote': { input: { id: 'x', text: 'Rang back.' } },
  'Mutation.exportMessages': { input: { search: 'alex', status: 'NEW' } },
  'Mutation.createPost': { input: POST },
  'Mutation.updatePost': { input: { id: 'x', ...POST } },
  'Mutation.deletePost': { input: { id: 'x' } },
  'Mutation.createTestimonial': { input: TESTIMONIAL },
  'Mutation.updateTestimonial': { input: { id: 'x', ...TESTIMONIAL } },
  'Mutation.deleteTestimonial': { input: { id: 'x' } },
  'Mutation.createStaff': { input: STAFF },
  'Mutation.updateStaff': { input: { id: 'x', ...STAFF } },
  'Mutation.deleteStaff': { input: { id: 'x' } },
  'Mutation.startStaffPhotoUpload': {
    input: { fileName: 'photo.png', contentType: 'image/png', size: PNG.length },
  },
  'Mutation.completeStaffPhotoUpload': { input: { key: UPLOAD_KEY, size: PNG.length } },
  'Mutation.abortStaffPhotoUpload': { input: { key: UPLOAD_KEY } },
  'Query.listReferrals': {},
  'Query.getReferral': { id: 'R-7K3Q9P' },
  'Query.unreadReferralCount': {},
  'Query.referralAttachmentUrl': { input: { id: 'R-7K3Q9P', key: REFERRAL_ATTACHMENT.key } },
  'Mutation.createReferral': { input: REFERRAL_INPUT },
  'Mutation.startReferralAttachmentUpload': {
    input: { fileName: 'plan.png', contentType: 'image/png', size: PNG.length },
  },
  'Mutation.completeReferralAttachmentUpload': {
    input: { key: REFERRAL_UPLOAD_KEY, size: PNG.length },
  },
  'Mutation.updateReferralStatus': { input: { id: 'R-7K3Q9P', status: 'CONTACTED' } },
  'Mutation.addReferralNote': { input: { id: 'R-7K3Q9P', text: 'Called back.' } },
  'Mutation.deleteReferral': { input: { id: 'R-7K3Q9P' } },
  'Query.referralsDueForDeletion': {},
  'Mutation.exportReferrals': { input: { from: '2025-01-01', to: '2025-12-31', sensitive: true } },
  'Mutation.emailReferrer': {
    input: { id: 'R-7K3Q9P', template: 'CONTACTED', text: 'We have been in touch.' },
  },
  'Query.dashboard': {},
  'Query.auditTrail': { kind: 'MESSAGE', id: 'x' },
  'Mutation.createFeedback': {
    input: { kind: 'COMPLAINT', whatHappened: 'No one came.', anonymous: true, consent: true },
  },
  'Query.listFeedback': {},
  'Query.getFeedback': { id: 'F-7K3Q9P' },
  'Query.unreadFeedbackCount': {},
  'Mutation.updateFeedbackStatus': { input: { id: 'F-7K3Q9P', status: 'ACKNOWLEDGED' } },
  'Mutation.addFeedbackNote': { input: { id: 'F-7K3Q9P', text: 'Rang back.' } },
  'Mutation.exportFeedback': {},
  'Mutation.deleteFeedback': { input: { id: 'F-7K3Q9P' } },
  'Mutation.recordFeedback': {
    input: {
      kind: 'COMPLAINT',
      receivedOn: '2024-03-01',
      receivedVia: 'PHONE',
      whatHappened: 'Told us by phone.',
      anonymous: true,
      consent: true,
    },
  },
  'Mutation.updateFeedbackRegister': { input: { id: 'F-7K3Q9P', source: 'STAFF' } },
  'Mutation.addFeedbackAction': { input: { id: 'F-7K3Q9P', text: 'Rang back.' } },
  'Mutation.sendFeedbackEmail': {
    input: { id: 'F-7K3Q9P', purpose: 'ACKNOWLEDGEMENT', text: 'We have your complaint.' },
  },
  'Query.feedbackStatistics': { period: { unit: 'MONTH', startsOn: '2026-01-01' } },
  'Mutation.exportFeedbackStatistics': { period: { unit: 'QUARTER', startsOn: '2026-01-01' } },
  'Query.listJobApplications': { filter: { jobId: { eq: 'x' } } },
  'Query.getJobApplication': { id: 'J-7K3Q9P' },
  'Query.unreadJobApplicationCount': {},
  'Query.jobApplicationCounts': { jobIds: ['job-1'] },
  'Query.jobApplicationCvUrl': { id: 'J-7K3Q9P' },
  'Mutation.submitJobApplication': { input: APPLICATION_INPUT },
  'Mutation.startJobApplicationCvUpload': {
    input: { fileName: 'cv.pdf', contentType: 'application/pdf', size: PDF.length },
  },
  'Mutation.completeJobApplicationCvUpload': { input: { key: CV_UPLOAD_KEY, size: PDF.length } },
  'Mutation.updateJobApplicationStatus': { input: { id: 'J-7K3Q9P', status: 'SHORTLISTED' } },
  'Mutation.addJobApplicationNote': { input: { id: 'J-7K3Q9P', text: 'Strong on experience.' } },
  'Mutation.deleteJobApplication': { input: { id: 'J-7K3Q9P' } },
  'Mutation.exportJobApplications': {},
  'Query.staffAccounts': {},
  'Mutation.setStaffAccountRoles': { input: { username: 'someone', roles: ['INTAKE'] } },
  'Mutation.inviteStaffAccount': {
    input: { email: 'new@provider.example', name: 'New Person', roles: ['INTAKE'] },
  },
  'Mutation.resendStaffInvitation': { input: { username: 'someone' } },
  'Mutation.disableStaffAccount': { input: { username: 'someone' } },
  'Mutation.enableStaffAccount': { input: { username: 'someone' } },
  'Mutation.deleteStaffAccount': { input: { username: 'someone' } },
  'Mutation.resetStaffAccountMfa': { input: { username: 'someone' } },
  'Query.auditLog': {},
  'Mutation.exportAuditLog': {},
};

function storeWhereAllGoesWell(): void {
  dynamoMock.on(PutCommand).resolves({});
  dynamoMock.on(GetCommand).resolves({
    Item: {
      ...STORED,
      ...REFERRAL_INPUT,
      attachments: [REFERRAL_ATTACHMENT],
      cv: [{ key: 'private/applications/J-7K3Q9P/cv.pdf', ...CV_FILE }],
      // A complaint with an address, as the register's fields and e-mails need, whose retention
      // has passed, so that it may be deleted.
      kind: 'COMPLAINT',
      email: 'person@example.com',
      expiresAt: 1,
      // The status the valid emailReferrer call's template goes with.
      status: 'CONTACTED',
    },
  });
  dynamoMock.on(QueryCommand).resolves({ Items: [], Count: 0 });
  dynamoMock.on(UpdateCommand).resolves({ Attributes: { ...STORED, ...STAFF } });
  dynamoMock.on(DeleteCommand).resolves({ Attributes: { ...STORED, ...STAFF } });
  sesMock.on(SendEmailCommand).resolves({ MessageId: 'm1' });
  cognitoMock.on(AdminGetUserCommand).callsFake(({ Username }: { Username: string }) => ({
    Username,
    UserAttributes: [{ Name: 'email', Value: 'someone@provider.example' }],
    UserStatus: 'FORCE_CHANGE_PASSWORD',
  }));
  cognitoMock.on(AdminCreateUserCommand).resolves({ User: { Username: 'new-user' } });
  cognitoMock.on(AdminDisableUserCommand).resolves({});
  cognitoMock.on(AdminEnableUserCommand).resolves({});
  cognitoMock.on(AdminDeleteUserCommand).resolves({});
  cognitoMock.on(AdminUserGlobalSignOutCommand).resolves({});
  cognitoMock.on(AdminSetUserMFAPreferenceCommand).resolves({});
  cognitoMock.on(AdminListUserAuthEventsCommand).resolves({ AuthEvents: [] });
  cognitoMock.on(ListUsersCommand).resolves({ Users: [] });
  cognitoMock.on(ListUsersInGroupCommand).resolves({ Users: [] });
  cognitoMock.on(AdminListGroupsForUserCommand).resolves({ Groups: [] });
  cognitoMock.on(AdminAddUserToGroupCommand).resolves({});
  cognitoMock.on(AdminRemoveUserFromGroupCommand).resolves({});
  s3Mock.on(HeadObjectCommand).resolves({
    ContentLength: PNG.length,
    ContentType: 'image/png',
    ETag: '"etag"',
  });
  s3Mock.on(GetObjectCommand, { Bucket: 'files-bucket' }).resolves({
    Body: { transformToByteArray: async () => new Uint8Array(PNG) } as never,
  });
  for (const Key of [CV_UPLOAD_KEY, CHECKED_CV_KEY]) {
    s3Mock
      .on(HeadObjectCommand, { Key })
      .resolves({ ContentLength: PDF.length, ContentType: 'application/pdf', ETag: '"etag"' });
  }
  s3Mock.on(GetObjectCommand, { Bucket: 'files-bucket', Key: CV_UPLOAD_KEY }).resolves({
    Body: { transformToByteArray: async () => new Uint8Array(PDF) } as never,
  });
  s3Mock.on(CopyObjectCommand).resolves({});
  s3Mock.on(DeleteObjectCommand).resolves({});
  s3Mock.on(ListObjectsV2Command).resolves({});
  s3Mock.on(AbortMultipartUploadCommand).resolves({});
}

beforeEach(() => {
  stubTestEnv();
  resetMocks();
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the resolver map', () => {
  it('resolves exactly the root fields of the schema', () => {
    expect(fields.map(({ field }) => field).sort()).toEqual(
      [...ADMIN_FIELDS, ...PUBLIC_FIELDS].sort(),
    );
    expect(Object.keys(VALID_CALLS).sort()).toEqual(fields.map(({ field }) => field).sort());
  });
});

/** Who may make the valid call: the field's roles; for an item's history, its kind's. */
function accessOfValidCall(field: RootField): FieldAccess {
  if (field === 'Query.auditTrail') {
    return AUDITED_KIND_ACCESS[VALID_CALLS[field]!.kind as AuditedKind];
  }
  return ROOT_FIELD_ACCESS[field as keyof typeof ROOT_FIELD_ACCESS];
}

function expectRefused(outcome: unknown, field: RootField): void {
  const [parent, fieldName] = field.split('.');
  expect(outcome).toEqual({
    errorType: 'Unauthorized',
    errorMessage: `Not Authorized to access ${fieldName} on type ${parent}`,
  });
  expect(allSdkCalls()).toHaveLength(0);
}

describe('staff fields', () => {
  describe.each(adminFields)('$field', ({ handler, field }) => {
    it.each(callers)('is Unauthorized for %s and touches nothing', async (_caller, identity) => {
      expectRefused(await callAs(handler, field, identity), field);
    });

    it('answers the legacy admin group as an owner (groups from the identity or the claims)', async () => {
      storeWhereAllGoesWell();
      for (const identity of [identities.admin, identities.adminByClaims]) {
        const outcome = await invoke(handler, field, VALID_CALLS[field], identity);
        expect(expectData<unknown>(outcome)).toBeDefined();
      }
    });

    it.each(ROLES)('answers the %s role only if the role map allows it', async (role) => {
      if (rolesAllow(accessOfValidCall(field), [role])) {
        storeWhereAllGoesWell();
        for (const identity of [identities.role(role), identities.roleByClaims(role)]) {
          const outcome = await invoke(handler, field, VALID_CALLS[field], identity);
          expect(expectData<unknown>(outcome)).toBeDefined();
        }
      } else {
        for (const identity of [identities.role(role), identities.roleByClaims(role)]) {
          expectRefused(await callAs(handler, field, identity, VALID_CALLS[field]), field);
        }
      }
    });
  });
});

describe('an item’s history (Query.auditTrail)', () => {
  it.each(Object.entries(AUDITED_KIND_ACCESS))(
    'of a %s goes only to the roles that open it',
    async (kind, access) => {
      for (const role of ROLES) {
        resetMocks();
        storeWhereAllGoesWell();
        const outcome = await callAs(audit, 'Query.auditTrail', identities.role(role), {
          kind,
          id: 'x',
        });
        if (rolesAllow(access, [role])) {
          expect(expectData<unknown>(outcome)).toEqual([]);
        } else {
          expectRefused(outcome, 'Query.auditTrail');
        }
      }
    },
  );
});

describe.each(publicFields)('public field $field', ({ handler, field }) => {
  it('answers an API-key caller and an admin with data', async () => {
    storeWhereAllGoesWell();
    for (const identity of [identities.apiKey, identities.admin]) {
      const outcome = await invoke(handler, field, VALID_CALLS[field], identity);
      expect(expectData<unknown>(outcome)).toBeDefined();
    }
  });
});
