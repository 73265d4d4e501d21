// The site's routes as browser tests sweep them, derived from the frontend's own paths and page
// metadata, so a page added to the site is covered without editing the tests.
import { adminRoutes } from '../../../frontend/src/adminRoutes';
import { pageMeta, type PageMeta } from '../../../frontend/src/content/meta';
import { paths, type PathName } from '../../../frontend/src/paths';
import { staticPaths } from '../../../frontend/src/staticPaths';
import { siteConfig } from '../../../schema/contract/siteConfig';

/**
 * Paths of the admin area and sign-in, read from the admin's route table: prerendered shells,
 * noindex, never in the sitemap.
 */
export const adminShellPaths: string[] = staticPaths(adminRoutes);
const ADMIN_PATHS = new Set(adminShellPaths);
/** The job pages' templates: files the publisher fills in (job-pages.test.ts), never served as pages. */
const TEMPLATE_NAMES = new Set<PathName>(['jobPageTemplate', 'jobGoneTemplate']);
/** Public pages kept out of search results. */
const NOINDEX_NAMES = new Set<PathName>(['noAuth']);

export interface PublicRoute {
  path: string;
  meta: PageMeta;
  /** The canonical URL, or undefined for a noindex page. */
  canonical: string | undefined;
}

const absolute = (path: string) => new URL(path, siteConfig.siteUrl).href;

export const publicRoutes: PublicRoute[] = (Object.keys(paths) as PathName[])
  .filter((name) => !ADMIN_PATHS.has(paths[name]) && !TEMPLATE_NAMES.has(name))
  .map((name) => {
    const path = paths[name];
    const meta = name === 'root' ? pageMeta.home : pageMeta[name as keyof typeof pageMeta];
    const canonical = NOINDEX_NAMES.has(name)
      ? undefined
      : absolute(name === 'root' ? paths.home : path);
    return { path, meta, canonical };
  });

/** Paths the route table does not name: the not-found page with status 404. */
export const unknownPaths = ['/no-such-page', '/admin/anything', '/admin/msg/extra', '/services/x'];

export const absoluteUrl = absolute;
