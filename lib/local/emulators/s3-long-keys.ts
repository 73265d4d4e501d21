// s3rver keeps an object in files named after its key's segments, the last with a suffix, so a key
// with a segment longer than a file name may be (255 bytes on Linux and macOS) cannot be stored: a
// read failed with 500 InternalError (which the SDK retries), and a write crashed the stand-in on
// the write stream's unhandled error. S3 holds keys up to 1024 bytes; such a key is one the local
// store cannot hold, so this middleware, placed before s3rver's router, answers a read of it with
// NoSuchKey, as for any key the bucket lacks, and anything else with 400 KeyTooLongError.
import { sep } from 'node:path';
import { S3Error } from './s3-error';
import type { S3rverStore } from './s3-multipart-gaps';

/** The longest file name the file systems s3rver runs on allow, in bytes (NAME_MAX). */
const MAX_FILE_NAME_BYTES = 255;
/** Of the files s3rver keeps per object, the one with the longest name. */
const LONGEST_RESOURCE = 'metadata.json';

function storable(store: S3rverStore, bucket: string, key: string): boolean {
  return store
    .getResourcePath(bucket, key, LONGEST_RESOURCE)
    .split(sep)
    .every((name) => Buffer.byteLength(name) <= MAX_FILE_NAME_BYTES);
}

/** The key a path-style request names, or undefined for none (or one not percent-encoded). */
function keyOf(path: string): { bucket: string; key: string } | undefined {
  const [, bucket = '', ...keyParts] = path.split('/');
  try {
    const key = keyParts.map(decodeURIComponent).join('/');
    return bucket && key ? { bucket, key } : undefined;
  } catch {
    return undefined; // Malformed: s3rver's router answers it.
  }
}

export function longKeys() {
  return async function longKeysMiddleware(
    ctx: { method: string; path: string; store: S3rverStore },
    next: () => Promise<void>,
  ): Promise<void> {
    const named = keyOf(ctx.path);
    if (named && !storable(ctx.store, named.bucket, named.key)) {
      throw ctx.method === 'GET' || ctx.method === 'HEAD'
        ? new S3Error('NoSuchKey', 'The specified key does not exist.', { Key: named.key })
        : new S3Error('KeyTooLongError', 'Your key is too long for the local S3 stand-in.');
    }
    await next();
  };
}
