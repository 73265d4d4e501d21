// The public lists: what the job board and the home page's testimonials show, published as JSON
// files in the files bucket by the write that changes them (lambdas/shared/publicList.ts), served
// by CloudFront (lib/cloud/hosting.ts) and the local site server (lib/local/site/public-lists.ts),
// and read by the public pages (frontend/src/data/publicList.ts) with no API call.

/** Every public list's key starts here; CloudFront and the local site serve only this prefix. */
export const PUBLIC_LISTS_PREFIX = 'public/lists/';

/** One job as the job board shows it. */
export interface PublicJob {
  id: string;
  /** Its page is /opportunities/<slug> (schema/contract/jobPages.ts). */
  slug: string;
  title: string;
  /** The description's Markdown lines as sanitized HTML, rendered when published (lambdas/posts/description.ts). */
  descriptionHtml: string;
  location: string;
  type: string;
}

/** One testimonial as the home page's carousel shows it. */
export interface PublicTestimonial {
  id: string;
  body: string;
  name: string;
}

/** The file's shape: the items, newest first. */
export interface PublicListFile<Item> {
  items: Item[];
}

export interface PublicListItems {
  jobs: PublicJob;
  testimonials: PublicTestimonial;
}

export type PublicListName = keyof PublicListItems;

export interface PublicListDefinition {
  /** Key in the files bucket; the site serves it at `/${key}`. */
  key: string;
  /** The most items the file holds (the newest); undefined for all of them. */
  maxItems?: number;
}

export const PUBLIC_LISTS: Readonly<Record<PublicListName, PublicListDefinition>> = {
  /** Every job: the board filters them in the browser. */
  jobs: { key: `${PUBLIC_LISTS_PREFIX}jobs.json` },
  /** The carousel shows the newest ones; more would only weigh on the home page. */
  testimonials: { key: `${PUBLIC_LISTS_PREFIX}testimonials.json`, maxItems: 100 },
};

/** The URL path a list is served at, on CloudFront and on the local site. */
export function publicListPath(name: PublicListName): string {
  return `/${PUBLIC_LISTS[name].key}`;
}

export const PUBLIC_LIST_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Browsers and CloudFront keep the file but ask S3 whether it changed on every request (a 304
 * when not), so a page never shows a list older than the last write. See docs/ARCHITECTURE.md
 * "Public lists published on write" for why not a TTL with invalidations, or versioned names.
 */
export const PUBLIC_LIST_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The event that asks a publishing handler to republish its list from the table: what a CDK
 * Trigger sends on each deployment that changes the handler (an empty payload), and what the
 * local stack sends at start.
 */
export const REPUBLISH_EVENT = {} as const;
