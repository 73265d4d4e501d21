// Environment read at call time, not import time, so the local stack and tests can set it first.

import { TABLES, type TableDefinition } from '../../lib/tables';

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
  filesBucket: (): string => requiredEnv('FILES_BUCKET'),
  senderEmail: (): string => requiredEnv('SENDER_EMAIL'),
  inboxEmail: (): string => requiredEnv('INBOX_EMAIL'),
  /** The list-token HMAC key itself: the local stack and tests set it, and it wins when set. */
  paginationSecret: (): string | undefined => process.env.PAGINATION_SECRET || undefined,
  /** In AWS the handlers only get the key's Secrets Manager ARN (lambdas/shared/pagination.ts). */
  paginationSecretArn: (): string => requiredEnv('PAGINATION_SECRET_ARN'),
  /** The local S3 stand-in only understands path-style URLs. */
  s3ForcePathStyle: (): boolean => process.env.S3_FORCE_PATH_STYLE === 'true',
};
