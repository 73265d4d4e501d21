// Environment read at call time, not import time, so the local stack and tests can set it first.

import { HANDLER_ENV } from '../../schema/contract/handlerEnvironment';
import { RATE_LIMIT_TABLE, RATE_LIMITS_SWITCH } from '../../schema/contract/rateLimits';
import { TABLES, type TableDefinition } from '../../schema/contract/tables';

export type Entity = TableDefinition['entity'];

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`Environment variable ${name} is not set.`);
  }
  return value;
}

export const config = {
  tableName: (entity: Entity): string => requiredEnv(TABLES[entity].envVar),
  filesBucket: (): string => requiredEnv(HANDLER_ENV.filesBucket),
  siteBucket: (): string => requiredEnv(HANDLER_ENV.siteBucket),
  senderEmail: (): string => requiredEnv(HANDLER_ENV.senderEmail),
  inboxEmail: (): string => requiredEnv(HANDLER_ENV.inboxEmail),
  userPoolId: (): string => requiredEnv(HANDLER_ENV.userPoolId),
  /** The list-token HMAC key itself: the local stack and tests set it, and it wins when set. */
  paginationSecret: (): string | undefined =>
    process.env[HANDLER_ENV.paginationSecret] || undefined,
  /** In AWS the handlers only get the key's Secrets Manager ARN (lambdas/shared/pagination.ts). */
  paginationSecretArn: (): string => requiredEnv(HANDLER_ENV.paginationSecretArn),
  /** The per-address counters of the public writes (lambdas/shared/rateLimit.ts). */
  rateLimitTable: (): string => requiredEnv(RATE_LIMIT_TABLE.envVar),
  /** Only the local stack's test runs turn the counting off (schema/contract/rateLimits.ts). */
  rateLimitsOff: (): boolean => process.env[RATE_LIMITS_SWITCH.envVar] === RATE_LIMITS_SWITCH.off,
  /** The local S3 stand-in only understands path-style URLs. */
  s3ForcePathStyle: (): boolean => process.env[HANDLER_ENV.s3ForcePathStyle] === 'true',
};
