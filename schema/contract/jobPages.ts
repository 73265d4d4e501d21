// A page per published job: its address, where the publisher (lambdas/posts/jobPages.ts) stores it
// in the site bucket, the tokens of the template the frontend build prerenders for it, and when a
// job is open. The frontend, the handlers, the cloud stack and the local site all read this.

import { employmentTypeOf, type EmploymentType } from './employmentTypes';
import { providerDate } from './providerDate';
import { siteConfig } from './siteConfig';

/** Every job page's path starts here; the job board is this path without the slash. */
export const JOB_PAGES_PATH = '/opportunities/';

/** The template's stand-in for the slug: apart, so the site's paths load no other token. */
const JOB_SLUG_TOKEN = '__JOB_SLUG__';

/**
 * The template's stand-ins, which the publisher replaces. Upper case and underscores: a slug is
 * lower case, so the template's own path never names a job, and URL encoding leaves them as they
 * are (the Apply link's mail subject holds the title).
 */
export const JOB_PAGE_TOKENS = {
  slug: JOB_SLUG_TOKEN,
  /** The job's id, in the Apply form island's props (a JSON string in an HTML attribute). */
  id: '__JOB_ID__',
  title: '__JOB_TITLE__',
  location: '__JOB_LOCATION__',
  type: '__JOB_TYPE__',
  posted: '__JOB_POSTED__',
  postedIso: '__JOB_POSTED_ISO__',
  closing: '__JOB_CLOSING__',
  description: '__JOB_DESCRIPTION__',
} as const;

/** What a job's page says for its closing date when it has none. */
export const NO_CLOSING_DATE_TEXT = 'Open until filled';

/** The prerendered pages the publisher fills in: a job's page, and the page of a job now gone. */
export const JOB_PAGE_TEMPLATE_PATH = `${JOB_PAGES_PATH}${JOB_SLUG_TOKEN}`;
export const JOB_GONE_TEMPLATE_PATH = `${JOB_PAGES_PATH}__JOB_GONE__`;

/**
 * Where the build writes the two templates (frontend/src/entry-server.tsx) and the publisher reads
 * them, in the site bucket: outside the pages' paths, so the deployment's pruning (which leaves the
 * pages alone) still updates them.
 */
export const JOB_PAGE_TEMPLATE_KEY = '_templates/job-page.html';
export const JOB_GONE_TEMPLATE_KEY = '_templates/job-gone.html';

/**
 * The name of the error the publisher raises when the site bucket has no template: a deployment
 * fails with it; the local stack, whose site may not be built yet, reports it and goes on.
 */
export const TEMPLATE_MISSING_ERROR = 'JobPageTemplateMissingError';

/** The site bucket's key of a page at `path`, as CloudFront's rewrite serves it. */
export const pageKey = (path: string) => `${path.slice(1)}/index.html`;

/** The keys of published job pages (`opportunities/<slug>/index.html`), as an S3 pattern. */
export const JOB_PAGE_KEY_PATTERN = `${JOB_PAGES_PATH.slice(1)}*/index.html`;

export const jobPagePath = (slug: string) => `${JOB_PAGES_PATH}${slug}`;

/** The open jobs' sitemap: under /opportunities/, so it may list the job pages (sitemaps.org). */
export const JOBS_SITEMAP_PATH = `${JOB_PAGES_PATH}sitemap.xml`;
export const JOBS_SITEMAP_KEY = JOBS_SITEMAP_PATH.slice(1);

/**
 * User metadata on a gone job's page: the status its path answers. S3 keeps it as
 * `x-amz-meta-page-status`; the local site server answers with it.
 */
export const PAGE_STATUS_METADATA = 'page-status';
export const GONE_STATUS = 410;
export const JOB_PAGE_CONTENT_TYPE = 'text/html; charset=utf-8';
export const JOBS_SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** Revalidated on every request, like the public lists: a save shows at once, nothing invalidated. */
export const JOB_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const SLUG_WORDS_MAX = 60;
const SLUG_ID_CHARACTERS = 8;

/**
 * A job's slug, given once when it is created and kept across edits: the title's words (ASCII,
 * lower case, hyphens) and the start of its id, so two jobs of one title differ.
 */
export function jobSlug(title: string, id: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_WORDS_MAX)
    .replace(/^-+|-+$/g, '');
  const suffix = id
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, SLUG_ID_CHARACTERS);
  return `${words || 'job'}-${suffix}`;
}

/** A slug as jobSlug makes them: what the local site looks up, never a path outside the pages. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The UTC offset of the time zone at an instant, as `+11:00`. */
export function utcOffset(instant: Date, timeZone: string = siteConfig.timeZone): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

export interface ClosingFields {
  /** The last day (YYYY-MM-DD) applications are taken, in the provider's time zone. */
  closesOn?: string | null;
  filled?: boolean | null;
}

/**
 * Whether the job is open at `now`: not filled, and its closing date (if any) not yet over in the
 * provider's time zone. A job closing on the 30th is open until midnight between the 30th and the
 * 31st there.
 */
export function isJobOpen(job: ClosingFields, now: Date, timeZone?: string): boolean {
  if (job.filled) return false;
  return !job.closesOn || providerDate(now, timeZone) <= job.closesOn;
}

/** The last moment of the closing date in the provider's time zone, for JobPosting validThrough. */
export function closingInstant(closesOn: string, timeZone: string = siteConfig.timeZone): string {
  // The offset at noon of that day: a daylight-saving change happens at night.
  const noon = new Date(`${closesOn}T12:00:00Z`);
  return `${closesOn}T23:59:59${utcOffset(noon, timeZone)}`;
}

/** schema.org/Google JobPosting employmentType of each of the spec's employment types. */
export const EMPLOYMENT_TYPE_VALUES: Readonly<Record<EmploymentType, string>> = {
  'Full Time': 'FULL_TIME',
  'Part Time': 'PART_TIME',
  // Casual work in Australia is paid by the hour with no set hours: Google's nearest is part time.
  Casual: 'PART_TIME',
  Subcontractor: 'CONTRACTOR',
};

/** The employmentType for a job's type, also one stored as free text before; OTHER when unknown. */
export function employmentTypeValue(type: string): string {
  const known = employmentTypeOf(type);
  return known ? EMPLOYMENT_TYPE_VALUES[known] : 'OTHER';
}
