// The cloud API's request limits (schema/contract/apiLimits.ts) hold on the local stack too, answered as
// AppSync answers them: introspection is a validation error, fields past the depth limit fail with
// QueryDepthLimitReached, and root fields past the resolver count fail with
// ResolverExecutionLimitReached without running, while the first ones run. The request size and
// token limits, the selection width and its fragment bombs are refused before anything runs.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Lexer, Source, TokenKind } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NESTING_LIMIT,
  QUERY_DEPTH_LIMIT,
  QUERY_TOKEN_LIMIT,
  REQUEST_SIZE_LIMIT_BYTES,
  RESOLVER_COUNT_LIMIT,
  RESPONSE_SIZE_LIMIT_BYTES,
  SELECTION_LIMIT,
} from '../../schema/contract/apiLimits';
import { fragmentBomb } from '../support/fragment-bomb';
import {
  adminTokens,
  graphql,
  sharedTestStack,
  type Credentials,
  type LocalStack,
} from './support/stack';
import { type ThrowawayGateway, startThrowawayGateway } from './support/throwaway-gateway';

const DEPTH_ERROR = 'Query depth limit of 5 reached.';
const COUNT_ERROR = 'Resolver invocation limit reached';

let stack: LocalStack;
let publicKey: Credentials;
let admin: Credentials;

beforeAll(async () => {
  stack = await sharedTestStack();
  publicKey = { apiKey: stack.apiKey };
  admin = { token: (await adminTokens(stack)).AccessToken };
});

it('tests the limits the cloud API deploys', () => {
  // The expected messages and queries below are written for these values.
  expect(QUERY_DEPTH_LIMIT).toBe(5);
  expect(RESOLVER_COUNT_LIMIT).toBe(5);
});

describe('introspection is disabled', () => {
  it('__schema fails validation as on AppSync, for API-key and admin callers alike', async () => {
    for (const credentials of [publicKey, admin]) {
      const response = await graphql(stack, credentials, '{ __schema { types { name } } }');
      expect(response).toEqual({
        status: 200,
        body: {
          data: null,
          errors: [
            {
              path: null,
              locations: [{ line: 1, column: 14, sourceName: null }],
              message:
                "Validation error of type FieldUndefined: Field 'types' in type '__Schema' is " +
                "undefined @ '__schema/types'",
            },
          ],
        },
      });
    }
  });

  it('__type fails on every field selected, through aliases and fragments too', async () => {
    const response = await graphql(
      stack,
      publicKey,
      `
        {
          t: __type(name: "Post") {
            name
            kind: kind
            ...More
          }
        }
        fragment More on __Type {
          fields {
            name
          }
        }
      `,
    );
    expect(response.body.data).toBeNull();
    expect(response.body.errors?.map((error) => error.message)).toEqual([
      "Validation error of type FieldUndefined: Field 'name' in type '__Type' is undefined @ '__type/name'",
      "Validation error of type FieldUndefined: Field 'kind' in type '__Type' is undefined @ '__type/kind'",
      "Validation error of type FieldUndefined: Field 'fields' in type '__Type' is undefined @ 'fields'",
    ]);
  });

  it('an introspection field next to a real one stops the whole request', async () => {
    const response = await graphql(
      stack,
      publicKey,
      '{ listPosts { items { id } } __schema { queryType { name } } }',
    );
    expect(response.body).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          path: null,
          message:
            "Validation error of type FieldUndefined: Field 'queryType' in type '__Schema' is " +
            "undefined @ '__schema/queryType'",
        }),
      ],
    });
  });

  it('__typename still answers, at the root and below', async () => {
    const response = await graphql<{
      __typename: string;
      listPosts: { __typename: string };
    }>(stack, publicKey, '{ __typename listPosts { __typename } }');
    expect(response.body).toEqual({
      data: { __typename: 'Query', listPosts: { __typename: 'ModelPostConnection' } },
    });
  });
});

