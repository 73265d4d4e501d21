// What only testimonials have here: a missing input, paging, filters and limits of the list.
// Create, update, delete and the plain list are in editable-entities.test.ts with the posts.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/testimonials/handler';
import { dynamoMock, expectData, expectError, invoke, useHandlerTestEnvironment } from './helpers';

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
  it('rejects a missing input', async () => {
    const outcome = await invoke(handler, 'Mutation.createTestimonial', {});
    expect(expectError(outcome).errorMessage).toBe('input: Required.');
  });
});

describe('listTestimonials', () => {
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
