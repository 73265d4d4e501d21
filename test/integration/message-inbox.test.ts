// The admin's message inbox against the local stack: search and status filter paging across many
// messages, the TTL attribute on a stored message, the audit rows each admin action writes (kept
// after the delete, and unchangeable), and the CSV export neutralised end to end.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/config/aws-env';
import { ADMIN_FIELDS } from '../support/schema-access';
import { MESSAGE_LIMITS } from '../../schema/contract/inputLimits';
import { expiresAtFor } from '../../schema/contract/retention';
import {
  adminTokens,
  graphql,
  sharedTestStack,
  type Credentials,
  type LocalStack,
} from './support/stack';

const CREATE =
  'mutation ($input: CreateMessageInput!) { createMessage(input: $input) { id createdAt } }';
const LIST = `query ($search: String, $status: MessageStatus, $limit: Int, $token: String) {
  listMessages(search: $search, status: $status, limit: $limit, nextToken: $token) {
    items { id fullName status } nextToken
  }
}`;

interface ListPage {
  listMessages: {
    items: { id: string; fullName: string; status: string }[];
    nextToken: string | null;
  };
}

let stack: LocalStack;
let admin: Credentials;
let dynamo: DynamoDBDocumentClient;
const run = `R${Date.now().toString(36)}`;

async function send(fullName: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await graphql<{ createMessage: { id: string } }>(
    stack,
    { apiKey: stack.apiKey },
    CREATE,
    {
      input: {
        fullName,
        email: `${fullName.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        phone: '0400 111 222',
        msg: 'Please call me.',
        ...extra,
      },
    },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.createMessage.id;
}

async function adminCall<T>(query: string, variables?: Record<string, unknown>) {
  return graphql<T>(stack, admin, query, variables);
}

async function pageAll(variables: Record<string, unknown>) {
  const seen: ListPage['listMessages']['items'] = [];
  let pages = 0;
  let token: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof adminCall<ListPage>>> = await adminCall<ListPage>(LIST, {
      ...variables,
      token,
    });
    expect(page.body.errors).toBeUndefined();
    seen.push(...page.body.data!.listMessages.items);
    token = page.body.data!.listMessages.nextToken;
    pages += 1;
  } while (token);
  return { seen, pages };
}

async function auditRows(id: string) {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: 'Audit',
      KeyConditionExpression: 'subject = :subject',
      ExpressionAttributeValues: { ':subject': `MESSAGE#${id}` },
    }),
  );
  return Items ?? [];
}

beforeAll(async () => {
  stack = await sharedTestStack();
  admin = { token: (await adminTokens(stack)).AccessToken };
  dynamo = DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions(stack.dynamodbEndpoint)));
}, 180_000);

afterAll(async () => {
  dynamo?.destroy();
});

