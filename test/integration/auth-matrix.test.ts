// Every Query and Mutation field × every kind of caller, over HTTP against the local stack: public
// fields answer API-key callers and any signed-in user; all others only the admin group; no,
// wrong, forged or expired credentials never get past the door (HTTP 401).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../lib/local/index';
import {
  MEMBER_EMAIL,
  MEMBER_PASSWORD,
  adminTokens,
  createMember,
  expiredToken,
  forgedToken,
  graphql,
  poolSignedToken,
  signIn,
  startTestStack,
  type Credentials,
  type TestStack,
} from './support/stack';

const PUBLIC_FIELDS = new Set([
  'Query.listTestimonials',
  'Query.listPosts',
  'Query.referralFormUrl',
  'Mutation.createMessage',
]);

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
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
};

function schemaFields(): string[] {
  const sdl = ['schema/appsync-builtins.graphql', 'schema/schema.graphql']
    .map((file) => readFileSync(join(PROJECT_ROOT, file), 'utf8'))
    .join('\n');
  const schema = buildSchema(sdl);
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    type ? Object.keys(type.getFields()).map((field) => `${type.name}.${field}`) : [],
  );
}

type CallerName = 'none' | 'wrong API key' | 'API key' | 'member' | 'admin' | 'forged' | 'expired';

let stack: TestStack;
const callers = {} as Record<CallerName, Credentials>;

beforeAll(async () => {
  stack = await startTestStack();
  await createMember(stack);
  const admin = await adminTokens(stack);
  const member = await signIn(stack, MEMBER_EMAIL, MEMBER_PASSWORD);
  Object.assign(callers, {
    none: null,
    'wrong API key': { apiKey: 'da2-thisisnotthekey0000000000' },
    'API key': { apiKey: stack.apiKey },
    member: { token: member.AccessToken },
    admin: { token: admin.AccessToken },
    forged: { token: await forgedToken(admin.AccessToken) },
    expired: { token: await expiredToken(admin.AccessToken) },
  } satisfies Record<CallerName, Credentials>);
});

afterAll(async () => {
  await stack?.dispose();
});

describe('auth matrix', () => {
  it('covers every Query and Mutation field of the schema', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual(schemaFields().sort());
  });

  const refused: CallerName[] = ['none', 'wrong API key', 'forged', 'expired'];
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

  const allowed: CallerName[] = ['API key', 'member', 'admin'];
  describe.each(allowed)('%s', (callerName) => {
    it.each(fields)('%s', async (field) => {
      const [type, name] = field.split('.') as [string, string];
      const { query, variables } = OPERATIONS[field]!;
      const response = await graphql(stack, callers[callerName], query, variables);
      expect(response.status).toBe(200);
      const mayUse = callerName === 'admin' || PUBLIC_FIELDS.has(field);
      const errors = response.body.errors ?? [];
      if (mayUse) {
        // The handler ran: a result, or its own answer for the made-up ids (never Unauthorized).
        expect(errors.filter((e) => e.errorType === 'Unauthorized')).toEqual([]);
        for (const error of errors) {
          expect(['NotFound', 'ValidationError']).toContain(error.errorType);
        }
        if (errors.length === 0) {
          expect(response.body.data?.[name]).toBeDefined();
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
    const refusedTokens = [
      await poolSignedToken(admin.AccessToken, { client_id: 'another-client' }),
      await poolSignedToken(admin.IdToken, { aud: 'another-client' }),
      await poolSignedToken(admin.AccessToken, { iss: 'http://127.0.0.1:1/local_other' }),
      await poolSignedToken(admin.AccessToken, { token_use: 'refresh' }),
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
