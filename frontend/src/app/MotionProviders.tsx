import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

/**
 * Animation context. `strict` LazyMotion makes any full `motion.*` component (which would bundle
 * every feature) an error: components use `m.*`. Animations follow the visitor's reduced-motion
 * setting.
 */
export function MotionProviders({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
