// /public/staff/* served from the files bucket, as CloudFront does in the cloud (an S3 origin with
// origin access control for that path only).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { errorText, type Log } from '../log.js';

export const PUBLIC_FILES_PREFIX = '/public/staff/';

export function createPublicFiles(options: {
  s3: S3Client;
  bucket: string;
  log: Log;
  notFound: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}) {
  return async function servePublicFile(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    let key: string;
    try {
      key = decodeURIComponent(path.slice(1));
    } catch {
      await options.notFound(req, res);
      return;
    }
    try {
      const object = await options.s3.send(
        new GetObjectCommand({ Bucket: options.bucket, Key: key }),
      );
      res.writeHead(200, {
        'content-type': object.ContentType ?? 'application/octet-stream',
        ...(object.ContentLength !== undefined ? { 'content-length': object.ContentLength } : {}),
        ...(object.ETag ? { etag: object.ETag } : {}),
        'cache-control': 'public, max-age=86400',
      });
      if (req.method === 'HEAD' || !object.Body) {
        res.end();
        return;
      }
      (object.Body as Readable).pipe(res);
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'NoSuchKey' || name === 'NotFound') {
        await options.notFound(req, res);
        return;
      }
      options.log(`Serving ${key} failed: ${errorText(error)}`);
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The file store did not answer.');
    }
  };
}
