// /public/lists/<name>.json served from the files bucket, as CloudFront does in the cloud (the
// files bucket's origin for that path): only the lists schema/contract/publicLists.ts names, with
// the Cache-Control the publisher stored, a 304 for an unchanged ETag, compressed like the site.
// S3 replaces an object atomically but s3rver rewrites its file in place, so a read that meets a
// publish can fail or come back cut short: such a read is tried again, and when the list is still
// being rewritten the last whole copy read is served, so a visitor always gets the old list or the
// new one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import {
  PUBLIC_LISTS,
  PUBLIC_LISTS_PREFIX,
  type PublicListName,
  publicListPath,
} from '../../../schema/contract/publicLists';
import { errorText, type Log } from '../processes/log';
import { chooseEncoding, compressed, isCompressible } from './compression';

export const PUBLIC_LISTS_PATH_PREFIX = `/${PUBLIC_LISTS_PREFIX}`;

/** The waits before reading a list again after a failed or torn read. */
const REREAD_DELAYS_MS = [10, 25, 50, 100, 200];

/** One whole, parseable copy of a list as stored, with the publisher's headers. */
interface ListCopy {
  raw: Buffer;
  type: string;
  etag?: string;
  cacheControl?: string;
}

const isMissing = (error: unknown) =>
  error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound');

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
  const lastGood = new Map<string, ListCopy>();

  /** The object read whole and parsed; a failed or torn read is tried again a few times. */
  async function readWholeCopy(key: string): Promise<ListCopy> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const object = await options.s3.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: key }),
        );
        const raw = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        JSON.parse(raw.toString('utf8'));
        const copy: ListCopy = {
          raw,
          type: object.ContentType ?? 'application/json',
          ...(object.ETag ? { etag: object.ETag } : {}),
          ...(object.CacheControl ? { cacheControl: object.CacheControl } : {}),
        };
        lastGood.set(key, copy);
        return copy;
      } catch (error) {
        const delay = REREAD_DELAYS_MS[attempt];
        if (isMissing(error) || delay === undefined) throw error;
        options.log(`Reading ${key} again: ${error instanceof Error ? error.message : error}`);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

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
    let copy: ListCopy | undefined;
    try {
      copy = await readWholeCopy(key);
    } catch (error) {
      if (isMissing(error)) {
        await options.notFound(req, res);
        return;
      }
      copy = lastGood.get(key);
      options.log(
        `Serving ${key} failed${copy ? '; serving its last whole copy' : ''}: ${errorText(error)}`,
      );
      if (!copy) {
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The file store did not answer.');
        return;
      }
    }
    const { raw, type } = copy;
    const common = {
      ...(copy.etag ? { etag: copy.etag } : {}),
      ...(copy.cacheControl ? { 'cache-control': copy.cacheControl } : {}),
    };
    if (copy.etag && req.headers['if-none-match'] === copy.etag) {
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
