// Every job or testimonial write republishes its public list before it answers
// (lambdas/shared/publicList.ts): the file's content and headers, the retries, and what a publish
// that fails after every retry leaves (the write undone, the failure logged for the alarm).
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CapturedLogs, captureLogs } from '../logs';
import { handler as postsHandler } from '../../lambdas/posts/handler';
import { handler as testimonialsHandler } from '../../lambdas/testimonials/handler';
import { PUBLISH_RETRY_DELAYS_MS } from '../../lambdas/shared/publicList';
import {
  PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT,
  UNEXPECTED_ERROR_LOG_TEXT,
} from '../../schema/contract/handlerLogs';
import {
  PUBLIC_LIST_CACHE_CONTROL,
  PUBLIC_LIST_CONTENT_TYPE,
  PUBLIC_LISTS,
  REPUBLISH_EVENT,
} from '../../schema/contract/publicLists';
import {
  appSyncEvent,
  dynamoMock,
  expectData,
  identities,
  invoke,
  REQUEST_ID,
  s3Error,
  s3Mock,
  useHandlerTestEnvironment,
} from './helpers';

const JOB = {
  id: 'p1',
  title: 'Support Worker',
  description: ['**Flexible** hours'],
  location: 'Victoria',
  type: 'Casual',
  createdAt: '2025-01-02T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
};
const OLDER_JOB = {
  ...JOB,
  id: 'p0',
  title: 'Physiotherapist',
  createdAt: '2025-01-01T00:00:00.000Z',
};
const stored = <T extends object>(item: T, entity = 'Post') => ({ ...item, entityType: entity });
const publicJob = ({ id, title, location, type }: typeof JOB) => ({
  id,
  // Stored without a slug (a job from before job pages): its slug comes from its id.
  slug: `job-${id.replace(/-/g, '').slice(0, 8)}`,
  title,
  // The Markdown of JOB.description, rendered when published: the board loads no Markdown library.
  descriptionHtml: '<p><strong>Flexible</strong> hours</p>',
  location,
  type,
});
const NEW_JOB_INPUT = {
  title: 'Speech Pathologist',
  description: ['Two days a week'],
  location: 'Victoria',
  type: 'Part Time',
};

/** The puts of the lists (not of the job pages, which the posts handler writes after its list). */
const listPuts = () =>
  s3Mock
    .commandCalls(PutObjectCommand)
    .filter((call) => call.args[0].input.Bucket === 'files-bucket');

/** The lists PutObject wrote, parsed, in order. */
function publishedBodies(): unknown[] {
  return listPuts().map((call) => JSON.parse(String(call.args[0].input.Body)) as unknown);
}

useHandlerTestEnvironment();

let logs: CapturedLogs;
beforeEach(() => {
  logs = captureLogs();
});