describe('resolver count limit', () => {
  const input = (marker: string, n: number) =>
    `{ fullName: "Limit Tester", email: "limit.tester@example.com", phone: "0400 000 000", ` +
    `msg: "${marker} #${n}" }`;

  async function storedMessagesWith(marker: string): Promise<string[]> {
    const response = await graphql<{ listMessages: { items: { preview: string }[] } }>(
      stack,
      admin,
      '{ listMessages(limit: 100) { items { preview } } }',
    );
    expect(response.body.errors).toBeUndefined();
    return response.body
      .data!.listMessages.items.map((item) => item.preview)
      .filter((msg) => msg.startsWith(marker))
      .sort();
  }

  it(`runs the first ${RESOLVER_COUNT_LIMIT} aliased createMessage calls and not the sixth`, async () => {
    const marker = `resolver-limit-${Date.now()}`;
    const fields = [1, 2, 3, 4, 5, 6].map(
      (n) => `m${n}: createMessage(input: ${input(marker, n)}) { msg }`,
    );
    const response = await graphql<Record<string, { msg: string } | null>>(
      stack,
      publicKey,
      `mutation {\n${fields.join('\n')}\n}`,
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      m1: { msg: `${marker} #1` },
      m2: { msg: `${marker} #2` },
      m3: { msg: `${marker} #3` },
      m4: { msg: `${marker} #4` },
      m5: { msg: `${marker} #5` },
      m6: null,
    });
    expect(response.body.errors).toEqual([
      {
        path: ['m6'],
        data: null,
        errorType: 'ResolverExecutionLimitReached',
        errorInfo: null,
        locations: [{ line: 7, column: 1, sourceName: null }],
        message: COUNT_ERROR,
      },
    ]);
    // The sixth message was neither stored nor e-mailed.
    expect(await storedMessagesWith(marker)).toEqual([1, 2, 3, 4, 5].map((n) => `${marker} #${n}`));
    const mail = (await (await fetch(`${stack.mailUrl}store`)).json()) as {
      emails: { body: { text?: string } }[];
    };
    const mailed = mail.emails.filter((email) => email.body.text?.includes(marker));
    expect(mailed).toHaveLength(5);
    expect(mailed.some((email) => email.body.text?.includes(`${marker} #6`))).toBe(false);
  });

  it(`answers ${RESOLVER_COUNT_LIMIT} root fields in full, and counts per request`, async () => {
    const query = `{ ${[1, 2, 3, 4, 5].map((n) => `p${n}: listPosts(limit: 1) { items { id } }`).join(' ')} }`;
    for (let round = 0; round < 2; round += 1) {
      const response = await graphql(stack, publicKey, query);
      expect(response.body.errors).toBeUndefined();
      expect(Object.keys(response.body.data!)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    }
  });
});