describe('the message inbox', () => {
  it('stores the TTL attribute, the inbox fields and the search attribute on a new message', async () => {
    const id = await send(`${run} Ttl Person`);
    const { Item } = await dynamo.send(new GetCommand({ TableName: 'Message', Key: { id } }));
    expect(Item).toMatchObject({
      status: 'NEW',
      read: false,
      notes: [],
      expiresAt: expiresAtFor('Message', new Date(String(Item?.createdAt))),
      searchText: expect.stringContaining('ttl person'),
    });
  });

  it(
    'search and status filter page through many messages, each match once, any case or phone format',
    { timeout: 240_000 },
    async () => {
      const needle = `${run}Needle`;
      const matches: string[] = [];
      for (let index = 0; index < 130; index += 1) {
        // Every 10th message matches, spread among the others across several DynamoDB batches.
        if (index % 10 === 0) matches.push(await send(`${needle} ${index}`));
        else await send(`${run} Other ${index}`);
      }
      const { seen, pages } = await pageAll({ search: needle.toUpperCase(), limit: 5 });
      expect(seen.map((item) => item.id).sort()).toEqual([...matches].sort());
      expect(pages).toBeGreaterThanOrEqual(3);

      const phone = await send(`${run} Phone Person`, { phone: '+61 401 234 567' });
      const byPhone = await pageAll({ search: '401 234 567' });
      expect(byPhone.seen.map((item) => item.id)).toContain(phone);

      const [closed] = matches;
      const changed = await adminCall(
        `mutation { updateMessageStatus(input: { id: "${closed}", status: CLOSED }) { status } }`,
      );
      expect(changed.body.errors).toBeUndefined();
      const closedOnes = await pageAll({ search: needle, status: 'CLOSED' });
      expect(closedOnes.seen.map((item) => item.id)).toEqual([closed]);
      const newOnes = await pageAll({ search: needle, status: 'NEW' });
      expect(newOnes.seen).toHaveLength(matches.length - 1);
    },
  );

  it('finds a message stored before the search attribute existed, by any case', async () => {
    const id = `${run}-legacy`;
    await dynamo.send(
      new PutCommand({
        TableName: 'Message',
        Item: {
          id,
          entityType: 'Message',
          fullName: `${run} LEGACY Person`,
          email: 'legacy@example.com',
          phone: '0400 000 999',
          msg: 'From the old inbox.',
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        },
      }),
    );
    const { seen } = await pageAll({ search: `${run.toLowerCase()} legacy`, status: 'NEW' });
    expect(seen).toEqual([{ id, fullName: `${run} LEGACY Person`, status: 'NEW' }]);
  });

  it('records view, status, note, export and delete; keeps them after the delete', async () => {
    const id = await send(`${run} Audited`, { msg: '=1+2' });
    const viewed = await adminCall<{ getMessage: { read: boolean } }>(
      `{ getMessage(id: "${id}") { read } }`,
    );
    expect(viewed.body.data?.getMessage.read).toBe(true);
    // Saved twice: the second save changes nothing and is not recorded.
    for (let save = 0; save < 2; save += 1) {
      const saved = await adminCall<{ updateMessageStatus: { status: string } }>(
        `mutation { updateMessageStatus(input: { id: "${id}", status: REPLIED }) { status } }`,
      );
      expect(saved.body.data?.updateMessageStatus.status).toBe('REPLIED');
    }
    await adminCall(
      `mutation { addMessageNote(input: { id: "${id}", text: "Rang back." }) { id } }`,
    );
    const exported = await adminCall<{ exportMessages: string }>(
      'mutation ($search: String) { exportMessages(input: { search: $search }) }',
      { search: `${run} Audited` },
    );
    expect(exported.body.errors).toBeUndefined();
    // The formula stays text in a spreadsheet: neutralised end to end.
    expect(exported.body.data!.exportMessages).toContain(`"'=1+2"`);
    expect(exported.body.data!.exportMessages).not.toContain('"=1+2"');
    expect(exported.body.data!.exportMessages.split('\r\n').filter(Boolean)).toHaveLength(2);
    const deleted = await adminCall(`mutation { deleteMessage(input: { id: "${id}" }) { id } }`);
    expect(deleted.body.errors).toBeUndefined();

    const trail = await adminCall<{
      auditTrail: { action: string; detail: string | null; actor: string }[];
    }>(`{ auditTrail(kind: MESSAGE, id: "${id}") { action detail actor } }`);
    expect(trail.body.data!.auditTrail.map((entry) => [entry.action, entry.detail])).toEqual([
      ['DELETED', null],
      ['EXPORTED', null],
      ['ADDED_NOTE', null],
      ['CHANGED_STATUS', 'REPLIED'],
      ['VIEWED', null],
    ]);
    expect(new Set(trail.body.data!.auditTrail.map((entry) => entry.actor)).size).toBe(1);

    // Unchangeable: the table's condition refuses a second write to the same key...
    const [row] = await auditRows(id);
    await expect(
      dynamo.send(
        new PutCommand({
          TableName: 'Audit',
          Item: { ...row, action: 'VIEWED', actor: 'someone else' },
          ConditionExpression: 'attribute_not_exists(entryKey)',
        }),
      ),
    ).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    // ...and no admin operation changes or removes an entry: the audit fields only read it (an
    // item's trail, the log, the log's CSV).
    expect([...ADMIN_FIELDS].filter((field) => /audit/i.test(field)).sort()).toEqual([
      'Mutation.exportAuditLog',
      'Query.auditLog',
      'Query.auditTrail',
    ]);
    expect(await auditRows(id)).toHaveLength(5);
  });

  it('refuses bad input with field-named errors and changes nothing', async () => {
    const id = await send(`${run} Bad Input`);
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'query ($s: String) { listMessages(search: $s) { items { id } } }',
        { s: 'x'.repeat(MESSAGE_LIMITS.search + 1) },
        `search: Must be at most ${MESSAGE_LIMITS.search} characters.`,
      ],
      [
        `mutation ($t: String!) { addMessageNote(input: { id: "${id}", text: $t }) { id } }`,
        { t: ' ' },
        'text: Required; must not be blank.',
      ],
      [
        'mutation ($s: String) { exportMessages(input: { search: $s }) }',
        { s: 'a\u0000b' },
        'search: Must be a single line without control characters.',
      ],
    ];
    for (const [query, variables, message] of cases) {
      const response = await adminCall(query, variables);
      expect(response.body.errors?.[0]).toMatchObject({ errorType: 'ValidationError', message });
    }
    const { Item } = await dynamo.send(new GetCommand({ TableName: 'Message', Key: { id } }));
    expect(Item).toMatchObject({ notes: [], status: 'NEW', read: false });
    expect(await auditRows(id)).toEqual([]);
  });
});
