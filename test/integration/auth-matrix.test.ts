// Every Query and Mutation field × every kind of caller, over HTTP against the local stack: public
// fields answer API-key callers and any signed-in user; all others only the roles
// schema/contract/roles.ts gives them (an owner, or the legacy admin group, everything; a person
// with several roles what each allows); no, wrong, forged or expired credentials never get past
// the door (HTTP 401); browsers on other origins are refused.
import { SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_EMAIL,
  MEMBER_PASSWORD,
  adminTokens,
  createMember,
  expiredToken,
  forgedToken,
  graphql,
  poolSignedToken,
  publishedKeyToken,
  roleTokens,
  signIn,
  staffTokens,
  startTestStack,
  type Credentials,
  type TestStack,
} from './support/stack';
import { type ThrowawayGateway, startThrowawayGateway } from './support/throwaway-gateway';
import { ADMIN_FIELDS, PUBLIC_FIELDS } from '../support/schema-access';
import { DASHBOARD_SECTION_ACCESS } from '../../schema/contract/dashboard';
import {
  AUDITED_KIND_ACCESS,
  ROOT_FIELD_ACCESS,
  rolesAllow,
  type FieldAccess,
  type RootField,
} from '../../schema/contract/roles';
import { LEGACY_OWNER_GROUP, type Role } from '../../schema/contract/staffRoles';
import { FEEDBACK_REFERENCE_PATTERN } from '../../schema/contract/feedback';
import { REFERENCE_PATTERN } from '../../schema/contract/referrals';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const MISSING_REFERENCE = 'R-ZZZZZZ';
const SEEDED_REFERRAL = 'R-7K3Q9P';
const SEEDED_FEEDBACK = 'F-7K3Q9P';
const MISSING_FEEDBACK = 'F-ZZZZZZ';
const MISSING_APPLICATION = 'J-ZZZZZZ';
const SEEDED_APPLICATION = 'J-7K3Q9P';
const SEEDED_ATTACHMENT = 'private/referrals/R-7K3Q9P/1_plan-pages.pdf';
const REFERRAL_INPUT = {
  referrerRole: 'SELF',
  referrerName: 'Matrix Caller',
  referrerEmail: 'caller@example.com',
  referrerPhone: '0412 345 678',
  participantName: 'Matrix Caller',
  participantDateOfBirth: '1980-01-01',
  participantPostcode: 3000,
  preferredContact: 'PHONE',
  communication: { interpreter: false, auslan: false },
  planFunding: 'NOT_SURE',
  services: ['socialWorker'],
  supportNeeded: 'Hi',
  consent: true,
};
const STAFF_FIELDS = {
  name: 'Matrix Person',
  role: 'Tester',
  description: 'Checks access',
  certificates: 'None',
  experience: 'Some',
};

