// AWS SDK clients, created on first use and then reused across invocations. Endpoints come from the
// SDK's standard AWS_ENDPOINT_URL_* variables, which the local stack sets.

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config';

let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;
let sesClient: SESv2Client | undefined;
let secretsManagerClient: SecretsManagerClient | undefined;

/**
 * Per-attempt time limits. The SDK's defaults wait for ever, so one slow call could run a handler
 * into its 15 s Lambda timeout after it already wrote (createMessage: the visitor sees a failure for
 * a stored message and sends it again). Attempts x (connection + request) stays well under 15 s.
 */
export const CLIENT_LIMITS = {
  dynamo: { maxAttempts: 3, connectionTimeout: 1000, requestTimeout: 2000 },
  s3: { maxAttempts: 2, connectionTimeout: 1000, requestTimeout: 5000 },
  ses: { maxAttempts: 2, connectionTimeout: 1000, requestTimeout: 3000 },
  secretsManager: { maxAttempts: 3, connectionTimeout: 1000, requestTimeout: 2000 },
} as const;

function limited(limits: (typeof CLIENT_LIMITS)[keyof typeof CLIENT_LIMITS]) {
  const { maxAttempts, connectionTimeout, requestTimeout } = limits;
  return {
    maxAttempts,
    // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes.
    requestHandler: { connectionTimeout, requestTimeout, throwOnRequestTimeout: true },
  };
}

export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient(limited(CLIENT_LIMITS.dynamo)),
    {
      marshallOptions: { removeUndefinedValues: true },
    },
  );
  return documentClient;
}

export function s3(): S3Client {
  s3Client ??= new S3Client({
    ...limited(CLIENT_LIMITS.s3),
    forcePathStyle: config.s3ForcePathStyle(),
    // Otherwise presigned PUT and UploadPart URLs carry the checksum of an empty body, and S3
    // rejects the browser's upload of the real bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3Client;
}

export function ses(): SESv2Client {
  sesClient ??= new SESv2Client(limited(CLIENT_LIMITS.ses));
  return sesClient;
}

export function secretsManager(): SecretsManagerClient {
  secretsManagerClient ??= new SecretsManagerClient(limited(CLIENT_LIMITS.secretsManager));
  return secretsManagerClient;
}
