// The public route list: the prerender step writes one HTML file per route, the client bundle
// picks the same page for the URL it hydrates. New public pages are added here and nowhere else.
import type { ComponentType } from 'react';
import { content, type PageMeta } from './content/site';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { paths } from './paths';

export interface PageDefinition {
  Component: ComponentType;
  meta: PageMeta;
  /** Kept out of search engines (robots noindex, no canonical, not in the sitemap). */
  noindex?: boolean;
  /** schema.org data for the page, emitted as JSON-LD. */
  structuredData?: 'organization';
}

export interface SiteRoute {
  path: string;
  page: PageDefinition;
  /** The URL search engines should index when several paths show the same page. */
  canonicalPath?: string;
}

const homePage: PageDefinition = {
  Component: HomePage,
  meta: content.home.meta,
  structuredData: 'organization',
};

export const notFoundPage: PageDefinition = {
  Component: NotFoundPage,
  meta: content.notFound.meta,
  noindex: true,
};

export const routes: readonly SiteRoute[] = [
  { path: '/', page: homePage, canonicalPath: paths.home },
  { path: paths.home, page: homePage },
];

/** The file CloudFront and the local server answer for a route: `/x` is served from `x/index.html`. */
export function outputFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** The page for a browser path; anything not in the list is the not-found page, as on the server. */
export function pageForPath(pathname: string): PageDefinition {
  const normalised = pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
  return routes.find((route) => route.path === normalised)?.page ?? notFoundPage;
}
