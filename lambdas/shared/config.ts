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
  paginationSecret: (): string => requiredEnv('PAGINATION_SECRET'),
  /** The local S3 stand-in only understands path-style URLs. */
  s3ForcePathStyle: (): boolean => process.env.S3_FORCE_PATH_STYLE === 'true',
};
