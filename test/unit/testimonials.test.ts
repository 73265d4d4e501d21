import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/testimonials/handler';
import {
  conditionalCheckFailed,
  dynamoMock,
  expectData,
  expectError,
  identities,
  invoke,
  ISO_TIMESTAMP,
  useHandlerTestEnvironment,
  UUID,
  setAttributes,
  withoutUpdateExpression,
} from './helpers';

const TESTIMONIAL = {
  id: 't1',
  body: 'Great support.',
  name: 'Sam',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};
const STORED = { ...TESTIMONIAL, entityType: 'Testimonial' };

useHandlerTestEnvironment();

describe('createTestimonial', () => {
  it('stores a trimmed testimonial with a server id and timestamps, guarded against overwrite', async () => {
    dynamoMock.on(PutCommand).resolves({});
    const outcome = await invoke(handler, 'Mutation.createTestimonial', {
      input: { body: '  Great support.  ', name: ' Sam ' },
    });

    const created = expectData(outcome);
    expect(created).toEqual({
      id: expect.stringMatching(UUID),
      body: 'Great support.',
      name: 'Sam',
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
      updatedAt: created.createdAt,
    });
    expect(dynamoMock.commandCalls(PutCommand)[0]?.args[0].input).toEqual({
      TableName: 'testimonial-table',
      Item: { ...created, entityType: 'Testimonial' },
      ConditionExpression: 'attribute_not_exists(id)',
    });
  });

  it('accepts a body of exactly the maximum length', async () => {
    dynamoMock.on(PutCommand).resolves({});
    const outcome = await invoke(handler, 'Mutation.createTestimonial', {
      input: { body: 'x'.repeat(2000), name: 'Sam' },
    });
    expect(expectData(outcome).body).toHaveLength(2000);
  });

  it.each([
    [{ body: '   ', name: 'Sam' }, 'body: Required; must not be blank.'],
    [{ name: 'Sam' }, 'body: Required.'],
    [{ body: 12, name: 'Sam' }, 'body: Must be text.'],
    [{ body: 'x'.repeat(2001), name: 'Sam' }, 'body: Must be at most 2000 characters.'],
    [{ body: 'Great', name: '' }, 'name: Required; must not be blank.'],
    [{ body: 'Great', name: 'x'.repeat(101) }, 'name: Must be at most 100 characters.'],
    [
      { body: 'Great', name: 'Sam\nSmith' },
      'name: Must be a single line without control characters.',
    ],
    [{ body: 'Great', name: 'Sam', rating: 5 }, 'rating: Unknown field.'],
  ])('rejects %j and writes nothing', async (input, message) => {
    const outcome = await invoke(handler, 'Mutation.createTestimonial', { input });
    expect(outcome).toEqual({ errorType: 'ValidationError', errorMessage: message });
    expect(dynamoMock.calls()).toHaveLength(0);
  });

  it('rejects a missing input', async () => {
    const outcome = await invoke(handler, 'Mutation.createTestimonial', {});
    expect(expectError(outcome).errorMessage).toBe('input: Required.');
  });
});

