import { expiresAtFor } from '../../schema/contract/retention';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../logs';
import { handler } from '../../lambdas/messages/handler';
import {
  dynamoMock,
  expectData,
  identities,
  invoke,
  ISO_TIMESTAMP,
  REQUEST_ID,
  cognitoMock,
  conditionalCheckFailed,
  sesMock,
  useHandlerTestEnvironment,
  UUID,
  auditedItems,
  transactionActions,
  transactionCanceled,
} from './helpers';

const VALID = {
  fullName: 'Alex Citizen',
  postcode: 3000,
  email: 'alex@example.com',
  phone: '+61 (0)400 123-456',
  msg: 'Hello,\nI would like to know more.',
};

function create(input: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return invoke(handler, 'Mutation.createMessage', { input, ...extra }, identities.apiKey);
}

useHandlerTestEnvironment();

const STAFF = 'kim@provider.example';

function staffPool(): void {
  cognitoMock.on(AdminGetUserCommand).resolves({
    UserAttributes: [{ Name: 'email', Value: STAFF }],
  });
}

/** The audit entries the handler wrote. */
function auditPuts(): Record<string, unknown>[] {
  return auditedItems();
}

describe('createMessage', () => {
  it('stores the message first, then e-mails the inbox with Reply-To the sender', async () => {
    const order: string[] = [];
    dynamoMock.on(PutCommand).callsFake(() => order.push('store'));
    sesMock.on(SendEmailCommand).callsFake(() => order.push('email'));

    const outcome = await create({ ...VALID, fullName: '  Alex Citizen ', website: '' });

    const message = expectData(outcome);
    expect(message).toEqual({
      id: expect.stringMatching(UUID),
      ...VALID,
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
      updatedAt: message.createdAt,
      // Deleted by DynamoDB's TTL once the Message retention period has passed.
      expiresAt: expiresAtFor('Message', new Date(String(message.createdAt))),
      // The inbox's fields: new, unopened, no notes.
      status: 'NEW',
      read: false,
      notes: [],
    });
    expect(order).toEqual(['store', 'email']);
    expect(dynamoMock.commandCalls(PutCommand)[0]?.args[0].input).toEqual({
      TableName: 'message-table',
      // Name, e-mail and text folded to lower case, and the phone's digits, for the inbox's search.
      Item: {
        ...message,
        searchText:
          'alex citizen\nalex@example.com\nhello,\ni would like to know more.\n610400123456',
        entityType: 'Message',
      },
      ConditionExpression: 'attribute_not_exists(id)',
    });
    const email = sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(email).toMatchObject({
      FromEmailAddress: 'website@provider.example',
      Destination: { ToAddresses: ['inbox@provider.example'] },
      ReplyToAddresses: ['alex@example.com'],
      Content: {
        Simple: {
          Subject: { Data: 'New website message from Alex Citizen', Charset: 'UTF-8' },
          Body: { Text: { Charset: 'UTF-8' } },
        },
      },
    });
    const body = email?.Content?.Simple?.Body?.Text?.Data ?? '';
    for (const line of [
      'Full name: Alex Citizen',
      'E-mail: alex@example.com',
      'Phone: +61 (0)400 123-456',
      'Postcode: 3000',
      `Message id: ${String(message.id)}`,
      VALID.msg,
    ]) {
      expect(body).toContain(line);
    }
  });

  it.each([
    [{ postcode: null }, null],
    [{ postcode: undefined }, null],
    [{ postcode: 200 }, 200],
    [{ postcode: 9999 }, 9999],
  ])('stores postcode %j as %j', async (change, stored) => {
    dynamoMock.on(PutCommand).resolves({});
    sesMock.on(SendEmailCommand).resolves({});
    const outcome = await create({ ...VALID, ...change });
    expect(expectData(outcome).postcode).toBe(stored);
    expect(dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item?.postcode).toBe(stored);
  });

  it('says when the postcode was not given', async () => {
    dynamoMock.on(PutCommand).resolves({});
    sesMock.on(SendEmailCommand).resolves({});
    await create({ ...VALID, postcode: null });
    const body = sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input.Content?.Simple?.Body;
    expect(body?.Text?.Data).toContain('Postcode: not given');
  });

  it.each([
    [{ fullName: '  ' }, 'fullName: Required; must not be blank.'],
    [{ fullName: 'x'.repeat(101) }, 'fullName: Must be at most 100 characters.'],
    [
      { fullName: 'Alex\r\nBcc: x@y.z' },
      'fullName: Must be a single line without control characters.',
    ],
    [{ email: 'not-an-email' }, 'email: Enter a valid e-mail address.'],
    [{ email: `${'a'.repeat(245)}@example.com` }, 'email: Must be at most 254 characters.'],
    [{ email: '' }, 'email: Required; must not be blank.'],
    [{ phone: '0400 ABC 456' }, 'phone: Use only digits, spaces and the characters + ( ) -.'],
    [{ phone: '1234 567' }, 'phone: Must contain 8 to 15 digits.'],
    [{ phone: '1234567890123456' }, 'phone: Must contain 8 to 15 digits.'],
    [{ phone: '0400 000 000 00 00 00' }, 'phone: Must be at most 20 characters.'],
    [{ phone: ' ' }, 'phone: Required; must not be blank.'],
    [{ msg: '\n\n' }, 'msg: Required; must not be blank.'],
    [{ msg: 'x'.repeat(5001) }, 'msg: Must be at most 5000 characters.'],
    [{ postcode: 199 }, 'postcode: Must be an Australian postcode (0200 to 9999).'],
    [{ postcode: 10000 }, 'postcode: Must be an Australian postcode (0200 to 9999).'],
    [{ postcode: 3000.5 }, 'postcode: Must be a whole number, or null.'],
    [{ postcode: '3000' }, 'postcode: Must be a whole number, or null.'],
    [{ subject: 'hi' }, 'subject: Unknown field.'],
  ])('rejects %j and neither stores nor e-mails', async (change, message) => {
    const outcome = await create({ ...VALID, ...change });
    expect(outcome).toEqual({ errorType: 'ValidationError', errorMessage: message });
    expect(dynamoMock.calls()).toHaveLength(0);
    expect(sesMock.calls()).toHaveLength(0);
  });

  it.each(['fullName', 'email', 'phone', 'msg'])('requires %s', async (field) => {
    const input: Record<string, unknown> = { ...VALID };
    delete input[field];
    expect(await create(input)).toEqual({
      errorType: 'ValidationError',
      errorMessage: `${field}: Required.`,
    });
  });

  it('rejects a non-empty condition: ids are server-assigned', async () => {
    const outcome = await create(VALID, { condition: { email: { eq: 'alex@example.com' } } });
    expect(outcome).toEqual({
      errorType: 'ValidationError',
      errorMessage:
        'condition: Not supported: ids are assigned by the server, so a new message has nothing to compare against. Omit the condition.',
    });
    expect(dynamoMock.calls()).toHaveLength(0);
  });

  it.each([null, {}, { fullName: null }])('accepts the empty condition %j', async (condition) => {
    dynamoMock.on(PutCommand).resolves({});
    sesMock.on(SendEmailCommand).resolves({});
    expectData(await create(VALID, { condition }));
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(1);
  });

  it('answers a filled honeypot like a success, logs it, and neither stores nor e-mails', async () => {
    const warned = captureLogs();
    const outcome = await create({ ...VALID, website: 'http://spam.example' });

    expect(expectData(outcome)).toEqual({
      id: expect.stringMatching(UUID),
      ...VALID,
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
      updatedAt: expect.stringMatching(ISO_TIMESTAMP),
      status: 'NEW',
      read: false,
      notes: [],
    });
    expect(dynamoMock.calls()).toHaveLength(0);
    expect(sesMock.calls()).toHaveLength(0);
    expect(warned.entry('Honeypot filled: message discarded')).toMatchObject({
      requestId: REQUEST_ID,
      fieldName: 'createMessage',
    });
  });

  it('keeps and returns the stored message when the e-mail fails, logging the failure', async () => {
    const logged = captureLogs();
    dynamoMock.on(PutCommand).resolves({});
    sesMock
      .on(SendEmailCommand)
      .rejects(new Error('MessageRejected: Email address is not verified'));

    const outcome = await create(VALID);

    const message = expectData(outcome);
    expect(message).toMatchObject(VALID);
    expect(dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      id: message.id,
      ...VALID,
    });
    expect(logged.entries('ERROR')).toContainEqual(
      expect.objectContaining({ requestId: REQUEST_ID, messageId: message.id }),
    );
  });

  it('answers with the stored message when SES times out (the client gives up, see clients.test.ts)', async () => {
    captureLogs();
    dynamoMock.on(PutCommand).resolves({});
    sesMock
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('request timed out'), { name: 'TimeoutError' }));
    expect(expectData(await create(VALID))).toMatchObject(VALID);
  });

  it('does not e-mail when storing fails, and reports a generic error', async () => {
    captureLogs();
    dynamoMock.on(PutCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    const outcome = await create(VALID);
    expect(outcome).toEqual({
      errorType: 'InternalError',
      errorMessage: 'An unexpected error occurred. Please try again.',
    });
    expect(sesMock.calls()).toHaveLength(0);
  });
});

