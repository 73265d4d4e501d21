// The public lists against the local stack: published at start from the seeded tables, served by
// the site with the publisher's headers, changed by the admin's create, update and delete before
// the mutation answers, and, when S3 refuses the publish, the write undone and reported.
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../logs';
import { clientOptions } from '../../lib/local/config/aws-env';
import { descriptionHtml } from '../../lambdas/posts/description';
import { PUBLISH_RETRY_DELAYS_MS } from '../../lambdas/shared/publicList';
import { HANDLER_ENV } from '../../schema/contract/handlerEnvironment';
import { PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT } from '../../schema/contract/handlerLogs';
import {
  PUBLIC_LIST_CACHE_CONTROL,
  publicListPath,
  type PublicListName,
} from '../../schema/contract/publicLists';
import { LIST_PARTITION_ATTRIBUTE, TABLES } from '../../schema/contract/tables';
import { adminTokens, graphql, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
let token: string;

beforeAll(async () => {
  stack = await startTestStack();
  token = (await adminTokens(stack)).IdToken;
});

afterAll(async () => {
  await stack?.dispose();
});

async function publicList(name: PublicListName): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${stack.url}${publicListPath(name)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Record<string, unknown>[] }).items;
}

async function admin<T>(query: string, variables: Record<string, unknown> = {}) {
  return graphql<T>(stack, { token }, query, variables);
}

const JOB_FIELDS = 'id title description location type';

/** A job as the API answers it, as the board's file holds it: the Markdown rendered to HTML. */
function asPublished({ description, ...job }: Record<string, unknown>) {
  return { ...job, descriptionHtml: descriptionHtml(description as string[], 'h4') };
}

describe('at start', () => {
  it('publishes the seeded jobs and testimonials, newest first, with only their public fields', async () => {
    const api = await graphql<{
      listPosts: { items: Record<string, unknown>[] };
      listTestimonials: { items: Record<string, unknown>[] };
    }>(
      stack,
      { apiKey: stack.apiKey },
      `{ listPosts(limit: 100) { items { ${JOB_FIELDS} slug } }
         listTestimonials(limit: 100) { items { id body name } } }`,
    );
    const { listPosts, listTestimonials } = api.body.data!;
    expect(listPosts.items.length).toBeGreaterThan(0);
    expect(await publicList('jobs')).toEqual(listPosts.items.map(asPublished));
    expect(await publicList('testimonials')).toEqual(listTestimonials.items);
  });

  it('serves a list with the publisher’s caching, a 304 for an unchanged ETag, and no other name', async () => {
    const response = await fetch(`${stack.url}${publicListPath('jobs')}`);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(PUBLIC_LIST_CACHE_CONTROL);
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${stack.url}${publicListPath('jobs')}`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${stack.url}/public/lists/staff.json`)).status).toBe(404);
  });
});

describe('each admin write', () => {
  it('changes the jobs file before the mutation answers: create, update, delete', async () => {
    const input = {
      title: `Published Job ${Date.now()}`,
      description: ['Published on write.'],
      location: 'Victoria',
      type: 'Casual',
    };
    const created = await admin<{ createPost: { id: string } }>(
      `mutation ($input: CreatePostInput!) { createPost(input: $input) { id createdAt } }`,
      { input },
    );
    expect(created.body.errors).toBeUndefined();
    const { id } = created.body.data!.createPost;
    expect((await publicList('jobs'))[0]).toEqual({
      id,
      slug: expect.any(String),
      title: input.title,
      location: input.location,
      type: input.type,
      descriptionHtml: '<p>Published on write.</p>',
    });

    const updated = await admin(
      `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { id } }`,
      { input: { id, ...input, title: `${input.title} (edited)` } },
    );
    expect(updated.body.errors).toBeUndefined();
    expect((await publicList('jobs'))[0]).toMatchObject({ id, title: `${input.title} (edited)` });

    const deleted = await admin(
      `mutation ($input: DeleteInput!) { deletePost(input: $input) { id } }`,
      { input: { id } },
    );
    expect(deleted.body.errors).toBeUndefined();
    expect((await publicList('jobs')).map((job) => job.id)).not.toContain(id);
  });

  it('changes the testimonials file before the mutation answers: create, update, delete', async () => {
    const input = { body: `Published on write ${Date.now()}.`, name: 'Pat' };
    const created = await admin<{ createTestimonial: { id: string } }>(
      `mutation ($input: CreateTestimonialInput!) { createTestimonial(input: $input) { id } }`,
      { input },
    );
    expect(created.body.errors).toBeUndefined();
    const { id } = created.body.data!.createTestimonial;
    expect((await publicList('testimonials'))[0]).toEqual({ id, ...input });

    await admin(
      `mutation ($input: UpdateTestimonialInput!) { updateTestimonial(input: $input) { id } }`,
      { input: { id, ...input, name: 'Pat S.' } },
    );
    expect((await publicList('testimonials'))[0]).toEqual({ id, ...input, name: 'Pat S.' });

    await admin(`mutation ($input: DeleteInput!) { deleteTestimonial(input: $input) { id } }`, {
      input: { id },
    });
    expect((await publicList('testimonials')).map((item) => item.id)).not.toContain(id);
  });
});