// The real schema has no cycles and is three levels deep at most, below the limit; a schema of its
// own, served by the gateway the stack runs, reaches past it.
describe('query depth limit', () => {
  let gateway: ThrowawayGateway;
  const calls = { root: 0, touch: 0 };

  type Layer = { value: string; next: Layer | null; required: Layer | null };
  function layers(n: number): Layer | null {
    return n === 0 ? null : { value: `v${n}`, next: layers(n - 1), required: layers(n - 1) };
  }

  beforeAll(async () => {
    gateway = await startThrowawayGateway({
      schemaSdl: `type Query {
        root: Layer @aws_api_key
      }
      type Mutation {
        touch: Int @aws_api_key
        secret: Int @aws_cognito_user_pools
      }
      type Layer @aws_api_key {
        value: String
        next: Layer
        required: Layer!
      }`,
      handlers: new Map([
        [
          'Query.root',
          {
            name: 'root',
            handler: async () => {
              calls.root += 1;
              return { data: layers(10) };
            },
          },
        ],
        [
          'Mutation.touch',
          {
            name: 'touch',
            handler: async () => {
              calls.touch += 1;
              return { data: calls.touch };
            },
          },
        ],
        [
          'Mutation.secret',
          {
            name: 'secret',
            handler: async () => {
              throw new Error('API-key callers never get here.');
            },
          },
        ],
      ]),
      apiKey: stack.apiKey,
    });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  function ask(query: string) {
    return gateway.ask<{
      data: Record<string, unknown> | null;
      errors?: Record<string, unknown>[];
    }>(query);
  }

  it('answers five levels, leaves included', async () => {
    const body = await ask('{ root { next { next { next { value } } } } }');
    expect(body).toEqual({ data: { root: { next: { next: { next: { value: 'v7' } } } } } });
  });

  it('fails the fields on the sixth level and answers the rest', async () => {
    const before = calls.root;
    const body = await ask(`{
  root { value next { next { next { value next { value } } } } }
}`);
    expect(body.data).toEqual({
      root: { value: 'v10', next: { next: { next: { value: 'v7', next: { value: null } } } } },
    });
    expect(body.errors).toEqual([
      {
        path: ['root', 'next', 'next', 'next', 'next', 'value'],
        data: null,
        errorType: 'QueryDepthLimitReached',
        errorInfo: null,
        locations: [{ line: 2, column: 50, sourceName: null }],
        message: DEPTH_ERROR,
      },
    ]);
    expect(calls.root).toBe(before + 1);
  });

  it('passes a non-null field past the limit up to its first nullable parent', async () => {
    const body = await ask(
      '{ root { next { next { next { value next { required { value } } } } } } }',
    );
    expect(body.data).toEqual({ root: { next: { next: { next: { value: 'v7', next: null } } } } });
    expect(body.errors).toEqual([
      expect.objectContaining({
        path: ['root', 'next', 'next', 'next', 'next', 'required'],
        errorType: 'QueryDepthLimitReached',
        message: DEPTH_ERROR,
      }),
    ]);
  });

  it('introspection stops the request before any handler runs', async () => {
    const before = calls.root;
    const body = await ask('{ root { value } __schema { types { name } } }');
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(calls.root).toBe(before);
  });

  it('calls a mutation handler only for the first five root fields', async () => {
    const before = calls.touch;
    const body = await ask(
      'mutation { a: touch b: touch c: touch d: touch e: touch f: touch g: touch }',
    );
    expect(calls.touch).toBe(before + RESOLVER_COUNT_LIMIT);
    expect(body.data).toEqual({
      a: before + 1,
      b: before + 2,
      c: before + 3,
      d: before + 4,
      e: before + 5,
      f: null,
      g: null,
    });
    expect(body.errors?.map((error) => [error.path, error.errorType])).toEqual([
      [['f'], 'ResolverExecutionLimitReached'],
      [['g'], 'ResolverExecutionLimitReached'],
    ]);
  });

  it('counts a root field refused for authorization like any other', async () => {
    const before = calls.touch;
    const body = await ask('mutation { a: touch b: touch c: touch d: touch e: secret f: touch }');
    expect(calls.touch).toBe(before + 4);
    expect(body.data).toEqual({
      a: before + 1,
      b: before + 2,
      c: before + 3,
      d: before + 4,
      e: null,
      f: null,
    });
    expect(
      body.errors?.map(({ path, errorType, message }) => ({ path, errorType, message })),
    ).toEqual([
      {
        path: ['e'],
        errorType: 'Unauthorized',
        message: 'Not Authorized to access secret on type Mutation',
      },
      { path: ['f'], errorType: 'ResolverExecutionLimitReached', message: COUNT_ERROR },
    ]);
  });
});

describe('response amplification', () => {
  function aliases(count: number, field = 'description'): string {
    return Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ');
  }

  async function postRaw(body: string): Promise<{ status: number; text: string }> {
    const response = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': stack.apiKey },
      body,
    });
    return { status: response.status, text: await response.text() };
  }

  it('refuses a field aliased 40,000 times inside a 100-item page, answering in a few hundred bytes', async () => {
    const query = `{ listPosts(limit: 100) { items { ${aliases(40000)} } } }`;
    expect(query.length).toBeGreaterThan(700 * 1024);
    const { status, text } = await postRaw(JSON.stringify({ query }));
    expect(status).toBe(200);
    expect(text.length).toBeLessThan(1000);
    const body = JSON.parse(text) as { data: unknown; errors: { message: string }[] };
    expect(body.data).toBeNull();
    expect(body.errors[0]?.message).toMatch(
      /^Invalid Syntax : Syntax Error: Document contains more/,
    );
  });

  /** Seven distinct Post fields; spread n times, it selects 7n fields without repeating one. */
  const POST_FIELDS =
    'fragment P on Post { id title description location type createdAt updatedAt }';
  function spreads(count: number): string {
    return Array.from({ length: count }, () => '...P').join(' ');
  }

  it(`refuses a root field selecting more than ${SELECTION_LIMIT} fields before anything runs`, async () => {
    const response = await graphql(
      stack,
      publicKey,
      `{ listPosts(limit: 100) { items { ${spreads(15)} } } } ${POST_FIELDS}`,
    );
    expect(response.body).toEqual({
      data: null,
      errors: [
        {
          path: null,
          locations: null,
          message:
            `Validation error: listPosts selects more than ${SELECTION_LIMIT} fields; a request ` +
            `may select at most ${SELECTION_LIMIT} under one root field.`,
        },
      ],
    });
  });

  it('answers a selection at the limit', async () => {
    const response = await graphql(
      stack,
      publicKey,
      `{ listPosts(limit: 1) { nextToken items { ${spreads((SELECTION_LIMIT - 2) / 7)} } } } ${POST_FIELDS}`,
    );
    expect(response.body.errors).toBeUndefined();
  });

  it.each([
    [
      'aliases of one field',
      '{ listPosts { items { a: description b: description } } }',
      'description',
    ],
    [
      'aliases of __typename',
      '{ listPosts { items { a: __typename b: __typename } } }',
      '__typename',
    ],
    [
      'aliases in two fragments',
      '{ listPosts { items { ...A ...B } } } fragment A on Post { x: title } fragment B on Post { y: title }',
      'title',
    ],
    ['an alias next to the plain field', '{ listPosts { items { title again: title } } }', 'title'],
  ])('refuses a field selected twice: %s', async (_label, query, field) => {
    const response = await graphql(stack, publicKey, query);
    expect(response.body).toEqual({
      data: null,
      errors: [
        {
          path: null,
          locations: null,
          message: `Validation error: listPosts selects ${field} more than once; select each field once.`,
        },
      ],
    });
  });

  it('answers one field reached twice under one name (GraphQL merges it), and aliased root fields', async () => {
    const response = await graphql(
      stack,
      publicKey,
      `
        {
          a: listPosts(limit: 1) {
            items {
              ...A
              ...B
              title
            }
          }
          b: listPosts(limit: 1) {
            items {
              id
            }
          }
        }
        fragment A on Post {
          id
          title
        }
        fragment B on Post {
          title
        }
      `,
    );
    expect(response.body.errors).toBeUndefined();
  });
});

