// Bad input over the wire: every validation rule answers a clear error naming the field, and
// nothing is stored, changed or e-mailed (each case compares the lists and the mailbox before and
// after itself, so it holds for any one case run alone).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminTokens,
  graphql,
  sharedTestStack,
  type Credentials,
  type LocalStack,
} from './support/stack';

let stack: LocalStack;
let admin: Credentials;
let apiKey: Credentials;
let postId: string;
let testimonialId: string;
let staffId: string;

const LISTS = `{
  listMessages(limit: 100) { items { id fullName preview status read createdAt } nextToken }
  listPosts(limit: 100) { items { id title description location type createdAt updatedAt } nextToken }
  listTestimonials(limit: 100) { items { id body name createdAt updatedAt } nextToken }
  listStaff(limit: 100) { items { id name role imageUrl description certificates experience createdAt updatedAt } nextToken }
}`;

async function snapshot(): Promise<string> {
  const response = await graphql(stack, admin, LISTS);
  expect(response.body.errors).toBeUndefined();
  return JSON.stringify(response.body.data);
}

async function mailCount(): Promise<number> {
  const store = (await (await fetch(`${stack.mailUrl}store`)).json()) as { emails: unknown[] };
  return store.emails.length;
}

/** Sends the request and checks that it stored, changed and e-mailed nothing. */
async function changingNothing<T>(request: () => Promise<T>): Promise<T> {
  const lists = await snapshot();
  const mails = await mailCount();
  const result = await request();
  expect(await snapshot()).toBe(lists);
  expect(await mailCount()).toBe(mails);
  return result;
}

const validMessage = {
  fullName: 'Valid Person',
  email: 'valid@example.com',
  phone: '0412 345 678',
  msg: 'Hello there',
  postcode: 3000,
};
const validPost = {
  title: 'Valid job',
  description: ['A line'],
  location: 'Victoria',
  type: 'Casual',
};
const validStaff = {
  name: 'Valid Staff',
  role: 'Role',
  description: 'Description',
  certificates: 'Certificates',
  experience: 'Experience',
};

const CREATE_MESSAGE =
  'mutation ($input: CreateMessageInput!, $condition: ModelMessageConditionInput) { createMessage(input: $input, condition: $condition) { id } }';
const CREATE_POST = 'mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }';
const UPDATE_POST = 'mutation ($input: UpdatePostInput!) { updatePost(input: $input) { id } }';
const CREATE_TESTIMONIAL =
  'mutation ($input: CreateTestimonialInput!) { createTestimonial(input: $input) { id } }';
const UPDATE_TESTIMONIAL =
  'mutation ($input: UpdateTestimonialInput!) { updateTestimonial(input: $input) { id } }';
const CREATE_STAFF = 'mutation ($input: CreateStaffInput!) { createStaff(input: $input) { id } }';
const UPDATE_STAFF = 'mutation ($input: UpdateStaffInput!) { updateStaff(input: $input) { id } }';
const START_UPLOAD =
  'mutation ($input: StartStaffPhotoUploadInput!) { startStaffPhotoUpload(input: $input) { key } }';

interface BadCase {
  name: string;
  caller: () => Credentials;
  query: string;
  variables: () => Record<string, unknown>;
  /** The field the message must name. */
  field: string;
  /** Refused by the gateway (AppSync's own checks) rather than the handler. */
  byGateway?: true;
}

const long = (length: number): string => 'x'.repeat(length);

