import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { system } from '../theme/system';

const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

/**
 * Styling and animation context for the whole site, the same on the server and in the browser.
 * `strict` LazyMotion makes any full `motion.*` component (which would bundle every feature) an
 * error: components use `m.*`. Animations follow the visitor's reduced-motion setting.
 */
export function AppProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <LazyMotion features={loadMotionFeatures} strict>
          <MotionConfig reducedMotion="user">{children}</MotionConfig>
        </LazyMotion>
      </ChakraProvider>
    </CacheProvider>
  );
}