/** One call per field: a valid request, so an allowed caller reaches the handler. */
const OPERATIONS: Record<string, { query: string; variables?: Record<string, unknown> }> = {
  'Query.listTestimonials': { query: '{ listTestimonials { items { id name body } nextToken } }' },
  'Query.listPosts': { query: '{ listPosts { items { id title } nextToken } }' },
  'Query.referralFormUrl': { query: '{ referralFormUrl }' },
  'Query.listMessages': { query: '{ listMessages { items { id } nextToken } }' },
  'Query.listStaff': { query: '{ listStaff { items { id name imageUrl } nextToken } }' },
  'Mutation.createMessage': {
    query: 'mutation ($input: CreateMessageInput!) { createMessage(input: $input) { id } }',
    variables: {
      input: {
        fullName: 'Matrix Caller',
        email: 'caller@example.com',
        phone: '0412 345 678',
        msg: 'Hi',
      },
    },
  },
  'Mutation.deleteMessage': {
    query: 'mutation ($id: ID!) { deleteMessage(input: { id: $id }) { id } }',
    variables: { id: MISSING_ID },
  },
  'Query.getMessage': { query: `{ getMessage(id: "${MISSING_ID}") { id status read } }` },
  'Query.unreadMessageCount': { query: '{ unreadMessageCount }' },
  'Mutation.updateMessageStatus': {
    query: `mutation { updateMessageStatus(input: { id: "${MISSING_ID}", status: REPLIED }) { id } }`,
  },
  'Mutation.addMessageNote': {
    query: `mutation { addMessageNote(input: { id: "${MISSING_ID}", text: "Hi" }) { id } }`,
  },
  'Mutation.exportMessages': {
    query:
      'mutation { exportMessages(input: { search: "no such words anywhere", status: CLOSED }) }',
  },
  'Mutation.createTestimonial': {
    query: 'mutation { createTestimonial(input: { body: "Great", name: "Matrix" }) { id } }',
  },
  'Mutation.updateTestimonial': {
    query: `mutation { updateTestimonial(input: { id: "${MISSING_ID}", body: "B", name: "N" }) { id } }`,
  },
  'Mutation.deleteTestimonial': {
    query: `mutation { deleteTestimonial(input: { id: "${MISSING_ID}" }) { id } }`,
  },
  'Mutation.createPost': {
    query:
      'mutation { createPost(input: { title: "Matrix job", description: ["Line"], location: "Victoria", type: "Casual" }) { id } }',
  },
  'Mutation.updatePost': {
    query: `mutation { updatePost(input: { id: "${MISSING_ID}", title: "T", description: ["L"], location: "Victoria", type: "Casual" }) { id } }`,
  },
  'Mutation.deletePost': {
    query: `mutation { deletePost(input: { id: "${MISSING_ID}" }) { id } }`,
  },
  'Mutation.createStaff': {
    query: 'mutation ($input: CreateStaffInput!) { createStaff(input: $input) { id } }',
    variables: { input: { ...STAFF_FIELDS, imageUrl: 'public/staff/0_missing.png' } },
  },
  'Mutation.updateStaff': {
    query: 'mutation ($input: UpdateStaffInput!) { updateStaff(input: $input) { id } }',
    variables: { input: { id: MISSING_ID, ...STAFF_FIELDS } },
  },
  'Mutation.deleteStaff': {
    query: `mutation { deleteStaff(input: { id: "${MISSING_ID}" }) { id } }`,
  },
  'Mutation.startStaffPhotoUpload': {
    query:
      'mutation { startStaffPhotoUpload(input: { fileName: "p.png", contentType: "image/png", size: 100 }) { key url } }',
  },
  'Mutation.completeStaffPhotoUpload': {
    query:
      'mutation { completeStaffPhotoUpload(input: { key: "public/staff/0_never.png", size: 100 }) { key } }',
  },
  'Mutation.abortStaffPhotoUpload': {
    query: 'mutation { abortStaffPhotoUpload(input: { key: "public/staff/0_never.png" }) }',
  },
  'Query.listReferrals': { query: '{ listReferrals { items { id } nextToken } }' },
  'Query.getReferral': { query: `{ getReferral(id: "${SEEDED_REFERRAL}") { id } }` },
  'Query.unreadReferralCount': { query: '{ unreadReferralCount }' },
  'Query.referralAttachmentUrl': {
    query: `{ referralAttachmentUrl(input: { id: "${SEEDED_REFERRAL}", key: "${SEEDED_ATTACHMENT}" }) }`,
  },
  'Mutation.createReferral': {
    query:
      'mutation ($input: CreateReferralInput!) { createReferral(input: $input) { reference } }',
    variables: { input: REFERRAL_INPUT },
  },
  'Mutation.startReferralAttachmentUpload': {
    query:
      'mutation { startReferralAttachmentUpload(input: { fileName: "p.pdf", contentType: "application/pdf", size: 100 }) { key url } }',
  },
  'Mutation.completeReferralAttachmentUpload': {
    query:
      'mutation { completeReferralAttachmentUpload(input: { key: "private/referrals/uploads/0f8fad5b-d9cb-469f-a165-70867728950e_never.pdf", size: 100 }) { key } }',
  },
  'Mutation.updateReferralStatus': {
    query: `mutation { updateReferralStatus(input: { id: "${MISSING_REFERENCE}", status: CLOSED }) { id } }`,
  },
  'Mutation.addReferralNote': {
    query: `mutation { addReferralNote(input: { id: "${MISSING_REFERENCE}", text: "Hi" }) { id } }`,
  },
  'Mutation.deleteReferral': {
    query: `mutation { deleteReferral(input: { id: "${MISSING_REFERENCE}" }) { id } }`,
  },
  'Query.auditTrail': {
    query: `{ auditTrail(kind: REFERRAL, id: "${MISSING_REFERENCE}") { at actor action detail } }`,
  },
  'Query.referralsDueForDeletion': { query: '{ referralsDueForDeletion { id expiresAt } }' },
  'Mutation.exportReferrals': {
    query:
      'mutation { exportReferrals(input: { from: "1999-01-01", to: "1999-01-31", sensitive: true }) }',
  },
  'Mutation.emailReferrer': {
    query: `mutation { emailReferrer(input: { id: "${MISSING_REFERENCE}", template: DECLINED, text: "Sorry" }) { id } }`,
  },
  'Query.dashboard': {
    query:
      '{ dashboard { referralsAwaitingContact { count } unreadMessages { count } referralsDueForDeletion { count } complaintsDue { count } } }',
  },
  'Mutation.createFeedback': {
    query:
      'mutation ($input: CreateFeedbackInput!) { createFeedback(input: $input) { reference receivedAt } }',
    variables: {
      input: { kind: 'FEEDBACK', whatHappened: 'Matrix check', anonymous: true, consent: true },
    },
  },
  'Query.listFeedback': { query: '{ listFeedback { items { id } nextToken } }' },
  'Query.getFeedback': { query: `{ getFeedback(id: "${SEEDED_FEEDBACK}") { id } }` },
  'Query.unreadFeedbackCount': { query: '{ unreadFeedbackCount }' },
  'Mutation.updateFeedbackStatus': {
    query: `mutation { updateFeedbackStatus(input: { id: "${MISSING_FEEDBACK}", status: CLOSED }) { id } }`,
  },
  'Mutation.addFeedbackNote': {
    query: `mutation { addFeedbackNote(input: { id: "${MISSING_FEEDBACK}", text: "Hi" }) { id } }`,
  },
  'Mutation.exportFeedback': {
    query: 'mutation { exportFeedback(filter: { status: { eq: "NO_SUCH_STATUS" } }) }',
  },
  'Mutation.deleteFeedback': {
    query: `mutation { deleteFeedback(input: { id: "${MISSING_FEEDBACK}" }) { id } }`,
  },
  'Query.listJobApplications': { query: '{ listJobApplications { items { id } nextToken } }' },
  'Query.getJobApplication': {
    query: `{ getJobApplication(id: "${MISSING_APPLICATION}") { id } }`,
  },
  'Query.unreadJobApplicationCount': { query: '{ unreadJobApplicationCount }' },
  'Query.jobApplicationCounts': {
    query: `{ jobApplicationCounts(jobIds: ["${MISSING_ID}"]) { jobId count } }`,
  },
  'Query.jobApplicationCvUrl': {
    query: `{ jobApplicationCvUrl(id: "${MISSING_APPLICATION}") }`,
  },
  // No job has this id: the handler refuses it by its field.
  'Mutation.submitJobApplication': {
    query:
      'mutation ($input: SubmitJobApplicationInput!) { submitJobApplication(input: $input) { reference } }',
    variables: {
      input: {
        jobId: MISSING_ID,
        name: 'Matrix Caller',
        email: 'caller@example.com',
        phone: '0412 345 678',
        rightToWork: 'YES',
        screeningCheck: 'HAVE_ONE',
        note: 'Hi',
        cv: ['private/applications/checked/0f8fad5b-d9cb-469f-a165-70867728950e_cv.pdf'],
      },
    },
  },
  'Mutation.startJobApplicationCvUpload': {
    query:
      'mutation { startJobApplicationCvUpload(input: { fileName: "cv.pdf", contentType: "application/pdf", size: 100 }) { key url } }',
  },
  'Mutation.completeJobApplicationCvUpload': {
    query:
      'mutation { completeJobApplicationCvUpload(input: { key: "private/applications/uploads/0f8fad5b-d9cb-469f-a165-70867728950e_never.pdf", size: 100 }) { key } }',
  },
  'Mutation.updateJobApplicationStatus': {
    query: `mutation { updateJobApplicationStatus(input: { id: "${MISSING_APPLICATION}", status: SHORTLISTED }) { id } }`,
  },
  'Mutation.addJobApplicationNote': {
    query: `mutation { addJobApplicationNote(input: { id: "${MISSING_APPLICATION}", text: "Hi" }) { id } }`,
  },
  'Mutation.deleteJobApplication': {
    query: `mutation { deleteJobApplication(input: { id: "${MISSING_APPLICATION}" }) { id } }`,
  },
  'Mutation.exportJobApplications': {
    query: 'mutation { exportJobApplications(filter: { status: { eq: "NO_SUCH_STATUS" } }) }',
  },
  'Mutation.recordFeedback': {
    query:
      'mutation ($input: RecordFeedbackInput!) { recordFeedback(input: $input) { id receivedOn } }',
    variables: {
      input: {
        kind: 'COMPLAINT',
        receivedOn: '2024-03-01',
        receivedVia: 'PHONE',
        whatHappened: 'Matrix check',
        anonymous: true,
        consent: true,
      },
    },
  },
  'Mutation.updateFeedbackRegister': {
    query: `mutation { updateFeedbackRegister(input: { id: "${MISSING_FEEDBACK}", source: STAFF }) { id } }`,
  },
  'Mutation.addFeedbackAction': {
    query: `mutation { addFeedbackAction(input: { id: "${MISSING_FEEDBACK}", text: "Rang back" }) { id } }`,
  },
  'Mutation.sendFeedbackEmail': {
    query: `mutation { sendFeedbackEmail(input: { id: "${MISSING_FEEDBACK}", purpose: ACKNOWLEDGEMENT, text: "Hi" }) { id } }`,
  },
  'Query.feedbackStatistics': {
    query:
      '{ feedbackStatistics(period: { unit: MONTH, startsOn: "2020-01-01" }) { from to total } }',
  },
  'Mutation.exportFeedbackStatistics': {
    query:
      'mutation { exportFeedbackStatistics(period: { unit: QUARTER, startsOn: "2020-01-01" }) }',
  },
  'Query.staffAccounts': {
    query: '{ staffAccounts { email roles status } }',
  },
  'Mutation.setStaffAccountRoles': {
    query: `mutation { setStaffAccountRoles(input: { username: "${MISSING_ID}", roles: [INTAKE] }) { username } }`,
  },
  // No role: refused by validation, so no one is invited whoever may call it.
  'Mutation.inviteStaffAccount': {
    query:
      'mutation { inviteStaffAccount(input: { email: "nobody@example.com", name: "N", roles: [] }) { username } }',
  },
  ...Object.fromEntries(
    [
      'resendStaffInvitation',
      'disableStaffAccount',
      'enableStaffAccount',
      'deleteStaffAccount',
      'resetStaffAccountMfa',
    ].map((field) => [
      `Mutation.${field}`,
      { query: `mutation { ${field}(input: { username: "${MISSING_ID}" }) { username } }` },
    ]),
  ),
  'Query.auditLog': {
    query:
      '{ auditLog(filter: { from: "2020-01-01", to: "2020-01-02" }) { entries { at } truncated } }',
  },
  'Mutation.exportAuditLog': {
    query: 'mutation { exportAuditLog(filter: { from: "2020-01-01", to: "2020-01-02" }) }',
  },
};

