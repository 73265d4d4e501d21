import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/posts/handler';
import {
  conditionalCheckFailed,
  dynamoMock,
  expectData,
  identities,
  invoke,
  ISO_TIMESTAMP,
  useHandlerTestEnvironment,
  UUID,
  setAttributes,
  withoutUpdateExpression,
} from './helpers';

const VALID = {
  title: 'Support Worker',
  description: ['**Flexible** hours', 'Car required'],
  location: 'Victoria',
  type: 'Casual',
};
const POST = {
  id: 'p1',
  ...VALID,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const STORED = { ...POST, entityType: 'Post' };

useHandlerTestEnvironment();

describe('createPost', () => {
  it('stores the post with trimmed text and description lines', async () => {
    dynamoMock.on(PutCommand).resolves({});
    const outcome = await invoke(handler, 'Mutation.createPost', {
      input: {
        title: ' Support Worker ',
        description: ['  **Flexible** hours ', 'Car required'],
        location: 'Victoria ',
        type: ' Casual',
      },
    });

    const created = expectData(outcome);
    expect(created).toEqual({
      id: expect.stringMatching(UUID),
      ...VALID,
      createdAt: expect.stringMatching(ISO_TIMESTAMP),
      updatedAt: created.createdAt,
    });
    expect(dynamoMock.commandCalls(PutCommand)[0]?.args[0].input).toEqual({
      TableName: 'post-table',
      Item: { ...created, entityType: 'Post' },
      ConditionExpression: 'attribute_not_exists(id)',
    });
  });

  it('accepts 50 description lines of 1000 characters', async () => {
    dynamoMock.on(PutCommand).resolves({});
    const description = Array.from({ length: 50 }, () => 'x'.repeat(1000));
    const outcome = await invoke(handler, 'Mutation.createPost', {
      input: { ...VALID, description },
    });
    expect(expectData<{ description: string[] }>(outcome).description).toEqual(description);
  });

  it.each([
    [{ title: ' ' }, 'title: Required; must not be blank.'],
    [{ title: 'x'.repeat(151) }, 'title: Must be at most 150 characters.'],
    [{ location: '' }, 'location: Required; must not be blank.'],
    [{ location: 'x'.repeat(101) }, 'location: Must be at most 100 characters.'],
    [{ type: '\t' }, 'type: Required; must not be blank.'],
    [{ type: 'x'.repeat(51) }, 'type: Must be at most 50 characters.'],
    [{ description: [] }, 'description: Add at least one description line.'],
    [{ description: 'one line' }, 'description: Must be a list of lines.'],
    [{ description: ['ok', '   '] }, 'description[1]: Required; must not be blank.'],
    [{ description: ['ok', 'x'.repeat(1001)] }, 'description[1]: Must be at most 1000 characters.'],
    [
      { description: ['a\nb'] },
      'description[0]: Must be a single line without control characters.',
    ],
    [{ description: Array.from({ length: 51 }, () => 'x') }, 'description: Use at most 50 lines.'],
    [{ salary: '1' }, 'salary: Unknown field.'],
  ])('rejects %j and writes nothing', async (change, message) => {
    const outcome = await invoke(handler, 'Mutation.createPost', {
      input: { ...VALID, ...change },
    });
    expect(outcome).toEqual({ errorType: 'ValidationError', errorMessage: message });
    expect(dynamoMock.calls()).toHaveLength(0);
  });

  it.each(['title', 'description', 'location', 'type'])('requires %s', async (field) => {
    const input: Record<string, unknown> = { ...VALID };
    delete input[field];
    const outcome = await invoke(handler, 'Mutation.createPost', { input });
    expect(outcome).toEqual({ errorType: 'ValidationError', errorMessage: `${field}: Required.` });
  });
});

describe('updatePost', () => {
  it('updates an existing post only and returns it as stored', async () => {
    dynamoMock.on(UpdateCommand).resolves({ Attributes: STORED });
    const outcome = await invoke(handler, 'Mutation.updatePost', { input: { id: 'p1', ...VALID } });
    expect(outcome).toEqual({ data: POST });
    const input = dynamoMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(setAttributes(input)).toEqual({
      ...VALID,
      updatedAt: expect.stringMatching(ISO_TIMESTAMP),
    });
    expect(withoutUpdateExpression(input)).toEqual({
      TableName: 'post-table',
      Key: { id: 'p1' },
      ConditionExpression: 'attribute_exists(id)',
      ReturnValues: 'ALL_NEW',
    });
  });

  it('is NotFound for a missing id and does not upsert', async () => {
    dynamoMock.on(UpdateCommand).rejects(conditionalCheckFailed());
    const outcome = await invoke(handler, 'Mutation.updatePost', {
      input: { id: 'nope', ...VALID },
    });
    expect(outcome).toEqual({
      errorType: 'NotFound',
      errorMessage: 'No Post with id "nope" exists.',
    });
    expect(dynamoMock.calls()).toHaveLength(1);
  });

  it('validates before writing', async () => {
    const outcome = await invoke(handler, 'Mutation.updatePost', {
      input: { id: 'p1', ...VALID, description: [''] },
    });
    expect(outcome).toEqual({
      errorType: 'ValidationError',
      errorMessage: 'description[0]: Required; must not be blank.',
    });
    expect(dynamoMock.calls()).toHaveLength(0);
  });
});

describe('deletePost', () => {
  it('returns the deleted post, or null when it did not exist', async () => {
    dynamoMock.on(DeleteCommand).resolvesOnce({ Attributes: STORED }).resolves({});
    expect(await invoke(handler, 'Mutation.deletePost', { input: { id: 'p1' } })).toEqual({
      data: POST,
    });
    expect(await invoke(handler, 'Mutation.deletePost', { input: { id: 'p1' } })).toEqual({
      data: null,
    });
  });
});

describe('listPosts', () => {
  it('is public and filters by employment type and location', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [STORED] });
    const outcome = await invoke(
      handler,
      'Query.listPosts',
      { filter: { type: { eq: 'Casual' }, location: { beginsWith: 'Vic' } }, limit: 10 },
      identities.apiKey,
    );
    expect(outcome).toEqual({ data: { items: [POST], nextToken: null } });
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input).toEqual({
      TableName: 'post-table',
      IndexName: 'byCreatedAt',
      KeyConditionExpression: '#listPartition = :listPartition',
      FilterExpression: '(begins_with(#location, :v0) AND #type = :v1)',
      ExpressionAttributeNames: {
        '#listPartition': 'entityType',
        '#type': 'type',
        '#location': 'location',
      },
      ExpressionAttributeValues: { ':listPartition': 'Post', ':v0': 'Vic', ':v1': 'Casual' },
      ScanIndexForward: false,
      Limit: 10,
    });
  });

  it('refuses a deeply nested public filter without querying', async () => {
    let filter: Record<string, unknown> = { type: { eq: 'Casual' } };
    for (let level = 0; level < 10; level += 1) {
      filter = { not: filter };
    }
    const outcome = await invoke(handler, 'Query.listPosts', { filter }, identities.apiKey);
    expect(outcome).toEqual({
      errorType: 'ValidationError',
      errorMessage: 'filter: Nest and, or and not at most 3 levels deep.',
    });
    expect(dynamoMock.calls()).toHaveLength(0);
  });
});
