import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import { MotionProviders } from './MotionProviders';
import { StyleProviders } from './StyleProviders';

/** Styling and animation context for a whole page, the same on the server and in the browser. */
export function AppProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <StyleProviders cache={cache}>
      <MotionProviders>{children}</MotionProviders>
    </StyleProviders>
  );
}