describe('deep input is refused before anything parses it recursively', () => {
  function nestedFilter(depth: number): Record<string, unknown> {
    let filter: Record<string, unknown> = { title: { eq: 'x' } };
    for (let level = 0; level < depth; level += 1) {
      filter = { and: [filter] };
    }
    return filter;
  }
  function inlineFilter(depth: number): string {
    return `${'{ and: ['.repeat(depth)}{ title: { eq: "x" } }${'] }'.repeat(depth)}`;
  }

  it('a filter nested 2,000 deep in the variables', async () => {
    const response = await graphql(
      stack,
      publicKey,
      'query ($f: ModelPostFilterInput) { listPosts(filter: $f) { items { id } } }',
      { f: nestedFilter(2000) },
    );
    expect(response).toEqual({
      status: 400,
      body: {
        errors: [
          {
            errorType: 'BadRequestException',
            message: `The request nests deeper than ${NESTING_LIMIT} levels.`,
          },
        ],
      },
    });
  });

  it('a filter nested 2,000 deep in the query', async () => {
    const response = await graphql(
      stack,
      publicKey,
      `{ listPosts(filter: ${inlineFilter(2000)}) { items { id } } }`,
    );
    expect(response.body).toEqual({
      data: null,
      errors: [
        {
          path: null,
          locations: null,
          message: `Invalid Syntax : the query nests deeper than ${NESTING_LIMIT} levels.`,
        },
      ],
    });
  });

  it('brackets inside strings and comments do not count', async () => {
    const deepText = '{['.repeat(NESTING_LIMIT);
    const response = await graphql(
      stack,
      publicKey,
      `# ${deepText}
       query ($f: ModelPostFilterInput) { listPosts(filter: $f) { items { id } } }`,
      { f: { title: { eq: deepText } } },
    );
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
  });

  it('a filter nested as deep as the handlers allow still gets their own error', async () => {
    const response = await graphql(
      stack,
      publicKey,
      'query ($f: ModelPostFilterInput) { listPosts(filter: $f) { items { id } } }',
      { f: nestedFilter(4) },
    );
    expect(response.body.errors?.[0]).toMatchObject({ errorType: 'ValidationError' });
    expect(response.body.errors?.[0]?.message).not.toContain('call stack');
  });
});

describe('error messages name nothing introspection hides', () => {
  it('a misspelt field gets no "Did you mean" suggestion', async () => {
    const response = await graphql(stack, publicKey, '{ listPost { items { titel } } }');
    expect(response.body.errors?.length).toBeGreaterThan(0);
    for (const error of response.body.errors ?? []) {
      expect(error.message).not.toMatch(/Did you mean/);
    }
    expect(response.body.errors?.[0]?.message).toBe(
      'Validation error: Cannot query field "listPost" on type "Query".',
    );
  });
});

