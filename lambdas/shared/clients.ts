// AWS SDK clients, created on first use and then reused across invocations. Endpoints come from the
// SDK's standard AWS_ENDPOINT_URL_* variables, which the local stack sets.

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from './config';

let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;
let sesClient: SESv2Client | undefined;

export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export function s3(): S3Client {
  s3Client ??= new S3Client({
    forcePathStyle: config.s3ForcePathStyle(),
    // Otherwise presigned PUT and UploadPart URLs carry the checksum of an empty body, and S3
    // rejects the browser's upload of the real bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3Client;
}

export function ses(): SESv2Client {
  sesClient ??= new SESv2Client({});
  return sesClient;
}
