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
import { FILES_BUCKET_CORS } from '../../../schema/contract/storage';
import { FILES_BUCKET, LOCAL_CREDENTIALS, SITE_BUCKET, clientOptions } from '../config/aws-env';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from './emulator';

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
  const directory = join(options.dataDir, 's3');
  await mkdir(directory, { recursive: true, mode: 0o700 });
  return startEmulator(options, (port) => ({
    name: 's3rver',
    script: CHILD_ENTRY,
    env: {
      ...process.env,
      S3RVER_PORT: String(port),
      S3RVER_DIR: directory,
      S3RVER_VERBOSE: String(Boolean(options.verbose)),
      S3RVER_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      S3RVER_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    },
    allowedOrigins: options.allowedOrigins,
    writesData: true,
  }));
}

/** Creates the site bucket's stand-in if needed: the job pages' publisher writes there. */
export async function ensureSiteBucket(endpoint: string): Promise<void> {
  const client = localS3Client(endpoint);
  try {
    await client
      .send(new HeadBucketCommand({ Bucket: SITE_BUCKET }))
      .catch(async (error: unknown) => {
        if ((error as Error).name !== 'NotFound') throw error;
        await client.send(new CreateBucketCommand({ Bucket: SITE_BUCKET }));
      });
  } finally {
    client.destroy();
  }
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
              AllowedMethods: [...FILES_BUCKET_CORS.allowedMethods],
              AllowedHeaders: [...FILES_BUCKET_CORS.allowedHeaders],
              ExposeHeaders: [...FILES_BUCKET_CORS.exposedHeaders],
              MaxAgeSeconds: FILES_BUCKET_CORS.maxAgeSeconds,
            },
          ],
        },
      }),
    );
  } finally {
    client.destroy();
  }
}
