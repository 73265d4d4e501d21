// The environment the Lambda handlers read (lambdas/shared/config.ts), built here once for both
// stacks: the cloud stack (lib/cloud/functions.ts) passes its resource names, the local stack the
// stand-ins' names.

import { RATE_LIMIT_TABLE } from './rateLimits';
import { TABLES, type TableDefinition } from './tables';

export const HANDLER_ENV = {
  filesBucket: 'FILES_BUCKET',
  /** The site's bucket: the job pages' publisher reads its templates and writes the pages there. */
  siteBucket: 'SITE_BUCKET',
  senderEmail: 'SENDER_EMAIL',
  inboxEmail: 'INBOX_EMAIL',
  /** The list-token HMAC key itself: set by the local stack and tests, and wins when set. */
  paginationSecret: 'PAGINATION_SECRET',
  /** In AWS the handlers that page only get the key's Secrets Manager ARN. */
  paginationSecretArn: 'PAGINATION_SECRET_ARN',
  /** The staff user pool: a referral note's author is looked up there by user name. */
  userPoolId: 'USER_POOL_ID',
  /** 'true' where the S3 endpoint only understands path-style URLs (the local stand-in). */
  s3ForcePathStyle: 'S3_FORCE_PATH_STYLE',
} as const;

export interface HandlerResources {
  /** Each entity's table name. */
  tableNames: Record<TableDefinition['entity'], string>;
  /** The per-address counters of the public writes. */
  rateLimitTable: string;
  filesBucket: string;
  senderEmail: string;
  inboxEmail: string;
  userPoolId: string;
}

/** The variables every handler gets; a stack adds its own (secrets, endpoints) on top. */
export function handlerEnvironment(resources: HandlerResources): Record<string, string> {
  return {
    ...Object.fromEntries(
      Object.values(TABLES).map((table) => [table.envVar, resources.tableNames[table.entity]]),
    ),
    [RATE_LIMIT_TABLE.envVar]: resources.rateLimitTable,
    [HANDLER_ENV.filesBucket]: resources.filesBucket,
    [HANDLER_ENV.senderEmail]: resources.senderEmail,
    [HANDLER_ENV.inboxEmail]: resources.inboxEmail,
    [HANDLER_ENV.userPoolId]: resources.userPoolId,
  };
}