const ID = expect.stringMatching(/^[0-9a-f-]{36}$/);
const REFERENCE = expect.stringMatching(REFERENCE_PATTERN);
const PRESIGNED_URL = expect.stringMatching(
  /^http:\/\/127\.0\.0\.1:\d+\/\S+X-Amz-Signature=[0-9a-f]{64}/,
);

/** What each field returns to a caller who may use it, when its handler reports no error. */
const RESULTS: Record<string, unknown> = {
  'Query.listTestimonials': {
    items: expect.arrayContaining([{ id: ID, name: expect.any(String), body: expect.any(String) }]),
    nextToken: null,
  },
  'Query.listPosts': {
    items: expect.arrayContaining([{ id: ID, title: expect.any(String) }]),
    nextToken: null,
  },
  'Query.referralFormUrl': PRESIGNED_URL,
  // The API-key and member callers' createMessage ran before the admin's listMessages.
  'Query.listMessages': { items: expect.arrayContaining([{ id: ID }]), nextToken: null },
  'Query.listStaff': {
    items: expect.arrayContaining([
      { id: ID, name: expect.any(String), imageUrl: expect.stringMatching(/^public\/staff\//) },
    ]),
    nextToken: null,
  },
  'Mutation.createMessage': { id: ID },
  'Query.unreadMessageCount': expect.any(Number),
  // Nothing matches: the header row alone.
  'Mutation.exportMessages': expect.stringMatching(/^"Received","Status",.*\r\n$/),
  'Mutation.createTestimonial': { id: ID },
  'Mutation.createPost': { id: ID },
  'Mutation.startStaffPhotoUpload': { key: expect.any(String), url: PRESIGNED_URL },
  'Query.listReferrals': {
    items: expect.arrayContaining([{ id: REFERENCE }]),
    nextToken: null,
  },
  'Query.getReferral': { id: SEEDED_REFERRAL },
  'Query.unreadReferralCount': expect.any(Number),
  'Query.referralAttachmentUrl': PRESIGNED_URL,
  'Mutation.createReferral': { reference: REFERENCE },
  'Mutation.createFeedback': {
    reference: expect.stringMatching(FEEDBACK_REFERENCE_PATTERN),
    receivedAt: expect.any(String),
  },
  'Mutation.startReferralAttachmentUpload': { key: expect.any(String), url: PRESIGNED_URL },
  'Mutation.deleteReferral': null,
  'Query.referralsDueForDeletion': expect.any(Array),
  // A period with no referrals: the header row alone, sensitive columns last.
  'Mutation.exportReferrals': expect.stringMatching(
    /^"Received","Reference","Status",.*"Goals"\r\n$/,
  ),
  // Each section the caller's roles cover, null for the others.
  'Query.dashboard': (roles: Role[]) =>
    Object.fromEntries(
      Object.entries(DASHBOARD_SECTION_ACCESS).map(([section, access]) => [
        section,
        rolesAllow(access, roles) ? { count: expect.any(Number) } : null,
      ]),
    ),
  // Nobody has done anything to a reference that never existed.
  'Query.auditTrail': [],
  'Query.listFeedback': {
    items: expect.arrayContaining([{ id: SEEDED_FEEDBACK }]),
    nextToken: null,
  },
  'Query.getFeedback': { id: SEEDED_FEEDBACK },
  'Query.unreadFeedbackCount': expect.any(Number),
  // A filter nothing matches: the header row only.
  'Mutation.exportFeedback': expect.stringMatching(/^"Received",[^\n]*"Contact"\r\n$/),
  'Mutation.deleteFeedback': null,
  'Query.listJobApplications': {
    items: expect.arrayContaining([{ id: SEEDED_APPLICATION }]),
    nextToken: null,
  },
  'Query.unreadJobApplicationCount': expect.any(Number),
  // A job nobody applied for (none has this id) counts 0.
  'Query.jobApplicationCounts': [{ jobId: MISSING_ID, count: 0 }],
  'Mutation.startJobApplicationCvUpload': { key: expect.any(String), url: PRESIGNED_URL },
  'Mutation.deleteJobApplication': null,
  // A filter nothing matches: the header row only.
  'Mutation.exportJobApplications': expect.stringMatching(/^"Received",[^\n]*"Availability"\r\n$/),
  'Mutation.recordFeedback': {
    id: expect.stringMatching(FEEDBACK_REFERENCE_PATTERN),
    receivedOn: '2024-03-01',
  },
  // Nothing was received then.
  'Query.feedbackStatistics': { from: '2020-01-01', to: '2020-01-31', total: 0 },
  'Mutation.exportFeedbackStatistics': expect.stringMatching(
    /^"Measure","Value"\r\n"Period","1 January 2020 to 31 March 2020"\r\n"Received","0"\r\n/,
  ),
  // Nothing was recorded in 2020.
  'Query.auditLog': { entries: [], truncated: false },
  'Mutation.exportAuditLog': '"When (UTC)","Who","Kind","Item","Action","Detail"\r\n',
  'Query.staffAccounts': expect.arrayContaining([
    { email: 'admin@example.com', roles: ['OWNER'], status: 'ACTIVE' },
    { email: 'intake@example.com', roles: ['INTAKE'], status: 'ACTIVE' },
  ]),
  // Deleting an id that does not exist deletes nothing and says so with null.
  'Mutation.deleteMessage': null,
  'Mutation.deleteTestimonial': null,
  'Mutation.deletePost': null,
  'Mutation.deleteStaff': null,
};

function schemaFields(): string[] {
  return [...ADMIN_FIELDS, ...PUBLIC_FIELDS];
}

type CallerName =
  | 'none'
  | 'wrong API key'
  | 'API key'
  | 'member'
  | 'admin'
  | 'legacy admin group'
  | 'intake'
  | 'complaints'
  | 'website'
  | 'intake and website'
  | 'forged'
  | 'expired'
  | 'forged groups';

/** The roles each signed-in caller holds; `admin` is the seeded owner. */
const CALLER_ROLES: Partial<Record<CallerName, Role[]>> = {
  member: [],
  admin: ['owner'],
  'legacy admin group': ['owner'],
  intake: ['intake'],
  complaints: ['complaints'],
  website: ['website'],
  'intake and website': ['intake', 'website'],
};

/** Who may make the matrix's call: the field's roles; for an item's history, its kind's. */
function accessOfCall(field: RootField): FieldAccess {
  if (field === 'Query.auditTrail') return AUDITED_KIND_ACCESS.REFERRAL;
  return ROOT_FIELD_ACCESS[field];
}

let stack: TestStack;
const callers = {} as Record<CallerName, Credentials>;

beforeAll(async () => {
  stack = await startTestStack();
  await createMember(stack);
  const admin = await adminTokens(stack);
  const member = await signIn(stack, MEMBER_EMAIL, MEMBER_PASSWORD);
  const legacyAdmin = await staffTokens(stack, 'legacy.admin@example.com', [LEGACY_OWNER_GROUP]);
  const intakeAndWebsite = await staffTokens(stack, 'two.roles@example.com', ['intake', 'website']);
  Object.assign(callers, {
    none: null,
    'wrong API key': { apiKey: 'da2-thisisnotthekey0000000000' },
    'API key': { apiKey: stack.apiKey },
    member: { token: member.AccessToken },
    admin: { token: admin.AccessToken },
    'legacy admin group': { token: legacyAdmin.AccessToken },
    intake: { token: (await roleTokens(stack, 'intake')).AccessToken },
    complaints: { token: (await roleTokens(stack, 'complaints')).AccessToken },
    website: { token: (await roleTokens(stack, 'website')).AccessToken },
    'intake and website': { token: intakeAndWebsite.AccessToken },
    forged: { token: await forgedToken(admin.AccessToken) },
    expired: { token: await expiredToken(stack, admin.AccessToken) },
    // A member promoted to admin with the key cognito-local publishes: not the pool's key here.
    'forged groups': {
      token: await publishedKeyToken(member.AccessToken, { 'cognito:groups': ['owner'] }),
    },
  } satisfies Record<CallerName, Credentials>);
});

afterAll(async () => {
  await stack?.dispose();
});

describe('auth matrix', () => {
  it('covers every Query and Mutation field of the schema', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(schemaFields().sort());
  });

  const refused: CallerName[] = ['none', 'wrong API key', 'forged', 'expired', 'forged groups'];
  const fields = Object.keys(OPERATIONS);

  describe.each(refused)('%s', (callerName) => {
    it.each(fields)('%s answers HTTP 401 UnauthorizedException', async (field) => {
      const { query, variables } = OPERATIONS[field]!;
      const response = await graphql(stack, callers[callerName], query, variables);
      expect(response.status).toBe(401);
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors).toEqual([
        { errorType: 'UnauthorizedException', message: expect.any(String) },
      ]);
    });
  });

  const allowed: CallerName[] = [
    'API key',
    'member',
    'admin',
    'legacy admin group',
    'intake',
    'complaints',
    'website',
    'intake and website',
  ];
  describe.each(allowed)('%s', (callerName) => {
    it.each(fields)('%s', async (field) => {
      const [type, name] = field.split('.') as [string, string];
      const { query, variables } = OPERATIONS[field]!;
      const response = await graphql(stack, callers[callerName], query, variables);
      expect(response.status).toBe(200);
      const roles = CALLER_ROLES[callerName];
      const mayUse = roles
        ? rolesAllow(accessOfCall(field as RootField), roles)
        : PUBLIC_FIELDS.has(field as RootField);
      const errors = response.body.errors ?? [];
      if (mayUse) {
        // The handler ran: its result, or its own answer for the made-up ids (never Unauthorized).
        if (errors.length === 0) {
          expect(field in RESULTS).toBe(true);
          const expected = RESULTS[field];
          expect(response.body.data?.[name]).toEqual(
            typeof expected === 'function' ? expected(roles) : expected,
          );
        } else {
          expect(errors).toEqual([
            expect.objectContaining({
              path: [name],
              errorType: expect.stringMatching(/^(NotFound|ValidationError)$/),
            }),
          ]);
          const data = response.body.data;
          expect(data === null || data?.[name] === null).toBe(true);
        }
      } else {
        expect(errors).toEqual([
          {
            path: [name],
            data: null,
            errorType: 'Unauthorized',
            errorInfo: null,
            locations: [expect.objectContaining({ line: expect.any(Number) })],
            message: `Not Authorized to access ${name} on type ${type}`,
          },
        ]);
        const data = response.body.data;
        expect(data === null || data?.[name] === null).toBe(true);
      }
    });
  });

  it('gives the 401 messages AppSync gives', async () => {
    const query = OPERATIONS['Query.listPosts']!.query;
    const message = async (caller: CallerName) =>
      (await graphql(stack, callers[caller], query)).body.errors?.[0]?.message;
    expect(await message('none')).toBe('Valid authorization header not provided.');
    expect(await message('wrong API key')).toBe('You are not authorized to make this call.');
    expect(await message('expired')).toBe('Token has expired.');
    expect(await message('forged')).toBe('You are not authorized to make this call.');
    expect(await message('forged groups')).toBe('You are not authorized to make this call.');
  });

  it('accepts id tokens as well as access tokens', async () => {
    const admin = await adminTokens(stack);
    const response = await graphql(
      stack,
      { token: admin.IdToken },
      '{ listMessages { items { id } } }',
    );
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
  });

  it('refuses pool-signed tokens for another client, issuer or use, and garbage', async () => {
    const admin = await adminTokens(stack);
    const query = '{ listPosts { items { id } } }';
    // The helper signs as the pool does: unchanged claims pass, so each refusal below is real.
    const control = await poolSignedToken(stack, admin.AccessToken, {});
    expect((await graphql(stack, { token: control }, query)).status).toBe(200);
    const refusedTokens = [
      await poolSignedToken(stack, admin.AccessToken, { client_id: 'another-client' }),
      await poolSignedToken(stack, admin.IdToken, { aud: 'another-client' }),
      await poolSignedToken(stack, admin.AccessToken, { iss: 'http://127.0.0.1:1/local_other' }),
      await poolSignedToken(stack, admin.AccessToken, { token_use: 'refresh' }),
    ];
    for (const token of refusedTokens) {
      const response = await graphql(stack, { token }, query);
      expect(response.status).toBe(401);
      expect(response.body.errors?.[0]?.message).toBe('You are not authorized to make this call.');
    }
    const garbage = await graphql(stack, { token: 'not.a.jwt' }, query);
    expect(garbage.status).toBe(401);
    expect(garbage.body.errors?.[0]?.message).toBe('Unable to parse JWT token.');
  });

  it('hides admin-only fields of public types from API-key callers, field by field', async () => {
    const response = await graphql(
      stack,
      callers['API key'],
      '{ listPosts { items { id } } listStaff { items { id } } }',
    );
    expect(response.body.errors?.map((e) => e.path)).toEqual([['listStaff']]);
    // listStaff is non-null, so AppSync (like any GraphQL server) nulls the whole data object.
    expect(response.body.data).toBeNull();
  });
});

