// The complaints register against the local stack: the seeded items listed newest first and
// filtered; opening one marks it read and is audited; each status change adds its own date to the
// history; bad input is refused by name and changes nothing stored; the CSV export is neutralised
// and audited per item; a deleted item's audit trail is kept. Items the public form would store are
// put straight into the stand-in's table, as createFeedback stores them.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOptions } from '../../lib/local/config/aws-env';
import { RETENTION_DAYS, retentionFor } from '../../schema/contract/retention';
import { TABLES } from '../../schema/contract/tables';
import {
  adminTokens,
  graphql,
  startTestStack,
  type Credentials,
  type TestStack,
} from './support/stack';
import { expireAndSweep, expireItem } from './support/ttl';

const FIELDS = `id kind status anonymous name read createdAt
  statusHistory { status at by } notes { text author createdAt } expiresAt`;

interface Item {
  id: string;
  status: string;
  read: boolean;
  statusHistory: { status: string; at: string; by: string | null }[];
  notes: { text: string; author: string; createdAt: string }[];
}

let stack: TestStack;
let admin: Credentials;
let dynamo: DynamoDBDocumentClient;

beforeAll(async () => {
  stack = await startTestStack();
  admin = { token: (await adminTokens(stack)).AccessToken };
  dynamo = DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions(stack.dynamodbEndpoint)));
}, 120_000);

afterAll(async () => {
  dynamo?.destroy();
  await stack?.dispose();
});

async function call<T>(query: string, variables: Record<string, unknown> = {}) {
  return (await graphql<T>(stack, admin, query, variables)).body;
}

async function data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await call<T>(query, variables);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** The TTL createFeedback stamps: none for a complaint, which is kept while open. */
function keptUntil(fields: Record<string, unknown>, createdAt: string) {
  const expiresAt = retentionFor(
    { entity: 'Feedback', kind: String(fields.kind), status: 'RECEIVED', createdAt },
    new Date(createdAt),
  );
  return expiresAt === null ? {} : { expiresAt };
}

/** Stores an item as createFeedback does (status RECEIVED, its history, unread, TTL). */
async function storeFeedback(id: string, fields: Record<string, unknown>): Promise<void> {
  const createdAt = new Date().toISOString();
  await dynamo.send(
    new PutCommand({
      TableName: TABLES.Feedback.entity,
      Item: {
        id,
        kind: 'COMPLAINT',
        whatHappened: 'Nobody came on Tuesday.',
        outcomeWanted: null,
        anonymous: true,
        name: null,
        email: null,
        phone: null,
        consent: true,
        ...fields,
        status: 'RECEIVED',
        statusHistory: [{ status: 'RECEIVED', at: createdAt, by: null }],
        read: false,
        notes: [],
        createdAt,
        updatedAt: createdAt,
        ...keptUntil({ kind: 'COMPLAINT', ...fields }, createdAt),
        entityType: 'Feedback',
      },
    }),
  );
}

async function stored(id: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: TABLES.Feedback.entity, Key: { id }, ConsistentRead: true }),
  );
  return Item;
}

async function trail(id: string) {
  return (
    await data<{ auditTrail: { action: string; detail: string | null; actor: string }[] }>(
      'query ($id: ID!) { auditTrail(kind: FEEDBACK, id: $id) { action detail actor } }',
      { id },
    )
  ).auditTrail;
}