describe('publishing on write', () => {
  it('createPost writes the jobs file, newest first, with only the fields the board shows', async () => {
    dynamoMock.on(PutCommand).resolves({});
    dynamoMock.on(QueryCommand).resolves({ Items: [stored(JOB), stored(OLDER_JOB)] });

    expectData(await invoke(postsHandler, 'Mutation.createPost', { input: NEW_JOB_INPUT }));

    const put = listPuts()[0]?.args[0].input;
    expect(put).toMatchObject({
      Bucket: 'files-bucket',
      Key: 'public/lists/jobs.json',
      ContentType: PUBLIC_LIST_CONTENT_TYPE,
      CacheControl: PUBLIC_LIST_CACHE_CONTROL,
    });
    expect(publishedBodies()).toEqual([{ items: [publicJob(JOB), publicJob(OLDER_JOB)] }]);
    // Read before the put and again after it: the same list, so one put; then once for the open
    // jobs' sitemap.
    expect(dynamoMock.commandCalls(QueryCommand)).toHaveLength(3);
  });

  it('follows every page of the table for the jobs file', async () => {
    dynamoMock
      .on(QueryCommand)
      .resolves({ Items: [stored(OLDER_JOB)] })
      .on(QueryCommand, { ExclusiveStartKey: undefined })
      .resolves({ Items: [stored(JOB)], LastEvaluatedKey: { id: 'p1' } });
    dynamoMock.on(DeleteCommand).resolves({});

    await invoke(postsHandler, 'Mutation.deletePost', { input: { id: 'gone' } });

    expect(publishedBodies()[0]).toEqual({ items: [publicJob(JOB), publicJob(OLDER_JOB)] });
    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input).not.toHaveProperty('Limit');
  });

  it('holds the newest testimonials only, up to the carousel maximum', async () => {
    const maxItems = PUBLIC_LISTS.testimonials.maxItems ?? 0;
    const testimonial = {
      id: 't1',
      body: 'Great support.',
      name: 'Sam',
      createdAt: 'x',
      updatedAt: 'y',
    };
    dynamoMock
      .on(QueryCommand)
      .resolves({ Items: [stored(testimonial, 'Testimonial')] })
      .on(QueryCommand, { ExclusiveStartKey: undefined })
      .resolves({ Items: [stored(testimonial, 'Testimonial')], LastEvaluatedKey: { id: 't1' } });
    dynamoMock.on(UpdateCommand).resolves({ Attributes: stored(testimonial, 'Testimonial') });

    await invoke(testimonialsHandler, 'Mutation.updateTestimonial', {
      input: { id: 't1', body: 'Great support.', name: 'Sam' },
    });

    expect(dynamoMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'testimonial-table',
      Limit: maxItems,
    });
    expect(dynamoMock.commandCalls(QueryCommand)[1]?.args[0].input.Limit).toBe(maxItems - 1);
    expect(publishedBodies()[0]).toEqual({
      items: Array.from({ length: 2 }, () => ({ id: 't1', body: 'Great support.', name: 'Sam' })),
    });
    expect(listPuts()[0]?.args[0].input.Key).toBe('public/lists/testimonials.json');
  });

  it('publishes again when the table changed between its read and its put (a write in parallel)', async () => {
    dynamoMock.on(DeleteCommand).resolves({ Attributes: stored(OLDER_JOB) });
    dynamoMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [stored(JOB), stored(OLDER_JOB)] })
      .resolves({ Items: [stored(JOB)] });

    await invoke(postsHandler, 'Mutation.deletePost', { input: { id: 'p0' } });

    expect(publishedBodies()).toEqual([
      { items: [publicJob(JOB), publicJob(OLDER_JOB)] },
      { items: [publicJob(JOB)] },
    ]);
  });

  it('retries a failed put and answers the write once one succeeds', async () => {
    dynamoMock.on(PutCommand).resolves({});
    dynamoMock.on(QueryCommand).resolves({ Items: [stored(JOB)] });
    s3Mock.on(PutObjectCommand).rejectsOnce(s3Error('InternalError')).resolves({});

    const created = expectData(
      await invoke(postsHandler, 'Mutation.createPost', { input: NEW_JOB_INPUT }),
    );

    expect(created).toMatchObject(NEW_JOB_INPUT);
    expect(listPuts()).toHaveLength(2);
    expect(dynamoMock.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(logs.entries('ERROR')).toEqual([]);
  });
});