const CASES: BadCase[] = [
  // createMessage (public)
  ...(
    [
      ['blank fullName', { fullName: '   ' }, 'fullName'],
      ['blank msg', { msg: ' \n ' }, 'msg'],
      ['blank phone', { phone: '' }, 'phone'],
      ['multi-line fullName', { fullName: 'Two\nLines' }, 'fullName'],
      ['over-long fullName', { fullName: long(101) }, 'fullName'],
      ['over-long msg', { msg: long(5001) }, 'msg'],
      ['e-mail without a top-level domain', { email: 'someone@localhost' }, 'email'],
      ['postcode too small', { postcode: 12 }, 'postcode'],
      ['postcode too large', { postcode: 99999 }, 'postcode'],
      ['phone with letters', { phone: '0412 ABC 678' }, 'phone'],
      ['phone with too few digits', { phone: '123 45' }, 'phone'],
      ['phone with too many digits', { phone: '1234567890123456' }, 'phone'],
    ] as const
  ).map(([name, change, field]): BadCase => ({
    name: `createMessage: ${name}`,
    caller: () => apiKey,
    query: CREATE_MESSAGE,
    variables: () => ({ input: { ...validMessage, ...change } }),
    field,
  })),
  {
    name: 'createMessage: e-mail that is no AWSEmail',
    caller: () => apiKey,
    query: CREATE_MESSAGE,
    variables: () => ({ input: { ...validMessage, email: 'not-an-email' } }),
    field: 'email',
    byGateway: true,
  },
  {
    name: 'createMessage: missing required field',
    caller: () => apiKey,
    query: CREATE_MESSAGE,
    variables: () => ({ input: { fullName: 'A', phone: '0412 345 678', msg: 'x' } }),
    field: 'email',
    byGateway: true,
  },
  {
    name: 'createMessage: postcode that is not a number',
    caller: () => apiKey,
    query: CREATE_MESSAGE,
    variables: () => ({ input: { ...validMessage, postcode: '3000a' } }),
    field: 'postcode',
    byGateway: true,
  },
  {
    name: 'createMessage: a condition',
    caller: () => apiKey,
    query: CREATE_MESSAGE,
    variables: () => ({ input: validMessage, condition: { email: { eq: 'x@example.com' } } }),
    field: 'condition',
  },
  // posts
  ...(
    [
      ['blank title', { title: ' ' }, 'title'],
      ['over-long title', { title: long(151) }, 'title'],
      ['no description lines', { description: [] }, 'description'],
      ['a blank description line', { description: ['ok', '  '] }, 'description[1]'],
      [
        'too many description lines',
        { description: Array.from({ length: 51 }, () => 'l') },
        'description',
      ],
      ['an over-long description line', { description: [long(1001)] }, 'description[0]'],
      ['blank location', { location: '' }, 'location'],
      ['a location that is no state', { location: 'VIC' }, 'location'],
      ['blank type', { type: ' ' }, 'type'],
    ] as const
  ).map(([name, change, field]): BadCase => ({
    name: `createPost: ${name}`,
    caller: () => admin,
    query: CREATE_POST,
    variables: () => ({ input: { ...validPost, ...change } }),
    field,
  })),
  {
    name: 'updatePost: a suburb for the location of an existing post',
    caller: () => admin,
    query: UPDATE_POST,
    variables: () => ({ input: { id: postId, ...validPost, location: 'Melbourne, VIC' } }),
    field: 'location',
  },
  {
    name: 'updatePost: blank title on an existing post',
    caller: () => admin,
    query: UPDATE_POST,
    variables: () => ({ input: { id: postId, ...validPost, title: ' ' } }),
    field: 'title',
  },
  // testimonials
  {
    name: 'createTestimonial: blank body',
    caller: () => admin,
    query: CREATE_TESTIMONIAL,
    variables: () => ({ input: { body: ' ', name: 'N' } }),
    field: 'body',
  },
  {
    name: 'createTestimonial: over-long name',
    caller: () => admin,
    query: CREATE_TESTIMONIAL,
    variables: () => ({ input: { body: 'B', name: long(101) } }),
    field: 'name',
  },
  {
    name: 'updateTestimonial: over-long body on an existing testimonial',
    caller: () => admin,
    query: UPDATE_TESTIMONIAL,
    variables: () => ({ input: { id: testimonialId, body: long(2001), name: 'N' } }),
    field: 'body',
  },
  // staff
  {
    name: 'createStaff: imageUrl that does not exist',
    caller: () => admin,
    query: CREATE_STAFF,
    variables: () => ({ input: { ...validStaff, imageUrl: 'public/staff/1_never-uploaded.png' } }),
    field: 'imageUrl',
  },
  {
    name: 'createStaff: imageUrl outside public/staff/',
    caller: () => admin,
    query: CREATE_STAFF,
    variables: () => ({ input: { ...validStaff, imageUrl: 'public/referral-form.docx' } }),
    field: 'imageUrl',
  },
  {
    name: 'createStaff: blank role',
    caller: () => admin,
    query: CREATE_STAFF,
    variables: () => ({ input: { ...validStaff, role: '', imageUrl: 'public/staff/x.png' } }),
    field: 'role',
  },
  {
    name: 'updateStaff: imageUrl that does not exist on an existing member',
    caller: () => admin,
    query: UPDATE_STAFF,
    variables: () => ({
      input: { id: staffId, ...validStaff, imageUrl: 'public/staff/2_nope.png' },
    }),
    field: 'imageUrl',
  },
  // text that should not be stored, and photo keys that once answered InternalError
  ...(
    [
      ['fullName', 'Valid\u0000Person'],
      ['fullName', '\u200b\u200c\u200d'],
      ['fullName', 'Valid \u202eosreP'],
      ['fullName', 'Valid\u2028Bcc: someone@example.com'],
      ['msg', 'bell \u0007 escape \u001b[2J'],
      ['msg', 'half a pair \ud83d'],
    ] as const
  ).map(([field, value]) => ({
    name: `createMessage: ${field} ${JSON.stringify(value)}`,
    caller: () => apiKey,
    query: CREATE_MESSAGE,
    variables: () => ({ input: { ...validMessage, [field]: value } }),
    field,
  })),
  ...[
    `public/staff/1_a\u0000.png`,
    'public/staff/1_\ud800.png',
    `public/staff/${'a'.repeat(287)}`,
  ].map((imageUrl) => ({
    name: `createStaff: imageUrl ${JSON.stringify(imageUrl.slice(0, 30))}`,
    caller: () => admin,
    query: CREATE_STAFF,
    variables: () => ({ input: { ...validStaff, imageUrl } }),
    field: 'imageUrl',
  })),
  // uploads
  {
    name: 'startStaffPhotoUpload: not an image type',
    caller: () => admin,
    query: START_UPLOAD,
    variables: () => ({ input: { fileName: 'cv.pdf', contentType: 'application/pdf', size: 10 } }),
    field: 'contentType',
  },
  {
    name: 'startStaffPhotoUpload: empty file',
    caller: () => admin,
    query: START_UPLOAD,
    variables: () => ({ input: { fileName: 'p.png', contentType: 'image/png', size: 0 } }),
    field: 'size',
  },
  {
    name: 'startStaffPhotoUpload: too large',
    caller: () => admin,
    query: START_UPLOAD,
    variables: () => ({
      input: { fileName: 'p.png', contentType: 'image/png', size: 21 * 1048576 },
    }),
    field: 'size',
  },
  // lists
  ...(['listMessages', 'listPosts', 'listTestimonials', 'listStaff'] as const).flatMap(
    (list): BadCase[] => [
      {
        name: `${list}: limit 0`,
        caller: () => admin,
        query: `query ($limit: Int) { ${list}(limit: $limit) { nextToken } }`,
        variables: () => ({ limit: 0 }),
        field: 'limit',
      },
      {
        name: `${list}: limit 101`,
        caller: () => admin,
        query: `query ($limit: Int) { ${list}(limit: $limit) { nextToken } }`,
        variables: () => ({ limit: 101 }),
        field: 'limit',
      },
      {
        name: `${list}: made-up nextToken`,
        caller: () => admin,
        query: `query ($token: String) { ${list}(nextToken: $token) { nextToken } }`,
        variables: () => ({ token: 'eyJmYWtlIjp0cnVlfQ.c2lnbmF0dXJl' }),
        field: 'nextToken',
      },
    ],
  ),
];

