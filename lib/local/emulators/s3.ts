// S3 stand-in: s3rver (plus the multipart gap filler) in a child process, files under DATA_DIR, and
// the files bucket with the CORS rules browsers need for presigned uploads from the site's origin.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateBucketCommand,
  HeadBucketCommand,
  PutBucketCorsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { FILES_BUCKET, clientOptions } from '../aws-env.js';
import { startChild } from '../child-process.js';
import { LOOPBACK } from '../ports.js';
import type { EmulatorOptions, RunningEmulator } from './dynamodb.js';

const CHILD_ENTRY = fileURLToPath(new URL('./s3rver-main.ts', import.meta.url));

export function localS3Client(endpoint: string): S3Client {
  return new S3Client({
    ...clientOptions(endpoint),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export async function startS3(options: EmulatorOptions): Promise<RunningEmulator> {
  const endpoint = `http://${LOOPBACK}:${options.port}`;
  const directory = join(options.dataDir, 's3');
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const child = await startChild({
    name: 's3rver',
    args: ['--import', 'tsx', CHILD_ENTRY],
    env: {
      ...process.env,
      S3RVER_PORT: String(options.port),
      S3RVER_DIR: directory,
      S3RVER_VERBOSE: String(Boolean(options.verbose)),
    },
    readyUrl: endpoint,
    allowedOrigins: options.allowedOrigins,
    dataDir: options.dataDir,
    log: options.log,
    verbose: options.verbose,
    onUnexpectedExit: options.onUnexpectedExit,
  });
  return { endpoint, child };
}

/** Creates the files bucket if needed and (re)applies CORS for the site's current origins. */
export async function ensureFilesBucket(endpoint: string, siteOrigins: string[]): Promise<void> {
  const client = localS3Client(endpoint);
  try {
    try {
      await client.send(new HeadBucketCommand({ Bucket: FILES_BUCKET }));
    } catch (error) {
      if ((error as Error).name !== 'NotFound') {
        throw error;
      }
      await client.send(new CreateBucketCommand({ Bucket: FILES_BUCKET }));
    }
    await client.send(
      new PutBucketCorsCommand({
        Bucket: FILES_BUCKET,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: siteOrigins,
              AllowedMethods: ['GET', 'HEAD', 'PUT'],
              AllowedHeaders: ['*'],
              // The upload manager reads each part's ETag to complete a multipart upload.
              ExposeHeaders: ['ETag'],
              MaxAgeSeconds: 3000,
            },
          ],
        },
      }),
    );
  } finally {
    client.destroy();
  }
}
