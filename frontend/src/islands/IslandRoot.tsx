import type { EmotionCache } from '@emotion/cache';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { CurrentPathProvider } from '../app/currentPath';
import { StyleProviders } from '../app/StyleProviders';

/**
 * What every island is rendered inside, by the prerender and by the browser alike: the page's
 * styling context and path. `onHydrated` runs in the browser once the island is hydrated.
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
        <CurrentPathProvider value={path}>{children}</CurrentPathProvider>
      </StyleProviders>
    </StrictMode>
  );
}