describe('a publish that fails after every retry', () => {
  beforeEach(() => {
    s3Mock.on(PutObjectCommand).rejects(s3Error('ServiceUnavailable'));
    dynamoMock.on(QueryCommand).resolves({ Items: [stored(JOB)] });
  });

  /** The publish-failed log entry; fails the test when it was not logged. */
  const publishFailedLog = () => logs.entry(PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT);

  it('undoes a create, logs the failure for the alarm and answers InternalError', async () => {
    dynamoMock.on(PutCommand).resolves({});
    dynamoMock.on(DeleteCommand).resolves({});

    const outcome = await invoke(postsHandler, 'Mutation.createPost', { input: NEW_JOB_INPUT });

    expect(outcome).toEqual({
      errorType: 'InternalError',
      errorMessage: 'An unexpected error occurred. Please try again.',
    });
    // Each try of the publish, then each again after the undo, in case a failed put did land.
    const tries = PUBLISH_RETRY_DELAYS_MS.length + 1;
    expect(listPuts()).toHaveLength(2 * tries);
    const created = dynamoMock.commandCalls(PutCommand)[0]?.args[0].input.Item as typeof JOB;
    expect(dynamoMock.commandCalls(DeleteCommand)[0]?.args[0].input).toEqual({
      TableName: 'post-table',
      Key: { id: created.id },
      ConditionExpression: 'updatedAt = :updatedAt',
      ExpressionAttributeValues: { ':updatedAt': created.updatedAt },
    });
    expect(publishFailedLog()).toMatchObject({
      requestId: REQUEST_ID,
      fieldName: 'createPost',
      key: 'public/lists/jobs.json',
      id: created.id,
      undone: true,
    });
    expect(logs.messages('ERROR')).toContain(UNEXPECTED_ERROR_LOG_TEXT);
  });

  it('puts an updated item back as it was, unless it changed since', async () => {
    dynamoMock.on(UpdateCommand).resolves({ Attributes: stored(JOB) });
    dynamoMock.on(PutCommand).resolves({});

    const outcome = await invoke(postsHandler, 'Mutation.updatePost', {
      input: { id: 'p1', ...NEW_JOB_INPUT },
    });

    expect(outcome).toMatchObject({ errorType: 'InternalError' });
    const restore = dynamoMock.commandCalls(PutCommand)[0]?.args[0].input;
    expect(restore?.Item).toEqual(stored(JOB));
    expect(restore?.ConditionExpression).toBe('updatedAt = :updatedAt');
    expect(restore?.ExpressionAttributeValues?.[':updatedAt']).not.toBe(JOB.updatedAt);
    expect(publishFailedLog()).toMatchObject({ id: 'p1', undone: true });
  });

  it('puts a deleted item back unless one with its id exists again', async () => {
    dynamoMock.on(DeleteCommand).resolves({ Attributes: stored(JOB) });
    dynamoMock.on(PutCommand).resolves({});

    const outcome = await invoke(postsHandler, 'Mutation.deletePost', { input: { id: 'p1' } });

    expect(outcome).toMatchObject({ errorType: 'InternalError' });
    expect(dynamoMock.commandCalls(PutCommand)[0]?.args[0].input).toEqual({
      TableName: 'post-table',
      Item: stored(JOB),
      ConditionExpression: 'attribute_not_exists(id)',
    });
  });

  it('reports an item someone changed meanwhile as not undone', async () => {
    dynamoMock.on(UpdateCommand).resolves({ Attributes: stored(JOB) });
    dynamoMock
      .on(PutCommand)
      .rejects(Object.assign(new Error('changed'), { name: 'ConditionalCheckFailedException' }));

    await invoke(postsHandler, 'Mutation.updatePost', { input: { id: 'p1', ...NEW_JOB_INPUT } });

    expect(publishFailedLog()).toMatchObject({ undone: false });
  });

  it('does not wait for a retry the Lambda has no time left for', async () => {
    dynamoMock.on(PutCommand).resolves({});
    dynamoMock.on(DeleteCommand).resolves({});

    await postsHandler(
      appSyncEvent('Mutation', 'createPost', { input: NEW_JOB_INPUT }, identities.admin),
      { awsRequestId: REQUEST_ID, getRemainingTimeInMillis: () => 4100 },
    );

    // The one try, and the one after the undo.
    expect(listPuts()).toHaveLength(2);
  });
});

describe('the republish event (each deployment, and the local stack at start)', () => {
  it('writes the list from the table', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [stored(JOB)] });
    await expect(postsHandler(REPUBLISH_EVENT, { awsRequestId: REQUEST_ID })).resolves.toEqual({
      data: null,
    });
    expect(publishedBodies()).toEqual([{ items: [publicJob(JOB)] }]);
  });

  it('throws when the list cannot be published, so the deployment fails with the reason', async () => {
    dynamoMock.on(QueryCommand).resolves({ Items: [] });
    s3Mock.on(PutObjectCommand).rejects(s3Error('AccessDenied'));
    await expect(
      testimonialsHandler(REPUBLISH_EVENT, { awsRequestId: REQUEST_ID }),
    ).rejects.toThrow('Publishing public/lists/testimonials.json failed.');
  });
});
