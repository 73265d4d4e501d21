// The job pages against the local stack: a job's page served at /opportunities/<slug> after it is
// created and updated (the slug kept), listed in the open jobs' sitemap; 410 with a link to the
// current opportunities once it is filled, deleted, or its closing date has ended (a faked clock);
// a write whose page S3 refused undone; a closing date that is no date refused with nothing stored.
import { beforeAll, describe, expect, it } from 'vitest';
import { republishJobs } from '../../lambdas/posts/routes';
import { JOBS_SITEMAP_PATH, jobPagePath } from '../../schema/contract/jobPages';
import { providerDate } from '../../schema/contract/providerDate';
import { HANDLER_ENV } from '../../schema/contract/handlerEnvironment';
import { publicListPath } from '../../schema/contract/publicLists';
import { adminTokens, graphql, sharedTestStack, type LocalStack } from './support/stack';

let stack: LocalStack;
let token: string;

beforeAll(async () => {
  stack = await sharedTestStack();
  token = (await adminTokens(stack)).IdToken;
});

const JOB = 'id slug title closesOn filled';

interface Job {
  id: string;
  slug: string;
  title: string;
  closesOn: string | null;
  filled: boolean | null;
}

async function admin<T>(query: string, variables: Record<string, unknown> = {}) {
  return graphql<T>(stack, { token }, query, variables);
}

const base = {
  description: ['**Pay**: award rates', '<script>alert(1)</script>'],
  location: 'Victoria',
  type: 'Part Time',
};

