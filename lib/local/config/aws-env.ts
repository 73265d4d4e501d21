// How code in this process reaches the stand-ins: the SDK's standard endpoint variables for the
// handlers (read when their clients are first created) and explicit client options for our own code.
import { randomBytes } from 'node:crypto';
import {
  HANDLER_ENV,
  handlerEnvironment as sharedHandlerEnvironment,
} from '../../../schema/contract/handlerEnvironment';
import { RATE_LIMIT_TABLE } from '../../../schema/contract/rateLimits';
import { REGION } from '../../../schema/contract/region';
import { TABLES, type TableDefinition } from '../../../schema/contract/tables';
import { MAIL_ADDRESSES } from './mail-addresses';
/**
 * The stack's AWS credentials, new for every start and known only to this process and the stand-ins
 * it starts: the S3 stand-in accepts no other signature (../emulators/s3-signature-check.ts), so
 * another program on the machine cannot read or write the files bucket.
 */
export const LOCAL_CREDENTIALS = {
  accessKeyId: `LOCAL${randomBytes(8).toString('hex').toUpperCase()}`,
  secretAccessKey: randomBytes(30).toString('base64url'),
};
export const FILES_BUCKET = 'ndis-site-files-local';
/** The site bucket's stand-in: only the job pages and their templates (the build is served from disk). */
export const SITE_BUCKET = 'ndis-site-local';

export interface Endpoints {
  dynamodb: string;
  s3: string;
  ses: string;
  /** cognito-local itself: the handlers use the pool's admin API as they do in the cloud. */
  cognito: string;
}

export function clientOptions(endpoint: string): {
  region: string;
  endpoint: string;
  credentials: typeof LOCAL_CREDENTIALS;
} {
  return { region: REGION, endpoint, credentials: LOCAL_CREDENTIALS };
}

/** The environment the Lambda handlers get in the cloud, pointed at the stand-ins. */
export function handlerEnvironment(options: {
  endpoints: Endpoints;
  paginationSecret: string;
  userPoolId: string;
}): Record<string, string> {
  const { endpoints } = options;
  return {
    ...sharedHandlerEnvironment({
      // Local tables are named after their entity.
      tableNames: Object.fromEntries(
        Object.values(TABLES).map((table) => [table.entity, table.entity]),
      ) as Record<TableDefinition['entity'], string>,
      rateLimitTable: RATE_LIMIT_TABLE.name,
      filesBucket: FILES_BUCKET,
      ...MAIL_ADDRESSES,
      userPoolId: options.userPoolId,
    }),
    [HANDLER_ENV.siteBucket]: SITE_BUCKET,
    [HANDLER_ENV.paginationSecret]: options.paginationSecret,
    [HANDLER_ENV.s3ForcePathStyle]: 'true',
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: endpoints.cognito,
    // s3rver predates S3's default checksums and would store the checksum framing as object bytes.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
  };
}
