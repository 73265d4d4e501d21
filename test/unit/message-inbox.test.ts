// The admin inbox's handler logic (lambdas/messages): search and status filter that fill a page
// past DynamoDB's Limit, CSV export with its audit entries and neutralised cells, and the audit
// entries of viewing, status changes and notes.

import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/messages/handler';
import { readFileSync } from 'node:fs';
import { MESSAGE_LIMITS } from '../../schema/contract/inputLimits';
import { MESSAGE_PREVIEW_LENGTH, MESSAGE_STATUS_LABELS } from '../../schema/contract/messages';
import { LIST_VIEW_DETAIL } from '../../schema/contract/personalDetails';
import {
  cognitoMock,
  conditionalCheckFailed,
  dynamoMock,
  expectData,
  invoke,
  useHandlerTestEnvironment,
  auditedItems,
  transactionActions,
  transactionCanceled,
} from './helpers';

useHandlerTestEnvironment();

const STAFF = 'kim@provider.example';

function staffPool(): void {
  cognitoMock.on(AdminGetUserCommand).resolves({
    UserAttributes: [{ Name: 'email', Value: STAFF }],
  });
}

function auditPuts(): Record<string, unknown>[] {
  return auditedItems();
}

function stored(index: number, fields: Record<string, unknown> = {}) {
  const createdAt = new Date(Date.UTC(2026, 0, 1, 0, 0, 1000 - index)).toISOString();
  return {
    id: `m${index}`,
    fullName: `Person ${index}`,
    email: `person${index}@example.com`,
    phone: '0400 123 456',
    msg: `Message ${index}`,
    createdAt,
    updatedAt: createdAt,
    status: 'NEW',
    read: false,
    notes: [],
    entityType: 'Message',
    ...fields,
  };
}

const keyOf = (item: ReturnType<typeof stored>) => ({
  id: item.id,
  entityType: 'Message',
  createdAt: item.createdAt,
});

