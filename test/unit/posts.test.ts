// What only posts have: every field required, and the public list's filters. Create, update,
// delete and the plain list are in editable-entities.test.ts with the testimonials.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/posts/handler';
import { posts } from '../../lambdas/posts/routes';
import { createPostArguments } from '../../lambdas/posts/schemas';
import { parseArguments } from '../../lambdas/shared/validation';
import { STATE_NAMES } from '../../schema/contract/australianStates';
import { EMPLOYMENT_TYPES } from '../../schema/contract/employmentTypes';
import { dynamoMock, identities, invoke, useHandlerTestEnvironment } from './helpers';

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
  it.each(['title', 'description', 'location', 'type'])('requires %s', async (field) => {
    const input: Record<string, unknown> = { ...VALID };
    delete input[field];
    const outcome = await invoke(handler, 'Mutation.createPost', { input });
    expect(outcome).toEqual({ errorType: 'ValidationError', errorMessage: `${field}: Required.` });
  });
});

describe("a post's location", () => {
  const refusal = {
    errorType: 'ValidationError',
    errorMessage: `location: Must be one of ${STATE_NAMES.join(', ')}.`,
  };

  it.each(['VIC', 'Melbourne, VIC', 'victoria', 'Auckland', ''])(
    'must be a state or territory by its full name, not %j; nothing is written',
    async (location) => {
      const created = await invoke(handler, 'Mutation.createPost', {
        input: { ...VALID, location },
      });
      expect(created).toEqual(refusal);
      const updated = await invoke(handler, 'Mutation.updatePost', {
        input: { id: POST.id, ...VALID, location },
      });
      expect(updated).toEqual(refusal);
      expect(dynamoMock.calls()).toHaveLength(0);
    },
  );
});

describe("a post's employment type", () => {
  it.each([
    ['full-time', 'Full Time'],
    ['CASUAL', 'Casual'],
    ['Part Time', 'Part Time'],
    ['Contract role', 'Contract role'],
  ])('is published on the job board as %j → %j, so the filter finds it', (type, shown) => {
    const published = posts.publicList.toPublic({ ...POST, type });
    expect('type' in published && published.type).toBe(shown);
  });

  const refusal = {
    errorType: 'ValidationError',
    errorMessage: `type: Must be one of ${EMPLOYMENT_TYPES.join(', ')}.`,
  };

  it.each(['full-time', 'casual', 'Contract', 'Volunteer', ''])(
    'must be one of the four as the admin offers them, not %j; nothing is written',
    async (type) => {
      const created = await invoke(handler, 'Mutation.createPost', { input: { ...VALID, type } });
      expect(created).toEqual(refusal);
      const updated = await invoke(handler, 'Mutation.updatePost', {
        input: { id: POST.id, ...VALID, type },
      });
      expect(updated).toEqual(refusal);
      expect(dynamoMock.calls()).toHaveLength(0);
    },
  );

  it.each(EMPLOYMENT_TYPES)('takes %s, trimmed', (type) => {
    const { input } = parseArguments(createPostArguments, {
      input: { ...VALID, type: ` ${type} ` },
    });
    expect(input.type).toBe(type);
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
