// The server bundle: only the build's prerender step (../prerender.ts) loads it. It renders every
// static path of the route table, plus the not-found page, with the same providers as the browser.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router-dom';
import { JOBS_SITEMAP_PATH } from '../../schema/contract/jobPages';
import { StyleProviders } from './app/StyleProviders';
import { pagePath } from './app/currentPath';
import { islandMarker, PendingIslands, type PendingIsland } from './islands/Island';
import { IslandRoot } from './islands/IslandRoot';
import { PUBLIC_LAYOUT_ROUTE_ID, routes } from './routes';
import { criticalStyleTags, collectingCache } from './server/criticalCss';
import { escapeHtml, headTags } from './seo/headTags';
import { absoluteUrl, routeHead, type RouteHead } from './seo/routeHead';
import { staticPaths } from './staticPaths';
import { createEmotionCache } from './theme/emotion';

export interface PrerenderedPage {
  /** Path inside dist/, e.g. `home/index.html`. */
  file: string;
  /** Tags for <head>: title, meta, canonical or robots, structured data, critical CSS. */
  head: string;
  /** The page's markup, to go inside #root. */
  html: string;
  /**
   * Which script the page runs: public pages hydrate only their islands (entry-islands.ts), the
   * admin pages are a single-page app (entry-client.tsx).
   */
  script: 'islands' | 'app';
  /** Source modules whose chunks it preloads: the admin app's lazy routes. */
  modules: string[];
}

export interface PrerenderedSite {
  pages: PrerenderedPage[];
  robotsTxt: string;
  sitemapXml: string;
}

/** CloudFront and the local server answer unknown paths with this file and status 404. */
const NOT_FOUND_FILE = '404.html';
/** Any path the route table does not name renders the not-found page. */
const UNKNOWN_PATH = '/404';
/** Only the URL's path matters to the router; the origin is never shown. */
const RENDER_ORIGIN = 'http://prerender.invalid';

/** The file CloudFront and the local server answer for a route: `/x` is served from `x/index.html`. */
export function outputFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

export async function renderSite(): Promise<PrerenderedSite> {
  const handler = createStaticHandler(routes);
  const pages: PrerenderedPage[] = [];
  const indexable: string[] = [];
  for (const path of staticPaths(routes)) {
    const { page, head } = await renderPath(handler, path, outputFileFor(path));
    if (head.notFound) throw new Error(`The route table names ${path} but it renders not-found`);
    if (head.templateKey) {
      pages.push({ ...page, file: head.templateKey });
      continue;
    }
    if (head.canonicalUrl === absoluteUrl(path)) indexable.push(path);
    pages.push(page);
  }
  const notFound = await renderPath(handler, UNKNOWN_PATH, NOT_FOUND_FILE);
  if (!notFound.head.notFound) throw new Error(`${UNKNOWN_PATH} must render the not-found page`);
  pages.push(notFound.page);
  return { pages, robotsTxt: robotsTxt(), sitemapXml: sitemapXml(indexable) };
}

async function renderPath(
  handler: StaticHandler,
  path: string,
  file: string,
): Promise<{ page: PrerenderedPage; head: RouteHead }> {
  const context = await handler.query(new Request(new URL(path, RENDER_ORIGIN)));
  if (context instanceof Response) {
    throw new Error(`${path} answered with a ${context.status} response instead of a page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = collectingCache(createEmotionCache());
  const islands = new Map<string, PendingIsland>();
  // No hydration data: routes have no loaders, and the browser router starts from the URL. It
  // would be an inline script per page, each needing its own hash in the Content-Security-Policy.
  const pageHtml = renderToString(
    <StrictMode>
      <PendingIslands.Provider value={islands}>
        <StyleProviders cache={cache}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </StyleProviders>
      </PendingIslands.Provider>
    </StrictMode>,
  );
  const html = [...islands].reduce(
    (markup, [id, island]) =>
      markup.replace(islandMarker(id), () =>
        renderToString(
          <IslandRoot cache={cache} path={pagePath(path)}>
            {island.element}
          </IslandRoot>,
        ),
      ),
    pageHtml,
  );
  const head = routeHead(
    context.matches.map((match) => ({ handle: match.route.handle })),
    path,
  );
  const isPublic = context.matches.some((match) => match.route.id === PUBLIC_LAYOUT_ROUTE_ID);
  return {
    page: {
      file,
      head: `${headTags(head)}\n    ${criticalStyleTags(cache, html)}`,
      html,
      script: isPublic ? 'islands' : 'app',
      // A public page fetches its islands' code itself, after its first paint (entry-islands.ts).
      modules: isPublic ? [] : head.modules,
    },
    head,
  };
}

/** The site's pages' sitemap, and the open jobs' one the publisher writes (lambdas/posts/jobPages.ts). */
function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    `Sitemap: ${absoluteUrl(JOBS_SITEMAP_PATH)}`,
    '',
  ].join('\n');
}

/** Every indexable page once, under its canonical URL. */
function sitemapXml(indexablePaths: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexablePaths.map((path) => `  <url><loc>${escapeHtml(absoluteUrl(path))}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