describe('listMessages search and status', () => {
  beforeEach(() => {
    staffPool();
    dynamoMock.on(PutCommand, { TableName: 'audit-table' }).resolves({});
  });

  it('narrows the query with the search attribute, lower case, and the phone digits', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [] });
    await invoke(handler, 'Query.listMessages', { search: ' 0400 123 456 ', status: 'REPLIED' });
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'byCreatedAt',
      ScanIndexForward: false,
      FilterExpression:
        '(attribute_not_exists(#searchText) OR contains(#searchText, :searchTerm) OR contains(#searchText, :searchDigits)) AND #status = :status',
      ExpressionAttributeNames: { '#searchText': 'searchText', '#status': 'status' },
      ExpressionAttributeValues: {
        ':searchTerm': '0400 123 456',
        ':searchDigits': '0400123456',
        ':status': 'REPLIED',
      },
    });
  });

  it('finds NEW also among messages stored before the status existed', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [] });
    await invoke(handler, 'Query.listMessages', { status: 'NEW' });
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input.FilterExpression).toBe(
      '(#status = :status OR attribute_not_exists(#status))',
    );
  });

  it('matches any case, and old messages without the search attribute by their fields', async () => {
    const legacy = stored(1, { fullName: 'ALEX Old', searchText: undefined, status: undefined });
    const other = stored(2, { searchText: 'someone else' });
    const current = stored(3, { searchText: 'alex new\nalex@example.com\nhi\n0400123456' });
    dynamoMock.on(QueryCommand).resolves({ Items: [legacy, other, current] });
    const page = expectData<{ items: { id: string; status: string }[] }>(
      await invoke(handler, 'Query.listMessages', { search: 'Alex' }),
    );
    expect(page.items.map((item) => item.id)).toEqual(['m1', 'm3']);
    expect(page.items[0]?.status).toBe('NEW');
    expect(page.items[1]).not.toHaveProperty('searchText');
  });

  it('returns each match’s summary, without contact details, and records a view of each', async () => {
    const message = stored(1, { msg: `${'a'.repeat(250)}\nSecond line` });
    dynamoMock.on(QueryCommand).resolves({ Items: [message, stored(2)] });
    const page = expectData<{ items: Record<string, unknown>[] }>(
      await invoke(handler, 'Query.listMessages', {}),
    );
    expect(page.items[0]).toEqual({
      id: 'm1',
      fullName: 'Person 1',
      preview: 'a'.repeat(MESSAGE_PREVIEW_LENGTH),
      status: 'NEW',
      read: false,
      createdAt: message.createdAt,
    });
    expect(
      auditPuts().map((entry) => [entry.subject, entry.action, entry.detail, entry.actor]),
    ).toEqual([
      ['MESSAGE#m1', 'VIEWED', LIST_VIEW_DETAIL, STAFF],
      ['MESSAGE#m2', 'VIEWED', LIST_VIEW_DETAIL, STAFF],
    ]);
  });

  it('answers no list when the views cannot be recorded', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [stored(1)] });
    dynamoMock.on(PutCommand, { TableName: 'audit-table' }).rejects(new Error('audit table down'));
    const outcome = await invoke(handler, 'Query.listMessages', {});
    expect(outcome).toMatchObject({ errorType: 'InternalError' });
  });

  it('reads on past batches without a match until the page is full, then pages on from there', async () => {
    const batch1 = Array.from({ length: 100 }, (_, index) => stored(index, { searchText: 'x' }));
    const hits = [200, 201, 202].map((index) => stored(index, { searchText: 'hit' }));
    const batch2 = [...hits, ...Array.from({ length: 97 }, (_, i) => stored(300 + i))];
    dynamoMock
      .on(QueryCommand)
      .resolvesOnce({ Items: batch1, LastEvaluatedKey: keyOf(batch1[99]!) })
      .resolvesOnce({ Items: batch2, LastEvaluatedKey: keyOf(batch2[99]!) })
      .resolves({ Items: [] });
    const first = expectData<{ items: { id: string }[]; nextToken: string }>(
      await invoke(handler, 'Query.listMessages', { search: 'hit', limit: 2 }),
    );
    expect(first.items.map((item) => item.id)).toEqual(['m200', 'm201']);
    const queries = dynamoMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(2);
    expect(queries[1]?.ExclusiveStartKey).toEqual(keyOf(batch1[99]!));

    dynamoMock.resetHistory();
    dynamoMock.on(QueryCommand).resolves({ Items: [hits[2]!] });
    const second = expectData<{ items: { id: string }[]; nextToken: string | null }>(
      await invoke(handler, 'Query.listMessages', {
        search: 'hit',
        limit: 2,
        nextToken: first.nextToken,
      }),
    );
    // The next page starts right after the page's last match, so m202 is neither skipped nor repeated.
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input.ExclusiveStartKey).toEqual(
      keyOf(hits[1]!),
    );
    expect(second).toEqual({ items: [expect.objectContaining({ id: 'm202' })], nextToken: null });
  });

  it.each([
    [
      { search: 'x'.repeat(MESSAGE_LIMITS.search + 1) },
      `search: Must be at most ${MESSAGE_LIMITS.search} characters.`,
    ],
    [{ search: 'a\nb' }, 'search: Must be a single line without control characters.'],
    [{ status: 'OPEN' }, 'status: Must be one of NEW, REPLIED, CLOSED.'],
  ])('refuses %j before any query', async (args, message) => {
    expect(await invoke(handler, 'Query.listMessages', args)).toEqual({
      errorType: 'ValidationError',
      errorMessage: message,
    });
    expect(dynamoMock.calls()).toHaveLength(0);
  });
});