describe('tokens the gateway refuses', () => {
  const query = '{ listMessages { items { id } } }';

  async function refused(token: string): Promise<void> {
    const response = await graphql(stack, { token }, query);
    expect(response.status).toBe(401);
    expect(response.body.data).toBeUndefined();
    expect(response.body.errors).toEqual([
      { errorType: 'UnauthorizedException', message: expect.any(String) },
    ]);
  }

  it('alg "none" (unsigned) with the admin claims', async () => {
    const admin = await adminTokens(stack);
    await refused(new UnsecuredJWT(decodeJwt(admin.AccessToken)).encode());
  });

  it('HS256 keyed with the pool’s public JWK (algorithm confusion)', async () => {
    const admin = await adminTokens(stack);
    const { kid } = decodeProtectedHeader(admin.AccessToken);
    const jwks = (await (
      await fetch(`${stack.cognitoEndpoint}/${stack.userPoolId}/.well-known/jwks.json`)
    ).json()) as { keys: JWK[] };
    const publicJwk = jwks.keys.find((key) => key.kid === kid);
    expect(publicJwk).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    for (const secret of [JSON.stringify(publicJwk), publicJwk!.n!]) {
      const token = await new SignJWT(decodeJwt(admin.AccessToken))
        .setProtectedHeader({ alg: 'HS256', kid })
        .sign(new TextEncoder().encode(secret));
      await refused(token);
    }
  });

  it('signed with the pool’s key but without a kid', async () => {
    const admin = await adminTokens(stack);
    await refused(await poolSignedToken(stack, admin.AccessToken, {}, { alg: 'RS256' }));
  });

  it('signed with the pool’s key but without exp, iat, sub or token_use', async () => {
    const admin = await adminTokens(stack);
    for (const claim of ['exp', 'iat', 'sub', 'token_use']) {
      await refused(await poolSignedToken(stack, admin.AccessToken, { [claim]: undefined }));
    }
  });

  it('signed with cognito-local’s published key, with an owner group forged in', async () => {
    const member = await signIn(stack, MEMBER_EMAIL, MEMBER_PASSWORD);
    // What the matrix's "forged groups" caller is made of: cognito-local would have issued it.
    expect(decodeProtectedHeader(member.AccessToken).kid).not.toBe('CognitoLocal');
    for (const token of [member.AccessToken, member.IdToken]) {
      for (const group of ['owner', LEGACY_OWNER_GROUP]) {
        await refused(await publishedKeyToken(token, { 'cognito:groups': [group] }));
      }
    }
  });
});