async function create(input: Record<string, unknown>): Promise<Job> {
  const response = await admin<{ createPost: Job }>(
    `mutation ($input: CreatePostInput!) { createPost(input: $input) { ${JOB} } }`,
    { input: { ...base, ...input } },
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.createPost;
}

async function update(job: Job, changes: Record<string, unknown>) {
  return admin<{ updatePost: Job }>(
    `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { ${JOB} } }`,
    {
      input: {
        id: job.id,
        title: job.title,
        ...base,
        closesOn: job.closesOn,
        filled: job.filled,
        ...changes,
      },
    },
  );
}

const page = (slug: string) => fetch(`${stack.url}${jobPagePath(slug)}`);

async function sitemap(): Promise<string> {
  const response = await fetch(`${stack.url}${JOBS_SITEMAP_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/xml/);
  return response.text();
}

async function listedIds(): Promise<string[]> {
  const response = await fetch(`${stack.url}${publicListPath('jobs')}`);
  return ((await response.json()) as { items: { id: string }[] }).items.map((job) => job.id);
}

async function expectGone(job: Job) {
  const response = await page(job.slug);
  expect(response.status).toBe(410);
  const html = await response.text();
  expect(html).toContain('This job is no longer open');
  expect(html).toContain('href="/opportunities"');
  expect(html).toContain('noindex');
  expect(html).not.toContain('application/ld+json');
  expect(await sitemap()).not.toContain(job.slug);
  expect(await listedIds()).not.toContain(job.id);
}

describe('a job’s page', () => {
  it('is served after create and update, under the slug it was given, and in the sitemap', async () => {
    const job = await create({ title: 'Page Support Worker', closesOn: '2099-12-31' });
    expect(job.slug).toMatch(/^page-support-worker-[0-9a-f]{8}$/);

    const first = await page(job.slug);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const html = await first.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Page Support Worker');
    expect(html).toContain('<strong>Pay</strong>');
    expect(html).toContain('31 December 2099');
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('mailto:');
    // The Apply form's island is told the job it is for (its props are JSON in an attribute).
    const props = /data-island="ApplyForm"[^>]*data-island-props="([^"]*)"/.exec(html)?.[1];
    expect(props?.replace(/&quot;/g, '"')).toBe(JSON.stringify({ jobId: job.id }));
    expect(html).toContain(
      `<link rel="canonical" href="https://www.example.com/opportunities/${job.slug}" />`,
    );
    const data = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!,
    ) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Page Support Worker',
      employmentType: 'PART_TIME',
      validThrough: '2099-12-31T23:59:59+11:00',
      identifier: { value: job.id },
    });
    expect(await sitemap()).toContain(`https://www.example.com/opportunities/${job.slug}</loc>`);
    const robots = await (await fetch(`${stack.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: https://www.example.com${JOBS_SITEMAP_PATH}`);

    const edited = await update(job, { title: 'Page Support Worker (edited)', closesOn: null });
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data!.updatePost.slug).toBe(job.slug);
    const again = await (await page(job.slug)).text();
    expect(again).toContain('Page Support Worker (edited)');
    expect(again).toContain('Open until filled');
    expect(again).not.toContain('validThrough');
  });

  it('answers 410 once the job is filled, and again once it is deleted', async () => {
    const job = await create({ title: 'Filled Role' });
    expect((await page(job.slug)).status).toBe(200);
    expect(await listedIds()).toContain(job.id);

    const filled = await update(job, { filled: true });
    expect(filled.body.errors).toBeUndefined();
    await expectGone(job);

    const reopened = await update(job, { filled: false });
    expect(reopened.body.errors).toBeUndefined();
    expect((await page(job.slug)).status).toBe(200);

    await admin(`mutation ($input: DeleteInput!) { deletePost(input: $input) { id } }`, {
      input: { id: job.id },
    });
    await expectGone(job);
  });

  it('answers 410 once its closing date has ended in Sydney, at the scheduled republish', async () => {
    const today = providerDate(new Date());
    const job = await create({ title: 'Closing Today', closesOn: today });
    expect((await page(job.slug)).status).toBe(200);

    // Later the same day where the provider is: still open.
    await republishJobs({ requestId: 'test-same-day', fieldName: 'republish' }, new Date());
    expect((await page(job.slug)).status).toBe(200);

    // The next day there: the daily republish takes it off the site.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await republishJobs({ requestId: 'test-next-day', fieldName: 'republish' }, tomorrow);
    await expectGone(job);
  });

  it('undoes a write whose page S3 refused, like a list that was not published', async () => {
    const job = await create({ title: 'Kept As It Was' });
    const bucket = process.env[HANDLER_ENV.siteBucket];
    process.env[HANDLER_ENV.siteBucket] = 'no-such-bucket';
    let failed;
    try {
      failed = await update(job, { title: 'Never Stored' });
    } finally {
      process.env[HANDLER_ENV.siteBucket] = bucket;
    }
    expect(failed.body.errors?.map((error) => error.errorType)).toEqual(['InternalError']);
    const stored = await admin<{ listPosts: { items: Job[] } }>(
      `{ listPosts(limit: 100) { items { ${JOB} } } }`,
    );
    expect(stored.body.data!.listPosts.items.find(({ id }) => id === job.id)?.title).toBe(
      'Kept As It Was',
    );
    expect(await (await page(job.slug)).text()).toContain('Kept As It Was');
  });

  it('refuses a closing date that is no date, by field, and stores nothing', async () => {
    const title = `Bad Date ${Date.now()}`;
    const response = await admin(
      `mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`,
      { input: { ...base, title, closesOn: '2026-02-30' } },
    );
    // AWSDate is checked by the gateway's scalar first; either way the field is named.
    expect(response.body.errors?.[0]?.message).toMatch(/closesOn|AWSDate/);
    const list = await admin<{ listPosts: { items: { title: string }[] } }>(
      `{ listPosts(limit: 100) { items { title } } }`,
    );
    expect(list.body.data!.listPosts.items.map((job) => job.title)).not.toContain(title);
  });

  it('is not served for a path that is no slug, and the template’s own path is no page', async () => {
    expect((await fetch(`${stack.url}/opportunities/Not_A_Slug`)).status).toBe(404);
    expect((await fetch(`${stack.url}/opportunities/__JOB_SLUG__`)).status).toBe(404);
    expect((await fetch(`${stack.url}/opportunities/no-such-job-12345678`)).status).toBe(404);
  });
});
