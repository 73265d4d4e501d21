// The job pages (schema/contract/jobPages.ts) on the local site, as CloudFront serves them from the
// site bucket in the cloud: /opportunities/<slug> and the open jobs' sitemap from the site bucket's
// stand-in, a gone job's page with the status its metadata names (410). The templates come from
// the frontend build, copied into that bucket before the pages are published, as the cloud's
// deployment uploads them; and a timer republishes the jobs when the provider's day changes, as
// the cloud's daily schedule does, so a job leaves at the end of its closing date.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  JOB_GONE_TEMPLATE_KEY,
  JOB_PAGE_TEMPLATE_KEY,
  JOB_PAGES_PATH,
  JOBS_SITEMAP_KEY,
  JOBS_SITEMAP_PATH,
  jobPagePath,
  PAGE_STATUS_METADATA,
  pageKey,
  SLUG_PATTERN,
} from '../../../schema/contract/jobPages';
import { providerDate } from '../../../schema/contract/providerDate';
import { statIfExists } from '../data/fs-util';
import { errorText, type Log } from '../processes/log';
import { chooseEncoding, compressed, isCompressible } from './compression';

type Route = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** The site bucket's key a path is served from, or undefined when it is no job page's path. */
export function jobPageKeyOf(path: string): string | undefined {
  if (path === JOBS_SITEMAP_PATH) return JOBS_SITEMAP_KEY;
  if (!path.startsWith(JOB_PAGES_PATH)) return undefined;
  const slug = path.slice(JOB_PAGES_PATH.length).replace(/\/$/, '');
  return SLUG_PATTERN.test(slug) ? pageKey(jobPagePath(slug)) : undefined;
}

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

export function createJobPages(options: { s3: S3Client; bucket: string; notFound: Route }): Route {
  return async function serveJobPage(req, res) {
    const key = jobPageKeyOf(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!key || (req.method !== 'GET' && req.method !== 'HEAD')) {
      await options.notFound(req, res);
      return;
    }
    let object;
    try {
      object = await options.s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) {
        await options.notFound(req, res);
        return;
      }
      throw error;
    }
    const raw = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    const type = object.ContentType ?? 'text/html; charset=utf-8';
    const status = Number(object.Metadata?.[PAGE_STATUS_METADATA] ?? 200);
    const encoding = isCompressible(type, raw.length)
      ? chooseEncoding(req.headers['accept-encoding'])
      : undefined;
    const body = encoding ? compressed(raw, encoding) : raw;
    res.writeHead(status, {
      'content-type': type,
      'content-length': body.length,
      ...(object.CacheControl ? { 'cache-control': object.CacheControl } : {}),
      ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * Copies the build's job page templates into the site bucket's stand-in; false when the site is
 * not built (the pages are then published once it is).
 */
export async function uploadJobPageTemplates(
  s3: S3Client,
  bucket: string,
  distDir: string,
): Promise<boolean> {
  for (const key of [JOB_PAGE_TEMPLATE_KEY, JOB_GONE_TEMPLATE_KEY]) {
    const path = join(distDir, key);
    if (!(await statIfExists(path))) return false;
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: await readFile(path),
        ContentType: 'text/html; charset=utf-8',
      }),
    );
  }
  return true;
}

/** How often the timer looks whether the provider's day has changed. */
const DAY_CHANGE_CHECK_MS = 60_000;

/**
 * Calls `republish` whenever the provider's calendar date (siteConfig.timeZone) changes, from the
 * date it was started on: the local stand-in for the cloud's daily schedule.
 */
export function startJobClosingTimer(
  republish: () => Promise<void>,
  log: Log,
  now: () => Date = () => new Date(),
): { stop(): void } {
  let day = providerDate(now());
  const timer = setInterval(() => {
    const today = providerDate(now());
    if (today === day) return;
    day = today;
    republish().catch((error: unknown) => {
      log(`Republishing the jobs on ${today} failed: ${errorText(error)}`);
    });
  }, DAY_CHANGE_CHECK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
