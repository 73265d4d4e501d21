// The public API key's rotation (lambdas/apiKeys): when it runs again, how long a key lives, what its
// function is told and what it reports. The cloud stack (lib/cloud/api-key-rotation.ts) schedules
// and watches it with the same numbers.

import { METRIC_NAMESPACE } from './handlerLogs';

/** AppSync refuses a key that lives longer than 365 days; one day less leaves room for clock skew. */
export const API_KEY_LIFETIME_DAYS = 364;

/** A new key is created when the newest one has fewer days left than this. */
export const API_KEY_RENEW_DAYS_LEFT = 60;

/** The alarm fires when the published key has fewer days left than this (renewal kept failing). */
export const API_KEY_ALARM_DAYS_LEFT = 30;

/** Marks the keys the rotation made: only these are ever published. */
export const ROTATED_API_KEY_DESCRIPTION = 'Public site key (rotated by lambdas/apiKeys)';

/** The metric the rotation writes after each run (CloudWatch embedded metric format). */
export const API_KEY_DAYS_LEFT_METRIC = {
  namespace: METRIC_NAMESPACE,
  name: 'PublicApiKeyDaysLeft',
} as const;

/** The rotation function's environment. */
export const API_KEY_ROTATION_ENV = {
  /** The GraphQL API whose keys are rotated. */
  apiId: 'API_ID',
  /** The bucket the site is served from, where config.json is written. */
  siteBucket: 'SITE_BUCKET',
  /** JSON of the runtime configuration without the key (schema/contract/runtimeConfig.ts). */
  runtimeConfig: 'RUNTIME_CONFIG',
} as const;
