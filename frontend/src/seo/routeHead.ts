// What a route puts in <head>, read from the `handle` of its matches in the route table. The
// prerender writes it into each page; in the browser, app/SiteRoot.tsx applies it on navigation.
import type { PageMeta } from '../content/pageTitle';
import type { SitePath } from '../paths';
import { siteConfig } from '../../../schema/contract/siteConfig';

export interface RouteHandle {
  /** The page's title and description (content/meta.ts, content/adminMeta.ts). */
  meta: PageMeta;
  /** The URL search engines should index when several paths show the same page. */
  canonical?: SitePath;
  /** Kept out of search engines: robots noindex, no canonical, not in the sitemap. */
  noindex?: boolean;
  /** The page describes the provider itself (schema.org Organization). */
  organization?: boolean;
  /** The page answers with status 404. */
  notFound?: boolean;
  /**
   * Rendered as the job pages' publisher's template (schema/contract/jobPages.ts) to this file, not
   * as a page: out of the sitemap.
   */
  templateKey?: string;
  /** Sources of a lazy route's chunks (as the build manifest names them): its page preloads them. */
  modules?: string[];
}

/** The module `file` (relative to frontend/src) as the build manifest names it. */
export const manifestSource = (file: string) => `src/${file.replace(/^\.\//, '')}`;

/** The handle of a lazy route inside a page's route (an admin tab): only the chunks it adds. */
export type ChunkHandle = Required<Pick<RouteHandle, 'modules'>>;

export interface RouteHead {
  title: string;
  description: string;
  /** Absent for noindex pages. */
  canonicalUrl?: string;
  noindex: boolean;
  organization: boolean;
  notFound: boolean;
  templateKey?: string;
  /** Lazy chunks the page needs before it can hydrate, by source module. */
  modules: string[];
}

export const absoluteUrl = (path: string) => new URL(path, siteConfig.siteUrl).href;

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

function hasModules(handle: unknown): handle is ChunkHandle {
  return typeof handle === 'object' && handle !== null && 'modules' in handle;
}

/** The head of the deepest match that has a handle; `pathname` is the URL being shown. */
export function routeHead(matches: readonly { handle: unknown }[], pathname: string): RouteHead {
  const handles = matches.map((match) => match.handle);
  const handle = handles.filter(isRouteHandle).at(-1);
  if (!handle) throw new Error(`No route handle with page meta matches ${pathname}`);
  const noindex = handle.noindex ?? false;
  return {
    title: handle.meta.title,
    description: handle.meta.description,
    canonicalUrl: noindex ? undefined : absoluteUrl(handle.canonical ?? pathname),
    noindex,
    organization: handle.organization ?? false,
    notFound: handle.notFound ?? false,
    ...(handle.templateKey ? { templateKey: handle.templateKey } : {}),
    modules: handles.flatMap((each) => (hasModules(each) ? each.modules : [])),
  };
}