beforeAll(async () => {
  stack = await sharedTestStack();
  admin = { token: (await adminTokens(stack)).AccessToken };
  apiKey = { apiKey: stack.apiKey };
  const lists = await graphql<{
    listPosts: { items: { id: string }[] };
    listTestimonials: { items: { id: string }[] };
    listStaff: { items: { id: string }[] };
  }>(stack, admin, LISTS);
  postId = lists.body.data!.listPosts.items[0]!.id;
  testimonialId = lists.body.data!.listTestimonials.items[0]!.id;
  staffId = lists.body.data!.listStaff.items[0]!.id;
});

describe('bad input', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, badCase) => {
    const response = await changingNothing(() =>
      graphql(stack, badCase.caller(), badCase.query, badCase.variables()),
    );
    expect(response.status).toBe(200);
    const [error, ...more] = response.body.errors ?? [];
    expect(more).toEqual([]);
    expect(error).toBeDefined();
    if (badCase.byGateway) {
      expect(response.body.data).toBeNull();
      expect(error!.path).toBeNull();
      expect(error!.message).toContain(badCase.field);
    } else {
      expect(error!.errorType).toBe('ValidationError');
      expect(error!.message.startsWith(`${badCase.field}: `)).toBe(true);
    }
  });

  it('a nextToken edited by one character is refused', async () => {
    const first = await graphql<{ listPosts: { nextToken: string } }>(
      stack,
      apiKey,
      '{ listPosts(limit: 2) { nextToken } }',
    );
    const token = first.body.data!.listPosts.nextToken;
    // An edit inside the payload (the signature's last character carries padding bits only).
    const at = 5;
    const edited = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    const response = await changingNothing(() =>
      graphql(
        stack,
        apiKey,
        'query ($token: String) { listPosts(limit: 2, nextToken: $token) { items { id } } }',
        { token: edited },
      ),
    );
    expect(response.body.errors?.[0]?.errorType).toBe('ValidationError');
    expect(response.body.errors?.[0]?.message).toMatch(/^nextToken: /);
  });

  it('a nextToken of another list is refused', async () => {
    const posts = await graphql<{ listPosts: { nextToken: string } }>(
      stack,
      apiKey,
      '{ listPosts(limit: 2) { nextToken } }',
    );
    const response = await changingNothing(() =>
      graphql(
        stack,
        apiKey,
        'query ($token: String) { listTestimonials(nextToken: $token) { items { id } } }',
        { token: posts.body.data!.listPosts.nextToken },
      ),
    );
    expect(response.body.errors?.[0]?.message).toMatch(/^nextToken: /);
  });

  it('a bad AWSEmail never reaches the handler', async () => {
    const response = await changingNothing(() =>
      graphql(stack, apiKey, CREATE_MESSAGE, {
        input: { ...validMessage, email: 'bad@@example.com' },
      }),
    );
    expect(response.body.errors?.[0]?.message).toBe(
      "Variable 'email' has an invalid value. Unable to parse `bad@@example.com` as a valid email address.",
    );
  });
});