describe('posts written before the location was a choice', () => {
  it('are published under their state, and a location that names none as written', async () => {
    const legacy = [
      ['VIC', 'Victoria'],
      ['Melbourne, VIC', 'Victoria'],
      ['Adelaide SA 5000', 'South Australia'],
      ['Remote', 'Remote'],
    ].map(([location, published], index) => ({
      item: {
        id: randomUUID(),
        title: `Legacy ${index}`,
        description: ['A line.'],
        location,
        type: 'Casual',
        createdAt: new Date(Date.UTC(2020, 0, index + 1)).toISOString(),
        updatedAt: new Date(Date.UTC(2020, 0, index + 1)).toISOString(),
      },
      published,
    }));
    const dynamo = DynamoDBDocumentClient.from(
      new DynamoDBClient(clientOptions(stack.dynamodbEndpoint)),
    );
    try {
      for (const { item } of legacy) {
        await dynamo.send(
          new PutCommand({
            TableName: TABLES.Post.entity,
            Item: { ...item, [LIST_PARTITION_ATTRIBUTE]: TABLES.Post.entity },
          }),
        );
      }
    } finally {
      dynamo.destroy();
    }
    // Any write republishes the list from the table.
    const created = await admin<{ createPost: { id: string } }>(
      `mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`,
      {
        input: {
          title: 'Republish',
          description: ['A line.'],
          location: 'Tasmania',
          type: 'Casual',
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const published = new Map((await publicList('jobs')).map((job) => [job.id, job.location]));
    for (const { item, published: location } of legacy) {
      expect(published.get(item.id), item.location).toBe(location);
    }
    for (const id of [...legacy.map(({ item }) => item.id), created.body.data!.createPost.id]) {
      await admin(`mutation ($input: DeleteInput!) { deletePost(input: $input) { id } }`, {
        input: { id },
      });
    }
  });
});

describe('when S3 refuses the publish', () => {
  it('answers InternalError, undoes the write, logs it for the alarm; the same change succeeds once S3 is back', async () => {
    const [job] = (
      await admin<{ listPosts: { items: Record<string, unknown>[] } }>(
        `{ listPosts(limit: 1) { items { ${JOB_FIELDS} } } }`,
      )
    ).body.data!.listPosts.items;
    const before = await publicList('jobs');
    const change = { ...job, title: `Not published ${Date.now()}` };
    const logs = captureLogs();
    // The handlers read the bucket's name at each call: S3 answers NoSuchBucket to every put.
    const bucket = process.env[HANDLER_ENV.filesBucket];
    process.env[HANDLER_ENV.filesBucket] = 'no-such-bucket';
    let failed;
    try {
      failed = await admin(
        `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { id } }`,
        { input: change },
      );
    } finally {
      process.env[HANDLER_ENV.filesBucket] = bucket;
    }
    const errorLines = logs.messages('ERROR');
    const retries = logs.messages('WARN').filter((text) => /retrying/.test(text));
    logs.restore();

    expect(failed.body.errors?.map((error) => error.errorType)).toEqual(['InternalError']);
    // The publish's retries, then those of the republish after the undo.
    expect(retries).toHaveLength(2 * PUBLISH_RETRY_DELAYS_MS.length);
    expect(errorLines).toContain(PUBLIC_LIST_PUBLISH_FAILED_LOG_TEXT);
    const stored = await admin<{ listPosts: { items: Record<string, unknown>[] } }>(
      `{ listPosts(limit: 1) { items { ${JOB_FIELDS} } } }`,
    );
    expect(stored.body.data!.listPosts.items[0]).toEqual(job);
    expect(await publicList('jobs')).toEqual(before);

    const retried = await admin(
      `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { id } }`,
      { input: change },
    );
    expect(retried.body.errors).toBeUndefined();
    expect((await publicList('jobs'))[0]).toEqual(
      asPublished({ ...change, slug: expect.any(String) }),
    );
  });
});

describe('while admins write', () => {
  it('answers every read of a list 200 with whole JSON, the old list or the new', async () => {
    const writers = 40;
    const reads = 100;
    const tag = `Torn read check ${Date.now()}`;
    const ids: string[] = [];
    const write = async (writer: number) => {
      const input = { body: `${tag} ${writer}.`, name: 'Sam' };
      const created = await admin<{ createTestimonial: { id: string } }>(
        `mutation ($input: CreateTestimonialInput!) { createTestimonial(input: $input) { id } }`,
        { input },
      );
      expect(created.body.errors).toBeUndefined();
      const { id } = created.body.data!.createTestimonial;
      ids.push(id);
      const updated = await admin(
        `mutation ($input: UpdateTestimonialInput!) { updateTestimonial(input: $input) { id } }`,
        { input: { id, ...input, name: 'Sam T.' } },
      );
      expect(updated.body.errors).toBeUndefined();
    };
    const answers: { status: number; text: string }[] = [];
    let writing = true;
    // Readers run alongside the writers until they finish (and at least `reads` reads are done),
    // so reads meet the file while it is being rewritten.
    const readUntilWritten = async () => {
      while (writing || answers.length < reads) {
        const response = await fetch(`${stack.url}${publicListPath('testimonials')}`);
        answers.push({ status: response.status, text: await response.text() });
      }
    };
    try {
      await Promise.all([
        Promise.all(Array.from({ length: 6 }, readUntilWritten)),
        Promise.all(Array.from({ length: writers }, (_, writer) => write(writer))).finally(() => {
          writing = false;
        }),
      ]);
      const bad = answers.filter(({ status, text }) => {
        if (status !== 200) return true;
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      });
      expect(bad.map(({ status, text }) => `${status} ${text.slice(0, 60)}`)).toEqual([]);
    } finally {
      await Promise.all(
        ids.map((id) =>
          admin(`mutation ($input: DeleteInput!) { deleteTestimonial(input: $input) { id } }`, {
            input: { id },
          }),
        ),
      );
    }
  });
});