describe('createMessage when the SDK retries its own write', () => {
  /**
   * What a retried PutItem looks like to the handler: the first attempt stored the item but its
   * answer was lost, so the attempt the handler hears about meets the condition check.
   */
  function firstAttemptStoredThenRetried(storedInstead?: Record<string, unknown>) {
    let stored: Record<string, unknown> | undefined;
    dynamoMock.on(PutCommand).callsFake((input: { Item: Record<string, unknown> }) => {
      stored = storedInstead ?? input.Item;
      throw conditionalCheckFailed();
    });
    dynamoMock.on(GetCommand).callsFake(() => ({ Item: stored }));
  }

  it('answers "stored" and e-mails once when the item read back is the one this request wrote', async () => {
    firstAttemptStoredThenRetried();
    const message = expectData(await create(VALID));
    expect(message).toMatchObject(VALID);
    const read = dynamoMock.commandCalls(GetCommand)[0]?.args[0].input;
    expect(read).toEqual({
      TableName: 'message-table',
      Key: { id: message.id },
      ConsistentRead: true,
    });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('still fails when another item holds the id, and e-mails nothing', async () => {
    captureLogs();
    firstAttemptStoredThenRetried({
      id: 'x',
      ...VALID,
      msg: 'someone else',
      entityType: 'Message',
    });
    expect(await create(VALID)).toEqual({
      errorType: 'InternalError',
      errorMessage: 'An unexpected error occurred. Please try again.',
    });
    expect(sesMock.calls()).toHaveLength(0);
  });
});

describe('createMessage when the database does not answer in time', () => {
  function timeoutError(): Error {
    return Object.assign(new Error('Request did not complete within 2000 ms'), {
      name: 'TimeoutError',
    });
  }

  it('answers Timeout (safe to send again), not InternalError, and e-mails nothing', async () => {
    captureLogs();
    dynamoMock.on(GetCommand).resolves({});
    dynamoMock.on(PutCommand).rejects(timeoutError());
    expect(await create({ ...VALID, clientToken: CLIENT_TOKEN })).toEqual({
      errorType: 'Timeout',
      errorMessage: 'The service took too long to answer. Sending the same request again is safe.',
    });
    expect(sesMock.calls()).toHaveLength(0);
  });
});

const CLIENT_TOKEN = '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';

describe('createMessage with a client token', () => {
  /** The table as the first attempt left it: the put was applied, its answer never arrived. */
  function storedByFirstAttempt(fields: Record<string, unknown>) {
    let stored: Record<string, unknown> | undefined;
    dynamoMock.on(PutCommand).callsFake((input: { Item: Record<string, unknown> }) => {
      if (stored) throw conditionalCheckFailed();
      stored = { ...input.Item, ...fields, createdAt: '2026-01-01T00:00:00.000Z' };
      return {};
    });
    dynamoMock.on(GetCommand).callsFake(() => ({ Item: stored }));
  }

  it('gives the same token the same id, and another token another id', async () => {
    dynamoMock.on(GetCommand).resolves({});
    const first = expectData(await create({ ...VALID, clientToken: CLIENT_TOKEN }));
    const again = expectData(await create({ ...VALID, clientToken: CLIENT_TOKEN.toUpperCase() }));
    const other = expectData(
      await create({ ...VALID, clientToken: '1b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3' }),
    );
    expect(first.id).toBe(again.id);
    expect(other.id).not.toBe(first.id);
    expect(first.id).not.toBe(CLIENT_TOKEN);
  });

  it('answers a resend with the message the first attempt stored, once, and e-mails it', async () => {
    storedByFirstAttempt({});
    await create({ ...VALID, clientToken: CLIENT_TOKEN });
    sesMock.resetHistory();
    const resent = expectData(await create({ ...VALID, clientToken: CLIENT_TOKEN }));
    expect(resent).toMatchObject({ ...VALID, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(resent).not.toHaveProperty('entityType');
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('refuses the token with other fields, storing and e-mailing nothing', async () => {
    storedByFirstAttempt({});
    await create({ ...VALID, clientToken: CLIENT_TOKEN });
    sesMock.resetHistory();
    expect(await create({ ...VALID, msg: 'Another question', clientToken: CLIENT_TOKEN })).toEqual({
      errorType: 'ValidationError',
      errorMessage:
        'clientToken: Was already used for another form. Reload the page and send it again.',
    });
    expect(sesMock.calls()).toHaveLength(0);
  });

  it('refuses a token that is not a UUID', async () => {
    expect(await create({ ...VALID, clientToken: 'not-a-uuid' })).toEqual({
      errorType: 'ValidationError',
      errorMessage: 'clientToken: Must be a UUID.',
    });
    expect(dynamoMock.calls()).toHaveLength(0);
  });
});

describe('listMessages', () => {
  it('lists newest first with an integer postcode filter', async () => {
    staffPool();
    dynamoMock.on(PutCommand, { TableName: 'audit-table' }).resolves({});
    const stored = { id: 'm1', ...VALID, createdAt: 'c', updatedAt: 'u', entityType: 'Message' };
    dynamoMock.on(QueryCommand).resolves({ Items: [stored] });
    const outcome = await invoke(handler, 'Query.listMessages', {
      filter: { postcode: { ge: 3000, lt: 4000 } },
    });
    expect(outcome).toEqual({
      // Stored before the inbox had them: NEW, read, no notes.
      data: {
        items: [
          {
            id: 'm1',
            fullName: VALID.fullName,
            preview: 'Hello,',
            status: 'NEW',
            read: true,
            createdAt: 'c',
          },
        ],
        nextToken: null,
      },
    });
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'message-table',
      IndexName: 'byCreatedAt',
      ScanIndexForward: false,
      FilterExpression: '(#postcode < :v0 AND #postcode >= :v1)',
      ExpressionAttributeValues: { ':listPartition': 'Message', ':v0': 4000, ':v1': 3000 },
    });
  });
});

describe('deleteMessage', () => {
  it('deletes the message and records DELETED in one transaction, answering the message', async () => {
    dynamoMock
      .on(GetCommand, { TableName: 'message-table', Key: { id: 'm1' }, ConsistentRead: true })
      .resolves({ Item: { id: 'm1', ...VALID, entityType: 'Message' } });
    dynamoMock.on(TransactWriteCommand).resolves({});
    staffPool();
    const outcome = await invoke(handler, 'Mutation.deleteMessage', { input: { id: 'm1' } });
    expect(outcome).toEqual({
      data: { id: 'm1', ...VALID, status: 'NEW', read: true, notes: [] },
    });
    const [remove, entry] = transactionActions();
    expect(remove?.Delete).toEqual({
      TableName: 'message-table',
      Key: { id: 'm1' },
      ConditionExpression: 'attribute_exists(id)',
    });
    expect(entry?.Put).toMatchObject({
      TableName: 'audit-table',
      ConditionExpression: 'attribute_not_exists(#entryKey)',
    });
    // The trail outlives the message.
    expect(auditPuts()).toEqual([
      expect.objectContaining({ subject: 'MESSAGE#m1', action: 'DELETED', actor: STAFF }),
    ]);
    expect(dynamoMock.commandCalls(DeleteCommand)).toHaveLength(0);
  });

  it('returns null for a missing id (the "Failed to delete" case)', async () => {
    dynamoMock.on(GetCommand).resolves({});
    staffPool();
    const outcome = await invoke(handler, 'Mutation.deleteMessage', { input: { id: 'gone' } });
    expect(outcome).toEqual({ data: null });
    // Nothing was deleted, so nothing is recorded.
    expect(auditPuts()).toEqual([]);
  });

  it('returns null, recording nothing, when another deletion got there first', async () => {
    dynamoMock.on(GetCommand).resolves({ Item: { id: 'm1', ...VALID, entityType: 'Message' } });
    dynamoMock
      .on(TransactWriteCommand)
      .rejects(transactionCanceled('ConditionalCheckFailed', 'None'));
    staffPool();
    const outcome = await invoke(handler, 'Mutation.deleteMessage', { input: { id: 'm1' } });
    expect(outcome).toEqual({ data: null });
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('is an error, with nothing deleted, when its audit entry cannot be written', async () => {
    dynamoMock.on(GetCommand).resolves({ Item: { id: 'm1', ...VALID, entityType: 'Message' } });
    dynamoMock.on(TransactWriteCommand).rejects(
      Object.assign(new Error('Requested resource not found'), {
        name: 'ResourceNotFoundException',
      }),
    );
    staffPool();
    const outcome = await invoke(handler, 'Mutation.deleteMessage', { input: { id: 'm1' } });
    expect(outcome).toMatchObject({ errorType: 'InternalError' });
    expect(dynamoMock.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});
