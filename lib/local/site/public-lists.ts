// /public/lists/<name>.json served from the files bucket, as CloudFront does in the cloud (the
// files bucket's origin for that path): only the lists schema/contract/publicLists.ts names, with
// the Cache-Control the publisher stored, a 304 for an unchanged ETag, compressed like the site.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  PUBLIC_LISTS,
  PUBLIC_LISTS_PREFIX,
  type PublicListName,
  publicListPath,
} from '../../../schema/contract/publicLists';
import { errorText, type Log } from '../log';
import { chooseEncoding, compressed, isCompressible } from './compression';

export const PUBLIC_LISTS_PATH_PREFIX = `/${PUBLIC_LISTS_PREFIX}`;

const KEY_BY_PATH = new Map(
  (Object.keys(PUBLIC_LISTS) as PublicListName[]).map((name) => [
    publicListPath(name),
    PUBLIC_LISTS[name].key,
  ]),
);

export function createPublicLists(options: {
  s3: S3Client;
  bucket: string;
  log: Log;
  notFound: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}) {
  return async function servePublicList(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const key = KEY_BY_PATH.get(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!key) {
      await options.notFound(req, res);
      return;
    }
    let object;
    try {
      object = await options.s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'NoSuchKey' || name === 'NotFound') {
        await options.notFound(req, res);
        return;
      }
      options.log(`Serving ${key} failed: ${errorText(error)}`);
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The file store did not answer.');
      return;
    }
    const raw = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    const type = object.ContentType ?? 'application/json';
    const common = {
      ...(object.ETag ? { etag: object.ETag } : {}),
      ...(object.CacheControl ? { 'cache-control': object.CacheControl } : {}),
    };
    if (object.ETag && req.headers['if-none-match'] === object.ETag) {
      res.writeHead(304, common);
      res.end();
      return;
    }
    const encoding = isCompressible(type, raw.length)
      ? chooseEncoding(req.headers['accept-encoding'])
      : undefined;
    const body = encoding ? compressed(raw, encoding) : raw;
    res.writeHead(200, {
      ...common,
      'content-type': type,
      'content-length': body.length,
      ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