describe('response size backstop', () => {
  let gateway: ThrowawayGateway;

  beforeAll(async () => {
    gateway = await startThrowawayGateway({
      schemaSdl: 'type Query { big: String @aws_api_key }',
      handlers: new Map([
        [
          'Query.big',
          { name: 'big', handler: async () => ({ data: 'x'.repeat(RESPONSE_SIZE_LIMIT_BYTES) }) },
        ],
      ]),
      apiKey: stack.apiKey,
    });
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it(`answers an error instead of a body over ${RESPONSE_SIZE_LIMIT_BYTES} bytes`, async () => {
    const body = await gateway.ask<{ data: unknown; errors: { errorType: string }[] }>('{ big }');
    expect(body.data).toBeNull();
    expect(body.errors[0]?.errorType).toBe('ResponseTooLarge');
  });
});

describe('fragment bombs are counted, not expanded', () => {
  const TOO_WIDE =
    `Validation error: listPosts selects more than ${SELECTION_LIMIT} fields; a request may ` +
    `select at most ${SELECTION_LIMIT} under one root field.`;

  async function answersNormally(): Promise<void> {
    const response = await graphql(stack, publicKey, '{ listPosts(limit: 1) { items { id } } }');
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
  }

  it.each([
    ['the 816-byte bomb of issue 21 (10^9 fields)', fragmentBomb(9, 10)],
    ['twenty levels of two (2^20 fields)', fragmentBomb(20, 2)],
    ['forty levels of two (2^40 fields)', fragmentBomb(40, 2)],
  ])('refuses %s with the selection error, and the stack answers on', async (_label, query) => {
    const response = await graphql(stack, publicKey, query);
    expect(response).toEqual({
      status: 200,
      body: { data: null, errors: [{ path: null, locations: null, message: TOO_WIDE }] },
    });
    await answersNormally();
  });

  it('refuses a bomb at the root, spread in the operation itself', async () => {
    const query = fragmentBomb(9, 10)
      .replace('{ listPosts { items { ...A0 } } }', '{ ...A0 }')
      .replaceAll(' on Post ', ' on Query ')
      .replace('{ id }', '{ __typename }');
    const response = await graphql(stack, publicKey, query);
    expect(response.body).toEqual({
      data: null,
      errors: [
        {
          path: null,
          locations: null,
          message:
            `Validation error: The operation selects more than ${SELECTION_LIMIT} fields at its ` +
            `root; a request may select at most ${SELECTION_LIMIT} there.`,
        },
      ],
    });
    await answersNormally();
  });

  it('refuses a bomb whose last fragment spreads the first as a cycle', async () => {
    const query = fragmentBomb(9, 10).replace('A9 on Post { id }', 'A9 on Post { ...A0 }');
    const response = await graphql(stack, publicKey, query);
    expect(response.body).toEqual({
      data: null,
      errors: [
        {
          path: null,
          locations: null,
          message:
            'Validation error: Cannot spread fragment "A0" within itself via "A1", "A2", "A3", ' +
            '"A4", "A5", "A6", "A7", "A8", "A9".',
        },
      ],
    });
    await answersNormally();
  });

  it('refuses a fragment that spreads itself', async () => {
    const response = await graphql(
      stack,
      publicKey,
      '{ listPosts { items { ...A } } } fragment A on Post { id ...A }',
    );
    expect(response.body).toEqual({
      data: null,
      errors: [
        {
          path: null,
          locations: null,
          message: 'Validation error: Cannot spread fragment "A" within itself.',
        },
      ],
    });
  });

  it('refuses a spread of an unknown fragment, next to a bomb too', async () => {
    const response = await graphql(stack, publicKey, '{ listPosts { items { id ...Missing } } }');
    expect(response.body).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          path: null,
          message: 'Validation error: Unknown fragment "Missing".',
        }),
      ],
    });
    const withBomb = await graphql(
      stack,
      publicKey,
      fragmentBomb(9, 10).replace('...A0', '...A0 ...Missing'),
    );
    expect(withBomb.body).toEqual({
      data: null,
      errors: [{ path: null, locations: null, message: TOO_WIDE }],
    });
  });
});

