// Each Lambda handler's module by handler name, each imported by a literal path: `npm start` runs
// the local stack as one bundle (bin/start-local.ts), and a bundler follows only literal imports.
// A module loads when first asked for, as a Lambda's code does. Keyed by lambdas/resolverMap.ts's
// handler names, so a handler added there without its line here fails the type check; the paths
// are its `entry` (test/unit/handler-modules.test.ts).
import type { HandlerDefinition } from '../../../lambdas/resolverMap';

export const HANDLER_MODULES: Record<HandlerDefinition['name'], () => Promise<unknown>> = {
  messages: () => import('../../../lambdas/messages/handler'),
  posts: () => import('../../../lambdas/posts/handler'),
  testimonials: () => import('../../../lambdas/testimonials/handler'),
  staff: () => import('../../../lambdas/staff/handler'),
  files: () => import('../../../lambdas/files/handler'),
  referrals: () => import('../../../lambdas/referrals/handler'),
  audit: () => import('../../../lambdas/audit/handler'),
  feedback: () => import('../../../lambdas/feedback/handler'),
  accounts: () => import('../../../lambdas/accounts/handler'),
  applications: () => import('../../../lambdas/applications/handler'),
  dashboard: () => import('../../../lambdas/dashboard/handler'),
};
