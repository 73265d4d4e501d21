import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { siteSystem } from '../theme/system';

/** The site's styling context: the emotion cache styles are collected in, and the Chakra system. */
export function StyleProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={siteSystem()}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