describe('the complaints register', () => {
  it('lists the seeded items newest first and filters them by status and kind', async () => {
    const list = async (filter?: Record<string, unknown>, limit?: number) =>
      (
        await data<{ listFeedback: { items: { id: string }[] } }>(
          'query ($filter: ModelFeedbackFilterInput, $limit: Int) { listFeedback(filter: $filter, limit: $limit) { items { id } } }',
          { filter, limit },
        )
      ).listFeedback.items.map((item) => item.id);
    expect(await list()).toEqual(['F-7K3Q9P', 'F-4MWX2D', 'F-8TRB6N']);
    expect(await list({ kind: { eq: 'COMPLIMENT' } })).toEqual(['F-8TRB6N']);
    expect(await list({ status: { eq: 'ACKNOWLEDGED' } })).toEqual(['F-4MWX2D']);
    expect(await list({ status: { eq: 'RECEIVED' }, kind: { eq: 'COMPLIMENT' } })).toEqual([]);
    // A page of one still finds its match behind newer items that do not match.
    expect(await list({ kind: { eq: 'COMPLIMENT' } }, 1)).toEqual(['F-8TRB6N']);
    expect(await list({ status: { eq: 'ACKNOWLEDGED' } }, 1)).toEqual(['F-4MWX2D']);
  });

  it('opening an item marks it read, lowers the unread count and is recorded', async () => {
    await storeFeedback('F-OPEN22', {});
    const count = async () =>
      (await data<{ unreadFeedbackCount: number }>('{ unreadFeedbackCount }')).unreadFeedbackCount;
    const before = await count();
    const { getFeedback } = await data<{ getFeedback: Item }>(
      `query ($id: ID!) { getFeedback(id: $id) { ${FIELDS} } }`,
      { id: 'F-OPEN22' },
    );
    expect(getFeedback.read).toBe(true);
    expect(await count()).toBe(before - 1);
    expect(await trail('F-OPEN22')).toEqual([
      { action: 'VIEWED', detail: null, actor: stack.adminEmail },
    ]);
  });

  it('adds each status change with its own date and staff member, oldest first', async () => {
    await storeFeedback('F-STAT22', {});
    const change = (status: string) =>
      data<{ updateFeedbackStatus: Item }>(
        `mutation ($input: UpdateFeedbackStatusInput!) { updateFeedbackStatus(input: $input) { ${FIELDS} } }`,
        { input: { id: 'F-STAT22', status } },
      );
    await change('ACKNOWLEDGED');
    const { updateFeedbackStatus: item } = await change('RESOLVED');
    expect(item.status).toBe('RESOLVED');
    expect(item.statusHistory.map((entry) => [entry.status, entry.by])).toEqual([
      ['RECEIVED', null],
      ['ACKNOWLEDGED', stack.adminEmail],
      ['RESOLVED', stack.adminEmail],
    ]);
    const dates = item.statusHistory.map((entry) => entry.at);
    for (const date of dates) expect(new Date(date).toISOString()).toBe(date);
    expect([...dates].sort()).toEqual(dates);
    expect((await stored('F-STAT22'))?.statusHistory).toEqual(item.statusHistory);
    expect((await trail('F-STAT22')).map((entry) => [entry.action, entry.detail])).toEqual([
      ['CHANGED_STATUS', 'Resolved'],
      ['CHANGED_STATUS', 'Acknowledged'],
    ]);

    // The same status saved again, also twice at once, is no change: no entry, no audit entry.
    const before = await stored('F-STAT22');
    const again = await Promise.all([change('RESOLVED'), change('RESOLVED')]);
    for (const { updateFeedbackStatus: same } of again) {
      expect(same.statusHistory).toEqual(item.statusHistory);
    }
    expect(await stored('F-STAT22')).toEqual(before);
    expect(await trail('F-STAT22')).toHaveLength(2);
  });

  it('refuses bad input by the field’s name and changes nothing stored', async () => {
    await storeFeedback('F-BAD222', {});
    const before = await stored('F-BAD222');
    const refusals: [string, Record<string, unknown>, RegExp][] = [
      [
        'mutation ($input: UpdateFeedbackStatusInput!) { updateFeedbackStatus(input: $input) { id } }',
        { input: { id: 'F-BAD222', status: 'LOST' } },
        /status/,
      ],
      [
        'mutation ($input: UpdateFeedbackStatusInput!) { updateFeedbackStatus(input: $input) { id } }',
        { input: { id: ' F-BAD222', status: 'CLOSED' } },
        /^id: /,
      ],
      [
        'mutation ($input: AddFeedbackNoteInput!) { addFeedbackNote(input: $input) { id } }',
        { input: { id: 'F-BAD222', text: ' \u200b ' } },
        /^text: Required; must not be blank\.$/,
      ],
      [
        'mutation ($input: AddFeedbackNoteInput!) { addFeedbackNote(input: $input) { id } }',
        { input: { id: 'F-BAD222', text: 'x'.repeat(2001) } },
        /^text: Must be at most 2000 characters\.$/,
      ],
      [
        'mutation ($input: DeleteInput!) { deleteFeedback(input: $input) { id } }',
        { input: { id: '' } },
        /^id: /,
      ],
      [
        'query { listFeedback(limit: 0) { items { id } } }',
        {},
        /^limit: Must be between 1 and 100\.$/,
      ],
    ];
    for (const [query, variables, message] of refusals) {
      const body = await call(query, variables);
      expect(body.errors?.[0]?.message, JSON.stringify(variables)).toMatch(message);
    }
    expect(await stored('F-BAD222')).toEqual(before);
    expect(await trail('F-BAD222')).toEqual([]);
  });

  it('exports the register as CSV with formula cells neutralised, each item’s export recorded', async () => {
    await storeFeedback('F-CSV222', {
      kind: 'FEEDBACK',
      anonymous: false,
      name: '=HYPERLINK("http://evil.example","Sam")',
      email: 'sam@example.com',
      phone: '+61 400 000 000',
    });
    const { exportFeedback: csv } = await data<{ exportFeedback: string }>(
      'mutation ($filter: ModelFeedbackFilterInput) { exportFeedback(filter: $filter) }',
      { filter: { kind: { eq: 'FEEDBACK' } } },
    );
    const rows = csv.split('\r\n');
    expect(rows[0]).toBe(
      '"Received","Reference","Kind","Status","Status changes","Outcome notes","Date received","Received by","Source","Advocate or representative involved","Service area","Risk rating","Date acknowledged","Outcome","Complainant told of the outcome on","Affected person told of the outcome on","Complainant satisfied","Date closed","Improvements made","Actions taken","Contact"',
    );
    const row = rows.find((line) => line.includes('"F-CSV222"'));
    expect(row).toMatch(
      /,"'=HYPERLINK\(""http:\/\/evil\.example"",""Sam""\), sam@example\.com, \+61 400 000 000"$/,
    );
    expect(rows.filter((line) => line.includes('"F-'))).toHaveLength(2);
    expect(csv).not.toContain('F-7K3Q9P');
    expect((await trail('F-CSV222')).map((entry) => entry.action)).toEqual(['EXPORTED']);
    expect((await trail('F-4MWX2D')).map((entry) => entry.action)).toContain('EXPORTED');
  });

  it('deletes an item and keeps its audit trail', async () => {
    await storeFeedback('F-DEL222', { kind: 'FEEDBACK' });
    await data(
      'mutation ($input: AddFeedbackNoteInput!) { addFeedbackNote(input: $input) { id } }',
      { input: { id: 'F-DEL222', text: 'Apologised by phone.' } },
    );
    const { deleteFeedback } = await data<{ deleteFeedback: { id: string } }>(
      'mutation ($input: DeleteInput!) { deleteFeedback(input: $input) { id } }',
      { input: { id: 'F-DEL222' } },
    );
    expect(deleteFeedback).toEqual({ id: 'F-DEL222' });
    expect(await stored('F-DEL222')).toBeUndefined();
    expect((await trail('F-DEL222')).map((entry) => entry.action)).toEqual([
      'DELETED',
      'ADDED_NOTE',
    ]);
  });
});

