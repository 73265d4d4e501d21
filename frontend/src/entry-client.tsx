import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { StyleProviders } from './app/StyleProviders';
import { loadAsDocument } from './app/documentLoadRoutes';
import { appRoutes } from './appRoutes';
import { createEmotionCache } from './theme/emotion';

/**
 * The prerendered page was rendered with its lazy routes (the admin chunk) resolved; load the ones
 * this URL matches before hydrating, so the first render matches the HTML instead of rendering
 * nothing while they load. Whether the HTML can be hydrated: a route whose code failed to load
 * resolves to a loader that throws (adminPage in adminRoutes.tsx), and its error screen is not in
 * the HTML.
 */
async function resolveLazyMatches(): Promise<boolean> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  // Leaving for a document load of this very page would repeat for ever.
  if (matches.at(-1)?.route.loader === loadAsDocument) {
    throw new Error(`The admin app has no route for ${window.location.pathname}`);
  }
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  return matches.every(({ route }) => !route.loader);
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const hydratable = await resolveLazyMatches();
  const app = (
    <StrictMode>
      <StyleProviders cache={createEmotionCache()}>
        <RouterProvider router={createBrowserRouter(appRoutes)} />
      </StyleProviders>
    </StrictMode>
  );
  // Built pages arrive prerendered and are hydrated; the dev server's index.html is empty. A page
  // whose code did not load is rendered afresh, replacing the HTML.
  if (container.firstElementChild && hydratable) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

start().catch((error: unknown) => {
  console.error('The site could not start', error);
});
