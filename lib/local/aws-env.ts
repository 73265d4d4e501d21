// How code in this process reaches the stand-ins: the SDK's standard endpoint variables for the
// handlers (read when their clients are first created) and explicit client options for our own code.
import { randomBytes } from 'node:crypto';
import { TABLES } from '../../schema/contract/tables.js';

export const REGION = 'ap-southeast-2';
/**
 * The stack's AWS credentials, new for every start and known only to this process and the stand-ins
 * it starts: the S3 stand-in accepts no other signature (./emulators/s3-signature-check.ts), so
 * another program on the machine cannot read or write the files bucket.
 */
export const LOCAL_CREDENTIALS = {
  accessKeyId: `LOCAL${randomBytes(8).toString('hex').toUpperCase()}`,
  secretAccessKey: randomBytes(30).toString('base64url'),
};
export const FILES_BUCKET = 'ndis-site-files-local';
export const SENDER_EMAIL = 'no-reply@example.com';

export interface Endpoints {
  dynamodb: string;
  s3: string;
  ses: string;
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
  inboxEmail: string;
  paginationSecret: string;
}): Record<string, string> {
  const { endpoints } = options;
  return {
    ...Object.fromEntries(Object.values(TABLES).map((table) => [table.envVar, table.entity])),
    FILES_BUCKET,
    SENDER_EMAIL,
    INBOX_EMAIL: options.inboxEmail,
    PAGINATION_SECRET: options.paginationSecret,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_SESV2: endpoints.ses,
    // s3rver predates S3's default checksums and would store the checksum framing as object bytes.
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
  };
}