describe(`request bodies over ${REQUEST_SIZE_LIMIT_BYTES} bytes`, () => {
  const QUERY_BODY = JSON.stringify({ query: '{ __typename }' });
  /** A body of `bytes` bytes asking for __typename: JSON allows trailing whitespace. */
  function bodyOf(bytes: number): string {
    return QUERY_BODY.padEnd(bytes, ' ');
  }

  interface RawAnswer {
    status: number;
    headers: IncomingHttpHeaders;
    text: string;
    /** Whether the request went out on a connection an earlier request had kept alive. */
    reusedSocket: boolean;
  }

  function postOn(agent: Agent, body: string): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        stack.graphqlUrl,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'x-api-key': stack.apiKey },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              text: Buffer.concat(chunks).toString('utf8'),
              reusedSocket: request.reusedSocket,
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  const TOO_LARGE = {
    errors: [{ errorType: 'PayloadTooLargeException', message: 'Request body is too large.' }],
  };

  it('answers a body of exactly the limit, and refuses one byte more with 413', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const atLimit = await postOn(agent, bodyOf(REQUEST_SIZE_LIMIT_BYTES));
      expect(atLimit.status).toBe(200);
      expect(JSON.parse(atLimit.text)).toEqual({ data: { __typename: 'Query' } });
      const overLimit = await postOn(agent, bodyOf(REQUEST_SIZE_LIMIT_BYTES + 1));
      expect(overLimit.status).toBe(413);
      expect(JSON.parse(overLimit.text)).toEqual(TOO_LARGE);
    } finally {
      agent.destroy();
    }
  });

  it.each([
    ['one byte over', REQUEST_SIZE_LIMIT_BYTES + 1],
    ['twice the limit', 2 * REQUEST_SIZE_LIMIT_BYTES],
    ['twenty times the limit', 20 * REQUEST_SIZE_LIMIT_BYTES],
  ])(
    'closes a kept-alive connection after the 413 (%s), and the next request gets a new one',
    async (_label, bytes) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const first = await postOn(agent, bodyOf(100));
        expect(first.status).toBe(200);
        const refused = await postOn(agent, bodyOf(bytes));
        expect(refused.status).toBe(413);
        expect(refused.headers.connection).toBe('close');
        expect(JSON.parse(refused.text)).toEqual(TOO_LARGE);
        const next = await postOn(agent, bodyOf(100));
        expect(next).toMatchObject({ status: 200, reusedSocket: false });
        expect(JSON.parse(next.text)).toEqual({ data: { __typename: 'Query' } });
        const after = await postOn(agent, bodyOf(100));
        expect(after).toMatchObject({ status: 200, reusedSocket: true });
      } finally {
        agent.destroy();
      }
    },
  );
});

describe(`queries of more than ${QUERY_TOKEN_LIMIT} tokens`, () => {
  /** Tokens as graphql-js counts them against maxTokens: commas and comments are not tokens. */
  function tokenCount(query: string): number {
    const lexer = new Lexer(new Source(query));
    let count = 0;
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      count += 1;
    }
    return count;
  }

  /** A valid mutation of `tokens` tokens: a default list of strings one token each. */
  function mutationOf(tokens: number): string {
    const withStrings = (strings: number) =>
      `mutation ($d: [String!]! = [${Array.from({ length: strings }, () => '"x"').join(', ')}]) ` +
      '{ createPost(input: { title: "t", description: $d, location: "l", type: "t" }) { id } }';
    const query = withStrings(tokens - tokenCount(withStrings(0)));
    expect(tokenCount(query)).toBe(tokens);
    return query;
  }

  it(`parses a query of exactly ${QUERY_TOKEN_LIMIT} tokens`, async () => {
    // Parsed and validated: the API key may not call createPost, so nothing is stored.
    const response = await graphql(stack, publicKey, mutationOf(QUERY_TOKEN_LIMIT));
    expect(response.body).toEqual({
      data: { createPost: null },
      errors: [
        expect.objectContaining({
          path: ['createPost'],
          errorType: 'Unauthorized',
          message: 'Not Authorized to access createPost on type Mutation',
        }),
      ],
    });
  });

  it('refuses one token more before validating anything', async () => {
    const response = await graphql(stack, publicKey, mutationOf(QUERY_TOKEN_LIMIT + 1));
    expect(response.body).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          path: null,
          message: `Invalid Syntax : Syntax Error: Document contains more that ${QUERY_TOKEN_LIMIT} tokens. Parsing aborted.`,
        }),
      ],
    });
  });
});