describe('exportMessages', () => {
  it('answers CSV of every match with formula cells neutralised, one EXPORTED entry each', async () => {
    staffPool();
    dynamoMock.on(PutCommand).resolves({});
    const formula = stored(1, {
      fullName: '=HYPERLINK("http://evil.example")',
      msg: '+61 call me',
    });
    const plain = stored(2, { status: 'REPLIED' });
    dynamoMock.on(QueryCommand).resolves({ Items: [formula, plain] });

    const csv = expectData<string>(await invoke(handler, 'Mutation.exportMessages', { input: {} }));

    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '"Received","Status","Full name","E-mail","Phone","Postcode","Message","Id"',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain(`"'+61 call me"`);
    expect(lines[2]).toContain('"Replied","Person 2"');
    expect(auditPuts()).toEqual([
      expect.objectContaining({ subject: 'MESSAGE#m1', action: 'EXPORTED', actor: STAFF }),
      expect.objectContaining({ subject: 'MESSAGE#m2', action: 'EXPORTED', actor: STAFF }),
    ]);
  });

  it('refuses more than the cap with a clear error, recording nothing', async () => {
    const many = Array.from({ length: 100 }, (_, index) => stored(index));
    dynamoMock.on(QueryCommand).callsFake((input: { ExclusiveStartKey?: unknown }) => ({
      Items: many,
      LastEvaluatedKey: {
        ...keyOf(many[99]!),
        id: `after-${String(input.ExclusiveStartKey ? 'n' : 'first')}`,
      },
    }));
    expect(await invoke(handler, 'Mutation.exportMessages', { input: {} })).toEqual({
      errorType: 'ValidationError',
      errorMessage: `search: More than ${MESSAGE_LIMITS.maxExport} messages match; narrow the search or the status to export at most ${MESSAGE_LIMITS.maxExport}.`,
    });
    expect(auditPuts()).toEqual([]);
  });

  it('sends nothing when the audit entries cannot be written', async () => {
    staffPool();
    dynamoMock.on(QueryCommand).resolves({ Items: [stored(1)] });
    dynamoMock.on(PutCommand).rejects(new Error('audit table down'));
    expect(await invoke(handler, 'Mutation.exportMessages', { input: {} })).toMatchObject({
      errorType: 'InternalError',
    });
  });
});

