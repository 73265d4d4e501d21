// The complaints register's handler logic (lambdas/feedback/routes.ts) against mocked AWS
// clients: validation (nothing read or written for bad input), the status and its history in one
// write, outcome notes, the CSV export and its cap, and the audit entries each action writes.

import { RETENTION_DAYS } from '../../schema/contract/retention';
import { readFileSync } from 'node:fs';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  type PutCommandInput,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { Kind, parse, type EnumTypeDefinitionNode } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/feedback/handler';
import { ITEM_CHANGING_MESSAGE } from '../../lambdas/shared/repository';
import {
  FEEDBACK_KIND_LABELS,
  FEEDBACK_REGISTER_LIMITS,
  FEEDBACK_STATUS_LABELS,
} from '../../schema/contract/feedback';
import {
  COMPLAINT_OUTCOME_LABELS,
  FEEDBACK_CHANNEL_LABELS,
  FEEDBACK_EMAIL_PURPOSE_LABELS,
  FEEDBACK_SOURCE_LABELS,
  RISK_RATING_LABELS,
} from '../../schema/contract/feedbackRegister';
import { STATISTICS_PERIOD_LABELS } from '../../schema/contract/statisticsPeriods';
import { LIST_LIMITS } from '../../schema/contract/inputLimits';
import { providerDate } from '../../schema/contract/providerDate';
import { LIST_VIEW_DETAIL } from '../../schema/contract/personalDetails';
import {
  allSdkCalls,
  cognitoMock,
  conditionalCheckFailed,
  dynamoMock,
  expectData,
  expectError,
  invoke,
  ISO_TIMESTAMP,
  useHandlerTestEnvironment,
  auditedItems,
  sesMock,
  transactionActions,
  transactionCanceled,
} from './helpers';

useHandlerTestEnvironment();

const STAFF = 'kim@provider.example';
const COMPLAINT = {
  id: 'F-7K3Q9P',
  kind: 'COMPLAINT',
  whatHappened: 'The worker came late.',
  outcomeWanted: 'A phone call.',
  anonymous: true,
  name: null,
  email: null,
  phone: null,
  consent: true,
  status: 'RECEIVED',
  statusHistory: [{ status: 'RECEIVED', at: '2025-01-01T00:00:00.000Z', by: null }],
  read: false,
  notes: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  expiresAt: 1956528000,
  entityType: 'Feedback',
};

/** Where a page of the byCreatedAt index ended. */
const PAGE_KEY = { id: 'F-4MWX2D', createdAt: COMPLAINT.createdAt, entityType: 'Feedback' };

function staffPool(): void {
  cognitoMock.on(AdminGetUserCommand).resolves({
    UserAttributes: [{ Name: 'email', Value: STAFF }],
  });
}

/** The audit entries written, as { subject, action, detail }. */
function auditEntries() {
  return auditedItems().map((item) => ({
    subject: item.subject,
    action: item.action,
    detail: item.detail,
    actor: item.actor,
  }));
}

/** An RFC 4180 row as toCsv writes it: every cell quoted, quotes doubled, CRLF. */
const csvRow = (cells: string[]): string =>
  `${cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',')}\r\n`;

function enumValues(name: string): string[] {
  const schema = parse(readFileSync('schema/schema.graphql', 'utf8'));
  const node = schema.definitions.find(
    (definition): definition is EnumTypeDefinitionNode =>
      definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === name,
  );
  return (node?.values ?? []).map((value) => value.name.value);
}

describe('the register’s choices', () => {
  it.each([
    ['FeedbackKind', FEEDBACK_KIND_LABELS],
    ['FeedbackStatus', FEEDBACK_STATUS_LABELS],
    ['FeedbackSource', FEEDBACK_SOURCE_LABELS],
    ['FeedbackChannel', FEEDBACK_CHANNEL_LABELS],
    ['RiskRating', RISK_RATING_LABELS],
    ['ComplaintOutcome', COMPLAINT_OUTCOME_LABELS],
    ['FeedbackEmailPurpose', FEEDBACK_EMAIL_PURPOSE_LABELS],
    ['StatisticsPeriodUnit', STATISTICS_PERIOD_LABELS],
  ])('label every value of the schema’s %s', (name, labels) => {
    expect(Object.keys(labels)).toEqual(enumValues(name));
  });
});

