import type { EmotionCache } from '@emotion/cache';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { CurrentPathProvider } from '../app/currentPath';
import { StyleProviders } from '../app/StyleProviders';
import { ContactDetailsAlert } from '../components/ContactDetailsAlert';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { islandFailureText } from '../content/islandFailure';

/**
 * What every island is rendered inside, by the prerender and by the browser alike: the page's
 * styling context and path, and an error boundary: an island that throws while rendering shows a
 * short message with the provider's phone and e-mail instead of vanishing. `onHydrated` runs in
 * the browser once the island is hydrated.
 */
export function IslandRoot({
  cache,
  path,
  onHydrated,
  children,
}: {
  cache: EmotionCache;
  path: string;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  // Effects run after the commit, children's first: the whole island is live when this one runs.
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <StrictMode>
      <StyleProviders cache={cache}>
        <ErrorBoundary fallback={<ContactDetailsAlert lead={islandFailureText.broken} />}>
          <CurrentPathProvider value={path}>{children}</CurrentPathProvider>
        </ErrorBoundary>
      </StyleProviders>
    </StrictMode>
  );
}