describe('/graphql CORS', () => {
  const EVIL = 'https://evil.example';

  it('answers preflights from the site’s origins with a fixed header list', async () => {
    for (const origin of [stack.url, stack.url.replace('localhost', '127.0.0.1')]) {
      const response = await fetch(stack.graphqlUrl, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-api-key,x-evil',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      const allowed = response.headers.get('access-control-allow-headers')!.split(/,\s*/);
      expect(allowed).toEqual(
        expect.arrayContaining(['content-type', 'authorization', 'x-api-key']),
      );
      expect(allowed).not.toContain('x-evil');
      expect(allowed).not.toContain('*');
    }
  });

  it('refuses preflights and requests from other origins, running nothing', async () => {
    const preflight = await fetch(stack.graphqlUrl, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    const fullName = `Cross origin ${Date.now()}`;
    const post = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'text/plain', 'x-api-key': stack.apiKey },
      body: JSON.stringify({
        query: `mutation { createMessage(input: { fullName: "${fullName}", email: "x@example.com", phone: "0412 345 678", msg: "Hi" }) { id } }`,
      }),
    });
    expect(post.status).toBe(403);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    const admin = await adminTokens(stack);
    const messages = await graphql<{ listMessages: { items: { fullName: string }[] } }>(
      stack,
      { token: admin.AccessToken },
      '{ listMessages(limit: 100) { items { fullName } } }',
    );
    expect(messages.body.data?.listMessages.items.map((m) => m.fullName)).not.toContain(fullName);
  });

  it('names the site’s origin on answers to it', async () => {
    const response = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { origin: stack.url, 'content-type': 'application/json', 'x-api-key': stack.apiKey },
      body: JSON.stringify({ query: '{ referralFormUrl }' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(stack.url);
  });
});

describe('types returned to API-key callers', () => {
  it('lets an API-key caller of createMessage read every field of the Message', async () => {
    const input = {
      fullName: 'Directive Reader',
      email: 'reader@example.com',
      phone: '0412 345 678',
      postcode: 3000,
      msg: 'Hello',
    };
    const response = await graphql<{ createMessage: Record<string, unknown> }>(
      stack,
      callers['API key'],
      `
        mutation ($input: CreateMessageInput!) {
          createMessage(input: $input) {
            id
            fullName
            postcode
            email
            phone
            msg
            createdAt
            updatedAt
          }
        }
      `,
      { input },
    );
    expect(response.body.errors).toBeUndefined();
    const message = response.body.data?.createMessage;
    expect(message).toEqual({
      ...input,
      id: ID,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      updatedAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(String(message?.createdAt))).toBeLessThan(60_000);
  });

  // The real schema returns no such type from a public field, so this uses a schema of its own
  // with the gateway the stack runs.
  describe('a type without @aws_api_key behind a public field', () => {
    let gateway: ThrowawayGateway;

    beforeAll(async () => {
      const handler = async () => ({ data: { secret: 'members only', open: 'for everyone' } });
      gateway = await startThrowawayGateway({
        schemaSdl: `type Query {
          thing: Thing @aws_api_key @aws_cognito_user_pools
        }
        type Thing @aws_cognito_user_pools {
          secret: String
          open: String @aws_api_key
        }`,
        handlers: new Map([['Query.thing', { name: 'thing', handler }]]),
        apiKey: stack.apiKey,
      });
    });

    afterAll(async () => {
      await gateway?.close();
    });

    function ask(query: string) {
      return gateway.ask<{
        data: { thing: Record<string, unknown> | null };
        errors?: { path: string[]; errorType: string; message: string }[];
      }>(query);
    }

    it('refuses the API-key caller that field, field by field', async () => {
      const body = await ask('{ thing { secret open } }');
      expect(body.data.thing).toEqual({ secret: null, open: 'for everyone' });
      expect(body.errors).toEqual([
        expect.objectContaining({
          path: ['thing', 'secret'],
          errorType: 'Unauthorized',
          message: 'Not Authorized to access secret on type Thing',
        }),
      ]);
    });

    it('gives the API-key caller the fields it may read', async () => {
      const body = await ask('{ thing { open } }');
      expect(body).toEqual({ data: { thing: { open: 'for everyone' } } });
    });
  });
});