describe('a complaint’s retention', () => {
  const DAY = 86_400;
  const DELETE = 'mutation ($input: DeleteInput!) { deleteFeedback(input: $input) { id } }';
  const change = (id: string, status: string) =>
    data<{ updateFeedbackStatus: { expiresAt: number | null } }>(
      'mutation ($input: UpdateFeedbackStatusInput!) { updateFeedbackStatus(input: $input) { expiresAt } }',
      { input: { id, status } },
    );
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('a complaint from the form has no expiry while open; closing starts its seven years', async () => {
    const created = await graphql<{ createFeedback: { reference: string } }>(
      stack,
      { apiKey: stack.apiKey },
      'mutation ($input: CreateFeedbackInput!) { createFeedback(input: $input) { reference } }',
      {
        input: {
          kind: 'COMPLAINT',
          whatHappened: 'My support worker did not arrive.',
          anonymous: true,
          consent: true,
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createFeedback.reference;
    expect(await stored(id)).not.toHaveProperty('expiresAt');

    for (const status of ['ACKNOWLEDGED', 'UNDER_REVIEW', 'RESOLVED']) {
      expect((await change(id, status)).updateFeedbackStatus.expiresAt).toBeNull();
      expect(await stored(id)).not.toHaveProperty('expiresAt');
    }

    const before = nowSeconds();
    const closed = (await change(id, 'CLOSED')).updateFeedbackStatus.expiresAt!;
    expect(closed).toBeGreaterThanOrEqual(before + RETENTION_DAYS.Complaint * DAY);
    expect(closed).toBeLessThanOrEqual(nowSeconds() + RETENTION_DAYS.Complaint * DAY);
    expect(RETENTION_DAYS.Complaint).toBeGreaterThanOrEqual(2557);
    expect((await stored(id))?.expiresAt).toBe(closed);

    // Reopened, it is kept again until it is closed once more.
    expect((await change(id, 'UNDER_REVIEW')).updateFeedbackStatus.expiresAt).toBeNull();
    expect(await stored(id)).not.toHaveProperty('expiresAt');
  });

  it('refuses to delete a complaint, open or within its period, and records nothing', async () => {
    await storeFeedback('F-KEEP22', {});
    await storeFeedback('F-KEPT22', {});
    await change('F-KEPT22', 'CLOSED');
    for (const id of ['F-KEEP22', 'F-KEPT22']) {
      const before = await stored(id);
      const body = await call(DELETE, { input: { id } });
      expect(body.errors?.[0]?.message).toMatch(
        /^id: A complaint is kept (while it is open and )?for 7 years after it is closed, so it cannot be deleted/,
      );
      expect(await stored(id)).toEqual(before);
      expect((await trail(id)).map((entry) => entry.action)).not.toContain('DELETED');
    }
  });

  it('deletes a complaint once its period has passed, as the TTL would', async () => {
    await storeFeedback('F-PAST22', {});
    await change('F-PAST22', 'CLOSED');
    await expireItem(dynamo, TABLES.Feedback.entity, 'F-PAST22');
    await data(DELETE, { input: { id: 'F-PAST22' } });
    expect(await stored('F-PAST22')).toBeUndefined();
  });

  it('the TTL sweep removes a closed complaint past its period and never an open one', async () => {
    await storeFeedback('F-OPEN22', {});
    await storeFeedback('F-SWEP22', {});
    await change('F-SWEP22', 'CLOSED');
    expect(await stack.sweepExpiredItems()).toBe(0);
    expect(await expireAndSweep(stack, dynamo, TABLES.Feedback.entity, 'F-SWEP22')).toBe(1);
    expect(await stored('F-SWEP22')).toBeUndefined();
    expect((await stored('F-OPEN22'))?.id).toBe('F-OPEN22');
  });
});
