import type { EmotionCache } from '@emotion/cache';
import { StrictMode, type ReactNode } from 'react';
import { CurrentPathProvider } from '../app/currentPath';
import { StyleProviders } from '../app/StyleProviders';

/**
 * What every island is rendered inside, by the prerender and by the browser alike: the page's
 * styling context and path.
 */
export function IslandRoot({
  cache,
  path,
  children,
}: {
  cache: EmotionCache;
  path: string;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <StyleProviders cache={cache}>
        <CurrentPathProvider value={path}>{children}</CurrentPathProvider>
      </StyleProviders>
    </StrictMode>
  );
}
