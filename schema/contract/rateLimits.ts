// Per-address limits on the public writes a stranger can make, as plain data: the handlers count
// them in DynamoDB (lambdas/shared/rateLimit.ts) whatever the `waf` setting, and with `waf: on` the
// web ACL (lib/cloud/waf.ts) blocks at the same figures, so a visitor meets the same limit either
// way. A new public write gets its limit here and `rateLimit: '<name>'` on its route.

export interface RateLimit {
  /** Requests one address may make in one window; the next one is refused. */
  requests: number;
  /** Length of a window in seconds (WAF's rate-based rules take 60, 120, 300 or 600). */
  windowSeconds: 300;
}

export const RATE_LIMITS = {
  /** The contact form: a person sends one or two messages. */
  createMessage: { requests: 10, windowSeconds: 300 },
  /**
   * The online referral, its create and attachment calls counted together: one referral with three
   * attachments is seven (three starts, three completes, one create), so this allows a retry or a
   * second referral.
   */
  referral: { requests: 30, windowSeconds: 300 },
  /** The feedback and complaints form: a person gives feedback once or twice. */
  feedback: { requests: 10, windowSeconds: 300 },
  /**
   * The job page's Apply form, its CV calls counted with it: one application is three (start,
   * complete, submit), so this allows retries and a few applications.
   */
  jobApplication: { requests: 15, windowSeconds: 300 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The counters' table: one item per limit, address and window, deleted by DynamoDB's TTL. */
export const RATE_LIMIT_TABLE = {
  /** Also the local table name and the CDK construct id. */
  name: 'RateLimit',
  envVar: 'RATE_LIMIT_TABLE',
  partitionKey: { name: 'id', type: 'S' },
} as const;

/**
 * `RATE_LIMITS=off` in a handler's environment turns the counting off. Only the local stack's test
 * runs set it (vitest.config.ts), because they send many writes from one address; the cloud stack
 * never does (test/cdk/rate-limits.test.ts).
 */
export const RATE_LIMITS_SWITCH = { envVar: 'RATE_LIMITS', off: 'off' } as const;