describe('listFeedback and unreadFeedbackCount', () => {
  beforeEach(() => {
    staffPool();
    dynamoMock.on(PutCommand, { TableName: 'audit-table' }).resolves({});
  });

  it('reads only the summary’s fields and records a view of each item listed', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [COMPLAINT] });
    const page = expectData<{ items: Record<string, unknown>[] }>(
      await invoke(handler, 'Query.listFeedback', { limit: 10 }),
    );
    const query = dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input;
    const projected = query?.ProjectionExpression?.split(', ').map(
      (name) => query.ExpressionAttributeNames?.[name],
    );
    expect(projected).toEqual([
      'id',
      'kind',
      'status',
      'anonymous',
      'name',
      'read',
      'createdAt',
      'receivedOn',
      'riskRating',
      'acknowledgedOn',
      'closedOn',
    ]);
    expect(Object.keys(page.items[0]!).sort()).toEqual([
      'acknowledgedOn',
      'anonymous',
      'closedOn',
      'createdAt',
      'id',
      'kind',
      'name',
      'read',
      'receivedOn',
      'riskRating',
      'status',
    ]);
    // An item stored before the register kept its date received: the day it arrived.
    expect(page.items[0]!.receivedOn).toBe(providerDate(COMPLAINT.createdAt));
    expect(auditEntries()).toEqual([
      {
        subject: `FEEDBACK#${COMPLAINT.id}`,
        action: 'VIEWED',
        detail: LIST_VIEW_DETAIL,
        actor: STAFF,
      },
    ]);
  });

  it('lists newest first, filtered by status and kind', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [COMPLAINT] });
    const page = expectData<{ items: unknown[] }>(
      await invoke(handler, 'Query.listFeedback', {
        filter: { status: { eq: 'RECEIVED' }, kind: { eq: 'COMPLAINT' } },
        limit: 10,
      }),
    );
    expect(page.items).toEqual([expect.not.objectContaining({ entityType: 'Feedback' })]);
    const query = dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query).toMatchObject({
      TableName: 'feedback-table',
      IndexName: 'byCreatedAt',
      ScanIndexForward: false,
      // Filtered: read in full batches, since DynamoDB filters after its Limit.
      Limit: LIST_LIMITS.maxLimit,
      FilterExpression: '(#status = :v0 AND #kind = :v1)',
    });
    expect(query?.ExpressionAttributeValues).toMatchObject({
      ':v0': 'RECEIVED',
      ':v1': 'COMPLAINT',
    });
  });

  it('fills a filtered page from batches past the first, then pages on from its last item', async () => {
    const received = (index: number) => ({
      ...COMPLAINT,
      id: `F-MATCH${index}`,
      createdAt: `2025-01-0${9 - index}T00:00:00.000Z`,
    });
    const keyOf = (item: ReturnType<typeof received>) => ({
      id: item.id,
      entityType: 'Feedback',
      createdAt: item.createdAt,
    });
    const matches = [1, 2, 3].map(received);
    // The newest batch DynamoDB reads holds no RECEIVED item: it answers none, and a key.
    dynamoMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [], LastEvaluatedKey: PAGE_KEY })
      .resolvesOnce({ Items: matches, LastEvaluatedKey: keyOf(matches[2]!) })
      .resolves({ Items: [] });
    const filter = { status: { eq: 'RECEIVED' } };
    const first = expectData<{ items: { id: string }[]; nextToken: string }>(
      await invoke(handler, 'Query.listFeedback', { filter, limit: 2 }),
    );
    expect(first.items.map((item) => item.id)).toEqual(['F-MATCH1', 'F-MATCH2']);
    expect(first.nextToken).toEqual(expect.any(String));
    const queries = dynamoMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(2);
    expect(queries[1]?.ExclusiveStartKey).toEqual(PAGE_KEY);

    dynamoMock.resetHistory();
    dynamoMock.on(QueryCommand).resolves({ Items: [matches[2]!] });
    const second = expectData<{ items: { id: string }[]; nextToken: string | null }>(
      await invoke(handler, 'Query.listFeedback', { filter, limit: 2, nextToken: first.nextToken }),
    );
    // Right after the page's last item: F-MATCH3 is neither skipped nor repeated.
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input.ExclusiveStartKey).toEqual(
      keyOf(matches[1]!),
    );
    expect(second).toEqual({
      items: [expect.objectContaining({ id: 'F-MATCH3' })],
      nextToken: null,
    });
  });

  it('refuses a filter on another field, naming it, and reads nothing', async () => {
    const error = expectError(
      await invoke(handler, 'Query.listFeedback', { filter: { name: { eq: 'Sam' } } }),
    );
    expect(error).toEqual({
      errorType: 'ValidationError',
      errorMessage: 'filter.name: Unknown field.',
    });
    expect(allSdkCalls()).toHaveLength(0);
  });

  it('counts unread items over every page', async () => {
    dynamoMock
      .on(QueryCommand)
      .resolvesOnce({ Count: 2, LastEvaluatedKey: { id: 'x' } })
      .resolvesOnce({ Count: 1 });
    expect(expectData<number>(await invoke(handler, 'Query.unreadFeedbackCount'))).toBe(3);
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'feedback-table',
      Select: 'COUNT',
      ExpressionAttributeValues: { ':listPartition': 'Feedback', ':unread': false },
    });
  });
});

