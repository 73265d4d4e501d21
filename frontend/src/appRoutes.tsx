// The admin app's route table in the browser (entry-client.tsx): the admin's routes, and any other
// path, a public page, loaded as a document of its own (app/documentLoadRoutes.ts). Public pages are
// prerendered documents that hydrate only their islands, so the app holds none of their routes,
// code or meta (the sign-in page's first load, test/e2e/login-bundle.test.ts).
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { adminRoutes } from './adminRoutes';
import { documentLoadRoutes } from './app/documentLoadRoutes';
import { SiteRoot } from './app/SiteRoot';
import { paths } from './paths';

export const appRoutes: RouteObject[] = [
  {
    path: paths.root,
    Component: SiteRoot,
    children: [...adminRoutes, ...documentLoadRoutes],
  },
];

/**
 * Loads the code of the routes `path` matches without showing them, so that a later navigation
 * there does not wait for it.
 */
export async function prefetchRoute(path: string): Promise<void> {
  const matches = matchRoutes(appRoutes, path) ?? [];
  await Promise.all(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
}
