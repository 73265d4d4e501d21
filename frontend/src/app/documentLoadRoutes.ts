import type { RouteObject } from 'react-router-dom';

/**
 * The admin app's routes for every path outside the admin (a link to a public page, or Back to
 * one): the browser loads that path as a document of its own, so the prerendered page with its
 * islands (or the 404 page) is shown. The loader never settles, so the router stays on the page it
 * shows while the browser leaves it, and a link adds the new page to the history as a document
 * (Back returns to the admin). The server serves the app only for the admin's pages, so the app
 * never starts on such a path (entry-client.tsx refuses to).
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => undefined);
}

/** The home page (the root's index) and every other path the admin's routes do not name. */
export const documentLoadRoutes: RouteObject[] = [
  { index: true, loader: loadAsDocument },
  { path: '*', loader: loadAsDocument },
];
