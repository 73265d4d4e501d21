// Publishes the job pages into the site bucket (schema/contract/jobPages.ts): an open job's page,
// the short page a closed, filled or deleted job's address answers with status 410, and the
// sitemap of the open jobs. The writes that change a job publish its page before they answer
// (./routes.ts); the republish a deployment, `npm start` and the daily schedule send publishes all
// of them, so a job whose closing date has passed leaves without anyone saving it.

import {
  GONE_STATUS,
  isJobOpen,
  JOB_GONE_TEMPLATE_KEY,
  JOB_PAGE_CACHE_CONTROL,
  JOB_PAGE_CONTENT_TYPE,
  JOB_PAGE_TEMPLATE_KEY,
  jobPagePath,
  jobSlug,
  JOBS_SITEMAP_CONTENT_TYPE,
  JOBS_SITEMAP_KEY,
  PAGE_STATUS_METADATA,
  pageKey,
  TEMPLATE_MISSING_ERROR,
} from '../../schema/contract/jobPages';
import { siteConfig } from '../../schema/contract/siteConfig';
import type { Post } from '../../schema/generated/types';
import { s3 } from '../shared/clients';
import { config } from '../shared/config';
import type { RequestContext } from '../shared/errors';
import { putWithRetries } from '../shared/publicList';
import { queryAllNewestFirst } from '../shared/repository';
import { renderJobPage } from './jobPage';

/** A job's slug; jobs created before job pages had none and get one from their id alone. */
export const slugOf = (job: Pick<Post, 'id' | 'slug'>): string =>
  job.slug ?? jobSlug('job', job.id);

class TemplateMissingError extends Error {
  constructor(key: string, cause: unknown) {
    super(`The site bucket has no ${key}: deploy or build the site first.`, { cause });
    this.name = TEMPLATE_MISSING_ERROR;
  }
}

async function template(key: string): Promise<string> {
  const { client, sdk } = await s3();
  const object = await client
    .send(new sdk.GetObjectCommand({ Bucket: config.siteBucket(), Key: key }))
    .catch((error: unknown) => {
      throw error instanceof Error && error.name === 'NoSuchKey'
        ? new TemplateMissingError(key, error)
        : error;
    });
  const text = await object.Body?.transformToString('utf8');
  if (!text) throw new Error(`The site bucket's ${key} is empty.`);
  return text;
}

async function putPage(
  slug: string,
  body: string,
  request: RequestContext,
  status?: number,
): Promise<void> {
  await putWithRetries(
    {
      bucket: config.siteBucket(),
      key: pageKey(jobPagePath(slug)),
      body,
      contentType: JOB_PAGE_CONTENT_TYPE,
      cacheControl: JOB_PAGE_CACHE_CONTROL,
      ...(status ? { metadata: { [PAGE_STATUS_METADATA]: String(status) } } : {}),
    },
    request,
  );
}

async function publishPages(
  jobs: readonly { job: Post; open: boolean }[],
  request: RequestContext,
): Promise<void> {
  const [pageTemplate, goneTemplate] = await Promise.all([
    jobs.some(({ open }) => open) ? template(JOB_PAGE_TEMPLATE_KEY) : '',
    jobs.some(({ open }) => !open) ? template(JOB_GONE_TEMPLATE_KEY) : '',
  ]);
  for (const { job, open } of jobs) {
    const slug = slugOf(job);
    if (open) await putPage(slug, renderJobPage(pageTemplate, { ...job, slug }), request);
    else await putPage(slug, goneTemplate, request, GONE_STATUS);
  }
}

function sitemapXml(jobs: readonly Post[]): string {
  const url = (job: Post) =>
    `  <url><loc>${new URL(jobPagePath(slugOf(job)), siteConfig.siteUrl).href}</loc><lastmod>${job.updatedAt}</lastmod></url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...jobs.map(url),
    '</urlset>',
    '',
  ].join('\n');
}

async function publishSitemap(request: RequestContext, now: Date): Promise<void> {
  const open = (await queryAllNewestFirst<Post>('Post')).filter((job) => isJobOpen(job, now));
  await putWithRetries(
    {
      bucket: config.siteBucket(),
      key: JOBS_SITEMAP_KEY,
      body: sitemapXml(open),
      contentType: JOBS_SITEMAP_CONTENT_TYPE,
      cacheControl: JOB_PAGE_CACHE_CONTROL,
    },
    request,
  );
}

/** After a write: the changed job's page (or its 410 page when closed, filled or deleted), and the sitemap. */
export async function publishJobPage(
  change: { previous: Post | null; current: Post | null },
  request: RequestContext,
  now: Date,
): Promise<void> {
  const job = change.current ?? change.previous;
  if (job) await publishPages([{ job, open: !!change.current && isJobOpen(job, now) }], request);
  await publishSitemap(request, now);
}

/** Every stored job's page as it is at `now`, and the sitemap. */
export async function publishAllJobPages(request: RequestContext, now: Date): Promise<void> {
  const jobs = await queryAllNewestFirst<Post>('Post');
  await publishPages(
    jobs.map((job) => ({ job, open: isJobOpen(job, now) })),
    request,
  );
  await publishSitemap(request, now);
}