describe('updateTestimonial', () => {
  it('sets the fields and updatedAt on an existing item only, keeping createdAt', async () => {
    dynamoMock.on(UpdateCommand).resolves({ Attributes: STORED });
    const outcome = await invoke(handler, 'Mutation.updateTestimonial', {
      input: { id: 't1', body: ' Great support. ', name: 'Sam' },
    });

    expect(expectData(outcome)).toEqual(TESTIMONIAL);
    const input = dynamoMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(setAttributes(input)).toEqual({
      body: 'Great support.',
      name: 'Sam',
      updatedAt: expect.stringMatching(ISO_TIMESTAMP),
    });
    expect(withoutUpdateExpression(input)).toEqual({
      TableName: 'testimonial-table',
      Key: { id: 't1' },
      ConditionExpression: 'attribute_exists(id)',
      ReturnValues: 'ALL_NEW',
    });
  });

  it('is NotFound for a missing id, and never writes anything else', async () => {
    dynamoMock.on(UpdateCommand).rejects(conditionalCheckFailed());
    const outcome = await invoke(handler, 'Mutation.updateTestimonial', {
      input: { id: 'missing', body: 'Great', name: 'Sam' },
    });
    expect(outcome).toEqual({
      errorType: 'NotFound',
      errorMessage: 'No Testimonial with id "missing" exists.',
    });
    expect(dynamoMock.calls()).toHaveLength(1);
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([
    [{ body: 'Great', name: 'Sam' }, 'id: Required.'],
    [{ id: ' ', body: 'Great', name: 'Sam' }, 'id: Required; must not be blank.'],
    [
      { id: ' t1 ', body: 'Great', name: 'Sam' },
      'id: Must be an id as the API returned it, without spaces around it.',
    ],
    [{ id: 't1', body: '', name: 'Sam' }, 'body: Required; must not be blank.'],
    [{ id: 't1', body: 'Great', name: ' ' }, 'name: Required; must not be blank.'],
    [{ id: 't1', body: 'Great', name: 'Sam', createdAt: 'x' }, 'createdAt: Unknown field.'],
  ])('rejects %j and writes nothing', async (input, message) => {
    const outcome = await invoke(handler, 'Mutation.updateTestimonial', { input });
    expect(outcome).toEqual({ errorType: 'ValidationError', errorMessage: message });
    expect(dynamoMock.calls()).toHaveLength(0);
  });
});

describe('deleteTestimonial', () => {
  it('returns the deleted item', async () => {
    dynamoMock.on(DeleteCommand).resolves({ Attributes: STORED });
    const outcome = await invoke(handler, 'Mutation.deleteTestimonial', { input: { id: 't1' } });
    expect(outcome).toEqual({ data: TESTIMONIAL });
    expect(dynamoMock.commandCalls(DeleteCommand)[0]?.args[0].input).toEqual({
      TableName: 'testimonial-table',
      Key: { id: 't1' },
      ReturnValues: 'ALL_OLD',
    });
  });

  it('returns null when the id did not exist', async () => {
    dynamoMock.on(DeleteCommand).resolves({});
    const outcome = await invoke(handler, 'Mutation.deleteTestimonial', { input: { id: 'gone' } });
    expect(outcome).toEqual({ data: null });
  });

  it('rejects a blank id', async () => {
    const outcome = await invoke(handler, 'Mutation.deleteTestimonial', { input: { id: '' } });
    expect(expectError(outcome)).toEqual({
      errorType: 'ValidationError',
      errorMessage: 'id: Required; must not be blank.',
    });
    expect(dynamoMock.calls()).toHaveLength(0);
  });
});

describe('listTestimonials', () => {
  it('queries the byCreatedAt index newest first with the default limit, for API-key callers', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [STORED] });
    const outcome = await invoke(handler, 'Query.listTestimonials', {}, identities.apiKey);

    expect(outcome).toEqual({ data: { items: [TESTIMONIAL], nextToken: null } });
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input).toEqual({
      TableName: 'testimonial-table',
      IndexName: 'byCreatedAt',
      KeyConditionExpression: '#listPartition = :listPartition',
      ExpressionAttributeNames: { '#listPartition': 'entityType' },
      ExpressionAttributeValues: { ':listPartition': 'Testimonial' },
      ScanIndexForward: false,
      Limit: 25,
    });
  });

  it('pages with an opaque token that round-trips to the next query', async () => {
    const lastKey = { id: 't1', entityType: 'Testimonial', createdAt: STORED.createdAt };
    dynamoMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [STORED], LastEvaluatedKey: lastKey })
      .resolves({ Items: [] });

    const first = expectData<{ nextToken: string }>(
      await invoke(handler, 'Query.listTestimonials', { limit: 1 }),
    );
    expect(first.nextToken).not.toContain('t1');
    const second = await invoke(handler, 'Query.listTestimonials', {
      limit: 1,
      nextToken: first.nextToken,
    });

    expect(second).toEqual({ data: { items: [], nextToken: null } });
    const inputs = dynamoMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs[0]?.ExclusiveStartKey).toBeUndefined();
    expect(inputs[1]).toMatchObject({ Limit: 1, ExclusiveStartKey: lastKey });
  });

  it('rejects a tampered token without querying', async () => {
    const outcome = await invoke(handler, 'Query.listTestimonials', { nextToken: 'abc.def' });
    expect(expectError(outcome)).toEqual({
      errorType: 'ValidationError',
      errorMessage:
        'nextToken: The paging token is invalid or has been altered. Request the first page again.',
    });
    expect(dynamoMock.calls()).toHaveLength(0);
  });

  it('passes a translated filter to the query', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [] });
    await invoke(handler, 'Query.listTestimonials', { filter: { name: { contains: 'Sam' } } });
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      FilterExpression: 'contains(#name, :v0)',
      ExpressionAttributeNames: { '#listPartition': 'entityType', '#name': 'name' },
      ExpressionAttributeValues: { ':listPartition': 'Testimonial', ':v0': 'Sam' },
    });
  });

  it.each([
    [{ limit: 1 }, 1],
    [{ limit: 100 }, 100],
    [{ limit: null }, 25],
  ])('accepts %j as limit %i', async (args, limit) => {
    dynamoMock.on(QueryCommand).resolves({ Items: [] });
    await invoke(handler, 'Query.listTestimonials', args);
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input.Limit).toBe(limit);
  });

  it.each([
    [{ limit: 0 }, 'limit: Must be between 1 and 100.'],
    [{ limit: 101 }, 'limit: Must be between 1 and 100.'],
    [{ limit: 2.5 }, 'limit: Must be a whole number.'],
    [{ filter: { msg: { eq: 'x' } } }, 'filter.msg: Unknown field.'],
    [{ sort: 'asc' }, 'sort: Unknown field.'],
  ])('rejects %j without querying', async (args, message) => {
    const outcome = await invoke(handler, 'Query.listTestimonials', args);
    expect(outcome).toEqual({ errorType: 'ValidationError', errorMessage: message });
    expect(dynamoMock.calls()).toHaveLength(0);
  });
});
