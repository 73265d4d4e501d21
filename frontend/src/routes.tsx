// The whole route table, which the prerender (entry-server.tsx) renders: every static path in it
// becomes a page. Paths come from paths.ts; each route's <head> comes from its `handle`
// (seo/routeHead.ts). Every page is a lazy route with its own chunk, and the prerendered page
// preloads its route's chunks. In the browser, public pages hydrate only their islands
// (entry-islands.ts) and the admin pages are one app with a table of their own (appRoutes.tsx).
import type { RouteObject } from 'react-router-dom';
import { adminRoutes } from './adminRoutes';
import { SiteRoot } from './app/SiteRoot';
import { paths } from './paths';
import { publicLayoutRoute } from './publicRoutes';

export { PUBLIC_LAYOUT_ROUTE_ID } from './publicRoutes';

export const routes: RouteObject[] = [
  { path: paths.root, Component: SiteRoot, children: [publicLayoutRoute, ...adminRoutes] },
];