describe('getFeedback', () => {
  it('marks the item read and records the view before answering', async () => {
    staffPool();
    dynamoMock.on(UpdateCommand).resolves({ Attributes: { ...COMPLAINT, read: true } });
    dynamoMock.on(PutCommand).resolves({});
    const item = expectData(await invoke(handler, 'Query.getFeedback', { id: 'F-7K3Q9P' }));
    expect(item).toMatchObject({ id: 'F-7K3Q9P', read: true });
    expect(auditEntries()).toEqual([
      { subject: 'FEEDBACK#F-7K3Q9P', action: 'VIEWED', detail: undefined, actor: STAFF },
    ]);
  });

  it('answers no data when the view cannot be recorded', async () => {
    staffPool();
    dynamoMock.on(UpdateCommand).resolves({ Attributes: { ...COMPLAINT, read: true } });
    dynamoMock.on(PutCommand).rejects(new Error('audit table unavailable'));
    const error = expectError(await invoke(handler, 'Query.getFeedback', { id: 'F-7K3Q9P' }));
    expect(error.errorType).toBe('InternalError');
  });

  it('is NotFound for a missing item, and records nothing', async () => {
    dynamoMock.on(UpdateCommand).rejects(conditionalCheckFailed());
    const error = expectError(await invoke(handler, 'Query.getFeedback', { id: 'F-ZZZZZZ' }));
    expect(error.errorType).toBe('NotFound');
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('updateFeedbackStatus', () => {
  it('sets the status and appends the change with its date and staff member in one write', async () => {
    staffPool();
    dynamoMock.on(TransactWriteCommand).resolves({});
    dynamoMock.on(GetCommand).resolves({ Item: { ...COMPLAINT, status: 'UNDER_REVIEW' } });
    expectData(
      await invoke(handler, 'Mutation.updateFeedbackStatus', {
        input: { id: 'F-7K3Q9P', status: 'UNDER_REVIEW' },
      }),
    );
    const updates = transactionActions().flatMap((action) => action.Update ?? []);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      Key: { id: 'F-7K3Q9P' },
      // An open complaint is kept: no TTL.
      UpdateExpression:
        'SET #list = list_append(#list, :entry), updatedAt = :now, #s0 = :s0 REMOVE #r1',
      // Only a status it does not already have.
      ConditionExpression:
        'attribute_exists(id) AND size(#list) < :maxLength AND (attribute_not_exists(#c0) OR #c0 <> :c0)',
      ExpressionAttributeNames: {
        '#list': 'statusHistory',
        '#s0': 'status',
        '#r1': 'expiresAt',
        '#c0': 'status',
      },
      ExpressionAttributeValues: {
        ':entry': [{ status: 'UNDER_REVIEW', at: expect.stringMatching(ISO_TIMESTAMP), by: STAFF }],
        ':s0': 'UNDER_REVIEW',
        ':c0': 'UNDER_REVIEW',
        ':maxLength': FEEDBACK_REGISTER_LIMITS.maxStatusChanges,
      },
    });
    expect(auditEntries()).toEqual([
      {
        subject: 'FEEDBACK#F-7K3Q9P',
        action: 'CHANGED_STATUS',
        detail: 'Under review',
        actor: STAFF,
      },
    ]);
  });

  it.each([
    ['COMPLAINT', RETENTION_DAYS.Complaint, 'the closing'],
    ['FEEDBACK', RETENTION_DAYS.Feedback, 'its creation'],
  ])('closing a %s sets its TTL %i days from %s, with the change', async (kind, days, from) => {
    staffPool();
    dynamoMock.on(TransactWriteCommand).resolves({});
    dynamoMock.on(GetCommand).resolves({ Item: { ...COMPLAINT, kind } });
    const before = Math.floor(Date.now() / 1000);
    expectData(
      await invoke(handler, 'Mutation.updateFeedbackStatus', {
        input: { id: 'F-7K3Q9P', status: 'CLOSED' },
      }),
    );
    const [update] = transactionActions().flatMap((action) => action.Update ?? []);
    expect(update?.UpdateExpression).toBe(
      'SET #list = list_append(#list, :entry), updatedAt = :now, #s0 = :s0, #s1 = :s1, #s2 = :s2',
    );
    // Closing dates it, in the provider's time zone.
    expect(update?.ExpressionAttributeNames?.['#s1']).toBe('closedOn');
    expect(update?.ExpressionAttributeValues?.[':s1']).toBe(providerDate(new Date()));
    expect(update?.ExpressionAttributeNames?.['#s2']).toBe('expiresAt');
    const start = from === 'the closing' ? before : Date.parse(COMPLAINT.createdAt) / 1000;
    const expiresAt = update?.ExpressionAttributeValues?.[':s2'] as number;
    expect(expiresAt - start).toBeGreaterThanOrEqual(days * 86_400);
    expect(expiresAt - start).toBeLessThanOrEqual(days * 86_400 + 5);
  });

  it.each([
    [{ id: 'F-7K3Q9P', status: 'LOST' }, /^status: Must be one of RECEIVED, ACKNOWLEDGED/],
    [{ id: ' F-7K3Q9P', status: 'CLOSED' }, /^id: Must be an id as the API returned it/],
    [{ id: 'F-7K3Q9P' }, /^status: Must be one of/],
    [{ id: 'F-7K3Q9P', status: 'CLOSED', read: false }, /^read: Unknown field\.$/],
  ])('refuses %j, naming the field, and touches nothing', async (input, message) => {
    const error = expectError(await invoke(handler, 'Mutation.updateFeedbackStatus', { input }));
    expect(error.errorType).toBe('ValidationError');
    expect(error.errorMessage).toMatch(message);
    expect(allSdkCalls()).toHaveLength(0);
  });

  it('answers the item as it is when it already has the status: no history entry, no audit entry', async () => {
    staffPool();
    // The write's condition fails on the unchanged status; the item is read as it is.
    dynamoMock
      .on(TransactWriteCommand)
      .rejects(transactionCanceled('ConditionalCheckFailed', 'None'));
    dynamoMock.on(GetCommand).resolves({ Item: COMPLAINT });
    const item = expectData(
      await invoke(handler, 'Mutation.updateFeedbackStatus', {
        input: { id: 'F-7K3Q9P', status: 'RECEIVED' },
      }),
    );
    expect(item).toEqual({
      ...COMPLAINT,
      entityType: undefined,
      // Read back with the register's defaults for an item stored without them.
      receivedOn: providerDate(COMPLAINT.createdAt),
      receivedVia: 'WEBSITE',
      actions: [],
      emails: [],
    });
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a change once the history is full, naming status', async () => {
    staffPool();
    dynamoMock
      .on(TransactWriteCommand)
      .rejects(transactionCanceled('ConditionalCheckFailed', 'None'));
    dynamoMock.on(GetCommand).resolves({ Item: COMPLAINT });
    const error = expectError(
      await invoke(handler, 'Mutation.updateFeedbackStatus', {
        input: { id: 'F-7K3Q9P', status: 'CLOSED' },
      }),
    );
    expect(error).toEqual({
      errorType: 'ValidationError',
      errorMessage: `status: At most ${FEEDBACK_REGISTER_LIMITS.maxStatusChanges} may be added.`,
    });
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('is NotFound for a missing item, and records nothing', async () => {
    staffPool();
    dynamoMock
      .on(TransactWriteCommand)
      .rejects(transactionCanceled('ConditionalCheckFailed', 'None'));
    dynamoMock.on(GetCommand).resolves({});
    const error = expectError(
      await invoke(handler, 'Mutation.updateFeedbackStatus', {
        input: { id: 'F-ZZZZZZ', status: 'CLOSED' },
      }),
    );
    expect(error.errorType).toBe('NotFound');
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('addFeedbackNote', () => {
  it('appends an outcome note by the signed-in staff member and records it', async () => {
    staffPool();
    dynamoMock.on(TransactWriteCommand).resolves({});
    dynamoMock.on(GetCommand).resolves({ Item: COMPLAINT });
    expectData(
      await invoke(handler, 'Mutation.addFeedbackNote', {
        input: { id: 'F-7K3Q9P', text: ' Apologised; same worker each week from now. ' },
      }),
    );
    const update = transactionActions()[0]?.Update;
    expect(update?.ExpressionAttributeNames).toEqual({ '#list': 'notes' });
    expect(update?.ExpressionAttributeValues?.[':entry']).toEqual([
      {
        text: 'Apologised; same worker each week from now.',
        author: STAFF,
        createdAt: expect.stringMatching(ISO_TIMESTAMP),
      },
    ]);
    expect(auditEntries()).toEqual([
      { subject: 'FEEDBACK#F-7K3Q9P', action: 'ADDED_NOTE', detail: undefined, actor: STAFF },
    ]);
  });

  it('refuses a blank or overlong note, naming the field, and touches nothing', async () => {
    for (const text of ['  ', 'x'.repeat(FEEDBACK_REGISTER_LIMITS.noteText + 1)]) {
      const error = expectError(
        await invoke(handler, 'Mutation.addFeedbackNote', { input: { id: 'F-7K3Q9P', text } }),
      );
      expect(error.errorMessage).toMatch(/^text: /);
    }
    expect(allSdkCalls()).toHaveLength(0);
  });
});

describe('sendFeedbackEmail', () => {
  const WRITABLE = { ...COMPLAINT, anonymous: false, email: 'robin@example.com', emails: [] };
  const SEND = {
    input: { id: 'F-7K3Q9P', purpose: 'ACKNOWLEDGEMENT', text: 'Thank you for calling us.' },
  };
  /** The writes and the send, in the order they were made: an audit entry by its action. */
  let order: string[];

  beforeEach(() => {
    order = [];
    staffPool();
    dynamoMock.on(GetCommand).resolves({ Item: WRITABLE });
    dynamoMock.on(UpdateCommand).resolves({ Attributes: WRITABLE });
    dynamoMock.on(PutCommand, { TableName: 'audit-table' }).callsFake((input: PutCommandInput) => {
      order.push(String(input.Item?.action));
      return {};
    });
    dynamoMock.on(TransactWriteCommand).callsFake(() => {
      order.push('register record');
      return {};
    });
    sesMock.on(SendEmailCommand).callsFake(() => {
      order.push('SES');
      return { MessageId: 'm1' };
    });
  });

  it('records the request before SES is asked, then the e-mail with SENT_EMAIL', async () => {
    expectData(await invoke(handler, 'Mutation.sendFeedbackEmail', SEND));
    expect(order).toEqual(['REQUESTED', 'SES', 'register record']);
    expect(auditEntries()).toEqual([
      { subject: 'FEEDBACK#F-7K3Q9P', action: 'REQUESTED', detail: 'SENT_EMAIL', actor: STAFF },
      {
        subject: 'FEEDBACK#F-7K3Q9P',
        action: 'SENT_EMAIL',
        detail: FEEDBACK_EMAIL_PURPOSE_LABELS.ACKNOWLEDGEMENT,
        actor: STAFF,
      },
    ]);
  });

  it('sends nothing when the request cannot be recorded', async () => {
    dynamoMock.on(PutCommand, { TableName: 'audit-table' }).rejects(new Error('audit down'));
    expectError(await invoke(handler, 'Mutation.sendFeedbackEmail', SEND));
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(dynamoMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('records FAILED, and no e-mail on the item, when SES fails', async () => {
    sesMock.on(SendEmailCommand).rejects(new Error('SES down'));
    expectError(await invoke(handler, 'Mutation.sendFeedbackEmail', SEND));
    expect(order).toEqual(['REQUESTED', 'FAILED']);
    expect(dynamoMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('exportFeedback', () => {
  const NAMED = {
    ...COMPLAINT,
    id: 'F-4MWX2D',
    kind: 'FEEDBACK',
    anonymous: false,
    name: '=HYPERLINK("http://evil.example","Sam")',
    email: 'sam@example.com',
    phone: '0400 000 000',
    status: 'RESOLVED',
    statusHistory: [
      { status: 'RECEIVED', at: '2025-01-01T00:00:00.000Z', by: null },
      { status: 'RESOLVED', at: '2025-01-05T00:00:00.000Z', by: STAFF },
    ],
    notes: [{ text: 'Refunded the visit.', author: STAFF, createdAt: '2025-01-05T00:01:00.000Z' }],
  };

  it('returns the register as neutralised CSV and records an export of each item first', async () => {
    staffPool();
    dynamoMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [NAMED], LastEvaluatedKey: PAGE_KEY })
      .resolvesOnce({ Items: [COMPLAINT] });
    dynamoMock.on(PutCommand).resolves({});
    const csv = expectData<string>(
      await invoke(handler, 'Mutation.exportFeedback', { filter: { kind: { ne: 'COMPLIMENT' } } }),
    );
    expect(csv).toBe(
      [
        [
          'Received',
          'Reference',
          'Kind',
          'Status',
          'Status changes',
          'Outcome notes',
          'Date received',
          'Received by',
          'Source',
          'Advocate or representative involved',
          'Service area',
          'Risk rating',
          'Date acknowledged',
          'Outcome',
          'Complainant told of the outcome on',
          'Affected person told of the outcome on',
          'Complainant satisfied',
          'Date closed',
          'Improvements made',
          'Actions taken',
          'Contact',
        ],
        [
          '2025-01-01T00:00:00.000Z',
          'F-4MWX2D',
          'Feedback',
          'Resolved',
          '2025-01-01T00:00:00.000Z Received\n2025-01-05T00:00:00.000Z Resolved',
          `2025-01-05T00:01:00.000Z ${STAFF}: Refunded the visit.`,
          // Stored before the register's fields: received the day it arrived, on the website.
          '2025-01-01',
          'Website form',
          ...Array<string>(12).fill(''),
          `'=HYPERLINK("http://evil.example","Sam"), sam@example.com, 0400 000 000`,
        ],
        [
          '2025-01-01T00:00:00.000Z',
          'F-7K3Q9P',
          'Complaint',
          'Received',
          '2025-01-01T00:00:00.000Z Received',
          '',
          '2025-01-01',
          'Website form',
          ...Array<string>(12).fill(''),
          'Anonymous',
        ],
      ]
        .map(csvRow)
        .join(''),
    );
    // What happened stays out of the register export.
    expect(csv).not.toContain('The worker came late.');
    expect(auditEntries().map(({ subject, action }) => [subject, action])).toEqual([
      ['FEEDBACK#F-4MWX2D', 'EXPORTED'],
      ['FEEDBACK#F-7K3Q9P', 'EXPORTED'],
    ]);
  });

  it('refuses a filter on another field, naming it, and reads nothing', async () => {
    const error = expectError(
      await invoke(handler, 'Mutation.exportFeedback', { filter: { email: { eq: 'x' } } }),
    );
    expect(error).toEqual({
      errorType: 'ValidationError',
      errorMessage: 'filter.email: Unknown field.',
    });
    expect(allSdkCalls()).toHaveLength(0);
  });

  it('refuses more items than one export holds, records nothing and says how to narrow it', async () => {
    const many = Array.from({ length: 100 }, (_, index) => ({ ...COMPLAINT, id: `F-${index}` }));
    dynamoMock.on(QueryCommand).resolves({ Items: many, LastEvaluatedKey: PAGE_KEY });
    const error = expectError(await invoke(handler, 'Mutation.exportFeedback', {}));
    expect(error).toEqual({
      errorType: 'ValidationError',
      errorMessage: `filter: More than ${FEEDBACK_REGISTER_LIMITS.maxExport} items match: filter by status or kind and export each part.`,
    });
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('deleteFeedback', () => {
  it('deletes the item and records the deletion in one transaction', async () => {
    staffPool();
    dynamoMock.on(GetCommand).resolves({ Item: { ...COMPLAINT, kind: 'FEEDBACK' } });
    dynamoMock.on(TransactWriteCommand).resolves({});
    const deleted = expectData(
      await invoke(handler, 'Mutation.deleteFeedback', { input: { id: 'F-7K3Q9P' } }),
    );
    expect(deleted).toMatchObject({ id: 'F-7K3Q9P' });
    expect(transactionActions().map((action) => Object.keys(action))).toEqual([
      ['Delete'],
      ['Put'],
    ]);
    expect(dynamoMock.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(auditEntries()).toEqual([
      { subject: 'FEEDBACK#F-7K3Q9P', action: 'DELETED', detail: undefined, actor: STAFF },
    ]);
  });

  it.each([
    ['open', { expiresAt: undefined }],
    ['closed, within its period', { status: 'CLOSED', expiresAt: Date.now() / 1000 + 60 }],
  ])('refuses to delete a complaint that is %s, and writes nothing', async (_, fields) => {
    staffPool();
    dynamoMock.on(GetCommand).resolves({ Item: { ...COMPLAINT, ...fields } });
    const error = expectError(
      await invoke(handler, 'Mutation.deleteFeedback', { input: { id: 'F-7K3Q9P' } }),
    );
    expect(error.errorType).toBe('ValidationError');
    expect(error.errorMessage).toMatch(/^id: A complaint is kept .*so it cannot be deleted/);
    expect(dynamoMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('deletes a complaint past its period only as it was judged', async () => {
    staffPool();
    const past = { ...COMPLAINT, status: 'CLOSED', expiresAt: Date.now() / 1000 - 60 };
    dynamoMock.on(GetCommand).resolves({ Item: past });
    dynamoMock.on(TransactWriteCommand).resolves({});
    expectData(await invoke(handler, 'Mutation.deleteFeedback', { input: { id: 'F-7K3Q9P' } }));
    const [remove] = transactionActions().flatMap((action) => action.Delete ?? []);
    expect(remove).toMatchObject({
      ConditionExpression: 'attribute_exists(id) AND updatedAt = :read',
      ExpressionAttributeValues: { ':read': past.updatedAt },
    });
  });

  it('refuses, after three judgements, a complaint that keeps changing under the delete', async () => {
    staffPool();
    const past = { ...COMPLAINT, status: 'CLOSED', expiresAt: Date.now() / 1000 - 60 };
    dynamoMock.on(GetCommand).resolves({ Item: past });
    dynamoMock
      .on(TransactWriteCommand)
      .rejects(transactionCanceled('ConditionalCheckFailed', 'None'));
    const error = expectError(
      await invoke(handler, 'Mutation.deleteFeedback', { input: { id: 'F-7K3Q9P' } }),
    );
    expect(error).toEqual({
      errorType: 'ValidationError',
      errorMessage: `id: ${ITEM_CHANGING_MESSAGE}`,
    });
    expect(dynamoMock.commandCalls(GetCommand)).toHaveLength(3);
    expect(dynamoMock.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('answers null for an id that does not exist, and records nothing', async () => {
    staffPool();
    dynamoMock.on(GetCommand).resolves({});
    expect(
      expectData(await invoke(handler, 'Mutation.deleteFeedback', { input: { id: 'F-ZZZZZZ' } })),
    ).toBeNull();
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });
});
