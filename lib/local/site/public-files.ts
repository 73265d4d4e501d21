// /public/staff/* and the referral document served from the files bucket, as CloudFront does in the
// cloud (an S3 origin with origin access control for those paths only). A key that decodes to
// anything but one file name under public/staff/ (`..%2Fx`, say) and an object that is not of its
// path's types are "not found"; the site server adds nosniff, so no browser runs one as a page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { STAFF_PHOTO_LIMITS } from '../../../schema/contract/inputLimits';
import {
  REFERRAL_DOCUMENT_CONTENT_TYPE,
  REFERRAL_DOCUMENT_KEY,
  REFERRAL_DOCUMENT_PATH,
} from '../../../schema/contract/referralDocument';
import { errorText, type Log } from '../processes/log';

const PUBLIC_FILES_PREFIX = '/public/staff/';
const STAFF_PHOTO_KEY = /^public\/staff\/([^/\\]+)$/;
const PHOTO_TYPES: ReadonlySet<string> = new Set(STAFF_PHOTO_LIMITS.contentTypes);
const FORM_TYPES: ReadonlySet<string> = new Set([REFERRAL_DOCUMENT_CONTENT_TYPE]);

/** Whether the site server hands `path` to this route. */
export const isPublicFilePath = (path: string): boolean =>
  path.startsWith(PUBLIC_FILES_PREFIX) || path === REFERRAL_DOCUMENT_PATH;

/** The bucket key a URL path names and the types it may hold, if it is a public file's. */
function publicFile(urlPath: string): { key: string; types: ReadonlySet<string> } | undefined {
  if (urlPath === REFERRAL_DOCUMENT_PATH) return { key: REFERRAL_DOCUMENT_KEY, types: FORM_TYPES };
  const key = staffPhotoKey(urlPath);
  return key ? { key, types: PHOTO_TYPES } : undefined;
}

/** The bucket key a URL path names, if it is a staff photo's: public/staff/<one file name>. */
function staffPhotoKey(urlPath: string): string | undefined {
  let key: string;
  try {
    key = decodeURIComponent(urlPath.slice(1));
  } catch {
    return undefined;
  }
  const name = STAFF_PHOTO_KEY.exec(key)?.[1];
  return name && name !== '.' && name !== '..' && !name.includes('\0') ? key : undefined;
}

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
    const file = publicFile(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!file) {
      await options.notFound(req, res);
      return;
    }
    const { key, types } = file;
    try {
      const object = await options.s3.send(
        new GetObjectCommand({ Bucket: options.bucket, Key: key }),
      );
      const body = object.Body as Readable | undefined;
      const type = object.ContentType?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!types.has(type)) {
        body?.destroy();
        await options.notFound(req, res);
        return;
      }
      res.writeHead(200, {
        'content-type': type,
        ...(object.ContentLength !== undefined ? { 'content-length': object.ContentLength } : {}),
        ...(object.ETag ? { etag: object.ETag } : {}),
        'cache-control': 'public, max-age=86400',
      });
      if (req.method === 'HEAD' || !body) {
        body?.destroy();
        res.end();
        return;
      }
      body.pipe(res);
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