describe('getMessage, updateMessageStatus, addMessageNote', () => {
  it('getMessage marks it read and records VIEWED before answering', async () => {
    staffPool();
    dynamoMock.on(PutCommand).resolves({});
    dynamoMock.on(UpdateCommand).resolves({ Attributes: stored(1, { read: true }) });
    const message = expectData(await invoke(handler, 'Query.getMessage', { id: 'm1' }));
    expect(message).toMatchObject({ id: 'm1', read: true });
    expect(dynamoMock.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { id: 'm1' },
      ExpressionAttributeValues: expect.objectContaining({ ':f0': true }),
    });
    expect(auditPuts()).toEqual([
      expect.objectContaining({ subject: 'MESSAGE#m1', action: 'VIEWED' }),
    ]);
  });

  it('a missing message is NotFound and records nothing', async () => {
    dynamoMock.on(UpdateCommand).rejects(conditionalCheckFailed());
    expect(await invoke(handler, 'Query.getMessage', { id: 'gone' })).toEqual({
      errorType: 'NotFound',
      errorMessage: 'No Message with id "gone" exists.',
    });
    expect(auditPuts()).toEqual([]);
  });

  it('updateMessageStatus records CHANGED_STATUS with the new status', async () => {
    staffPool();
    dynamoMock.on(TransactWriteCommand).resolves({});
    dynamoMock.on(GetCommand).resolves({ Item: stored(1, { status: 'CLOSED' }) });
    const message = expectData(
      await invoke(handler, 'Mutation.updateMessageStatus', {
        input: { id: 'm1', status: 'CLOSED' },
      }),
    );
    expect(message).toMatchObject({ status: 'CLOSED' });
    expect(auditPuts()).toEqual([
      expect.objectContaining({
        subject: 'MESSAGE#m1',
        action: 'CHANGED_STATUS',
        detail: 'CLOSED',
      }),
    ]);
  });

  it('updateMessageStatus to the status it has answers the message as it is, recording nothing', async () => {
    staffPool();
    dynamoMock
      .on(TransactWriteCommand)
      .rejects(transactionCanceled('ConditionalCheckFailed', 'None'));
    dynamoMock.on(GetCommand).resolves({ Item: stored(1, { status: 'CLOSED' }) });
    const message = expectData(
      await invoke(handler, 'Mutation.updateMessageStatus', {
        input: { id: 'm1', status: 'CLOSED' },
      }),
    );
    expect(message).toMatchObject({ id: 'm1', status: 'CLOSED', updatedAt: stored(1).updatedAt });
    expect(transactionActions()[0]?.Update).toMatchObject({
      ConditionExpression: 'attribute_exists(id) AND (attribute_not_exists(#c0) OR #c0 <> :c0)',
      ExpressionAttributeValues: expect.objectContaining({ ':c0': 'CLOSED' }),
    });
    // Its entry went only with the change, which DynamoDB cancelled.
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('updateMessageStatus of a missing message is NotFound and records nothing', async () => {
    staffPool();
    dynamoMock
      .on(TransactWriteCommand)
      .rejects(transactionCanceled('ConditionalCheckFailed', 'None'));
    dynamoMock.on(GetCommand).resolves({});
    const outcome = await invoke(handler, 'Mutation.updateMessageStatus', {
      input: { id: 'm1', status: 'CLOSED' },
    });
    expect(outcome).toMatchObject({ errorType: 'NotFound' });
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('addMessageNote appends a note by the signed-in staff member and records ADDED_NOTE', async () => {
    staffPool();
    dynamoMock.on(TransactWriteCommand).resolves({});
    dynamoMock.on(GetCommand).resolves({ Item: stored(1) });
    await invoke(handler, 'Mutation.addMessageNote', { input: { id: 'm1', text: ' Rang back. ' } });
    const update = transactionActions()[0]?.Update;
    expect(update?.ExpressionAttributeValues?.[':entry']).toEqual([
      { text: 'Rang back.', author: STAFF, createdAt: expect.any(String) },
    ]);
    expect(auditPuts()).toEqual([
      expect.objectContaining({ subject: 'MESSAGE#m1', action: 'ADDED_NOTE' }),
    ]);
    // Personal details never go into the trail.
    expect(auditPuts()[0]).not.toHaveProperty('detail');
  });

  it.each([
    [
      'Mutation.updateMessageStatus',
      { input: { id: 'm1', status: 'DONE' } },
      'status: Must be one of NEW, REPLIED, CLOSED.',
    ],
    [
      'Mutation.addMessageNote',
      { input: { id: 'm1', text: '   ' } },
      'text: Required; must not be blank.',
    ],
    [
      'Mutation.addMessageNote',
      { input: { id: 'm1', text: 'x'.repeat(MESSAGE_LIMITS.noteText + 1) } },
      `text: Must be at most ${MESSAGE_LIMITS.noteText} characters.`,
    ],
    [
      'Query.getMessage',
      { id: ' m1' },
      'id: Must be an id as the API returned it, without spaces around it.',
    ],
  ] as const)('%s refuses %j and changes nothing', async (field, args, message) => {
    expect(await invoke(handler, field, args)).toEqual({
      errorType: 'ValidationError',
      errorMessage: message,
    });
    expect(dynamoMock.calls()).toHaveLength(0);
  });
});

describe('the status labels', () => {
  it('label every value of the schema’s MessageStatus', () => {
    const schema = readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');
    const values = /enum MessageStatus \{([^}]*)\}/.exec(schema)?.[1]?.trim().split(/\s+/);
    expect(Object.keys(MESSAGE_STATUS_LABELS)).toEqual(values);
  });
});
