// Fills s3rver 3.7.1's multipart gaps as a Koa middleware placed just before its router:
// AbortMultipartUpload, ListParts and ListMultipartUploads are missing, UploadPart and
// CompleteMultipartUpload accept unknown upload ids, and Complete checks neither part ETags, order
// nor the 5 MiB minimum. Real S3's answers are reproduced so upload code fails locally as in the cloud.
import { text } from 'node:stream/consumers';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { statIfExists } from '../data/fs-util';
import { S3Error } from './s3-error';

/** The part of s3rver's FilesystemStore this layer uses. */
export interface S3rverStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
}

/** The part of Koa's context this layer uses. */
export interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  req: IncomingMessage;
  store: S3rverStore;
}

export const MIN_PART_SIZE = 5 * 1024 * 1024;

interface StoredPart {
  partNumber: number;
  etag: string;
  size: number;
  lastModified: Date;
}

function noSuchUpload(uploadId: string): Error {
  return new S3Error(
    'NoSuchUpload',
    'The specified upload does not exist. The upload ID may be invalid, or the upload may have ' +
      'been aborted or completed.',
    { UploadId: uploadId },
  );
}

function uploadsDir(store: S3rverStore, bucket: string): string {
  return store.getResourcePath(bucket, undefined, 'uploads');
}

async function exists(path: string): Promise<boolean> {
  return (await statIfExists(path)) !== undefined;
}

async function uploadKey(dir: string): Promise<string> {
  return readFile(join(dir, 'key'), 'utf8');
}

/**
 * The parts s3rver has finished storing. It writes a part's file as the bytes arrive and its .md5
 * file last, so a part without one was cut off (the stack was killed mid-upload): S3 never
 * acknowledged it and does not list it.
 */
async function storedParts(dir: string): Promise<StoredPart[]> {
  const names = (await readdir(dir)).filter((name) => /^\d+$/.test(name));
  const parts = await Promise.all(
    names.map(async (name) => {
      const md5 = await readFile(join(dir, `${name}.md5`), 'utf8').catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      });
      if (md5 === undefined) return [];
      const info = await stat(join(dir, name));
      return [{ partNumber: Number(name), etag: md5, size: info.size, lastModified: info.mtime }];
    }),
  );
  return parts.flat().sort((a, b) => a.partNumber - b.partNumber);
}

/** The parts a CompleteMultipartUpload body lists, in the order given. */
function requestedParts(xml: string): { partNumber: number; etag: string }[] {
  return [...xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((match) => {
    const body = match[1] ?? '';
    const partNumber = Number(/<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(body)?.[1]);
    const etag = (/<ETag>([\s\S]*?)<\/ETag>/.exec(body)?.[1] ?? '')
      .replace(/&quot;|&#34;|"/g, '')
      .trim();
    return { partNumber, etag };
  });
}

async function checkCompletion(dir: string, xml: string): Promise<void> {
  const requested = requestedParts(xml);
  const stored = new Map((await storedParts(dir)).map((part) => [part.partNumber, part]));
  requested.forEach((part, index) => {
    const previous = requested[index - 1];
    if (previous && part.partNumber <= previous.partNumber) {
      throw new S3Error(
        'InvalidPartOrder',
        'The list of parts was not in ascending order. Parts must be ordered by part number.',
      );
    }
    const found = stored.get(part.partNumber);
    if (!found || found.etag !== part.etag) {
      throw new S3Error(
        'InvalidPart',
        'One or more of the specified parts could not be found. The part may not have been ' +
          "uploaded, or the specified entity tag may not match the part's entity tag.",
        { PartNumber: part.partNumber, ETag: part.etag },
      );
    }
    if (index < requested.length - 1 && found.size < MIN_PART_SIZE) {
      throw new S3Error(
        'EntityTooSmall',
        'Your proposed upload is smaller than the minimum allowed object size.',
        { ProposedSize: found.size, MinSizeAllowed: MIN_PART_SIZE, PartNumber: part.partNumber },
      );
    }
  });
}

/** Hands an already-read body back to s3rver, which reads the request stream itself. */
function replayBody(ctx: KoaContext, body: string): void {
  const replay = new PassThrough();
  replay.end(body);
  Object.assign(replay, { headers: ctx.req.headers, method: ctx.req.method, url: ctx.req.url });
  ctx.req = replay as unknown as IncomingMessage;
}

function singleQuery(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function multipartGaps() {
  return async function multipartGapsMiddleware(
    ctx: KoaContext,
    next: () => Promise<void>,
  ): Promise<void> {
    const [, bucket = '', ...keyParts] = ctx.path.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    const uploadId = singleQuery(ctx.query.uploadId);

    if (bucket && !key && ctx.method === 'GET' && 'uploads' in ctx.query) {
      const root = uploadsDir(ctx.store, bucket);
      const ids = (await exists(root)) ? await readdir(root) : [];
      const uploads = await Promise.all(
        ids.map(async (id) => ({
          Key: await uploadKey(join(root, id)),
          UploadId: id,
          Initiated: (await stat(join(root, id))).birthtime.toISOString(),
        })),
      );
      ctx.body = {
        ListMultipartUploadsResult: {
          Bucket: bucket,
          KeyMarker: '',
          UploadIdMarker: '',
          MaxUploads: 1000,
          IsTruncated: false,
          Upload: uploads,
        },
      };
      return;
    }

    if (!bucket || !key || uploadId === undefined) {
      await next();
      return;
    }
    const dir = join(uploadsDir(ctx.store, bucket), uploadId);
    if (!/^[0-9a-f]+$/.test(uploadId) || !(await exists(dir)) || (await uploadKey(dir)) !== key) {
      throw noSuchUpload(uploadId);
    }

    switch (ctx.method) {
      case 'DELETE':
        await rm(dir, { recursive: true, force: true });
        ctx.status = 204;
        ctx.body = null;
        return;
      case 'GET':
        ctx.body = {
          ListPartsResult: {
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            MaxParts: 1000,
            IsTruncated: false,
            Part: (await storedParts(dir)).map((part) => ({
              PartNumber: part.partNumber,
              LastModified: part.lastModified.toISOString(),
              ETag: JSON.stringify(part.etag),
              Size: part.size,
            })),
          },
        };
        return;
      case 'POST': {
        const body = await text(ctx.req);
        await checkCompletion(dir, body);
        replayBody(ctx, body);
        await next();
        return;
      }
      default:
        await next();
    }
  };
}
