// s3rver 3.7.1 ignores the conditional headers of writes and of copies, so "never overwrite a
// published photo" (CopyObject with If-None-Match: *) and "copy only the object that was checked"
// (x-amz-copy-source-if-match) did not hold locally. This Koa middleware, placed before s3rver's
// router, answers them as S3 does: 412 PreconditionFailed when a condition fails, 404 NoSuchKey for
// If-Match on a missing object. Conditional writes to one key run one at a time, so of two racing
// If-None-Match: * writes exactly one succeeds, as S3 guarantees.
import { S3Error } from './s3-error';
import type { KoaContext } from './s3-multipart-gaps';

/** The part of s3rver's FilesystemStore this layer uses. */
interface ObjectStore {
  existsObject(bucket: string, key: string): Promise<boolean>;
  getMetadata(bucket: string, key: string): Promise<{ etag?: string }>;
}

export interface ConditionalContext extends Pick<KoaContext, 'method' | 'path' | 'query'> {
  headers: Record<string, string | string[] | undefined>;
  store: ObjectStore;
}

function header(ctx: ConditionalContext, name: string): string | undefined {
  const value = ctx.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function preconditionFailed(condition: string): Error {
  return new S3Error(
    'PreconditionFailed',
    'At least one of the pre-conditions you specified did not hold',
    { Condition: condition },
  );
}

function unquoted(etag: string): string {
  return etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
}

/** Whether an If-Match / If-None-Match list (`*` or quoted ETags) names the object's ETag. */
function listMatches(list: string, etag: string | undefined): boolean {
  if (etag === undefined) {
    return false;
  }
  return list.split(',').some((item) => item.trim() === '*' || unquoted(item) === unquoted(etag));
}

/** The current ETag at `bucket/key`, or undefined when there is no object. */
async function currentEtag(
  store: ObjectStore,
  bucket: string,
  key: string,
): Promise<string | undefined> {
  if (!(await store.existsObject(bucket, key))) {
    return undefined;
  }
  return (await store.getMetadata(bucket, key)).etag ?? '';
}

/** Checks If-Match and If-None-Match against the object a write would replace. */
async function checkWriteTarget(ctx: ConditionalContext, bucket: string, key: string) {
  const ifMatch = header(ctx, 'if-match');
  const ifNoneMatch = header(ctx, 'if-none-match');
  if (ifMatch === undefined && ifNoneMatch === undefined) {
    return;
  }
  const etag = await currentEtag(ctx.store, bucket, key);
  if (ifMatch !== undefined) {
    if (etag === undefined) {
      throw new S3Error('NoSuchKey', 'The specified key does not exist.', { Key: key });
    }
    if (!listMatches(ifMatch, etag)) {
      throw preconditionFailed('If-Match');
    }
  }
  if (ifNoneMatch !== undefined && listMatches(ifNoneMatch, etag)) {
    throw preconditionFailed('If-None-Match');
  }
}

/** `bucket/key` from an x-amz-copy-source header (optionally with a leading slash, URL-encoded). */
function copySource(value: string): { bucket: string; key: string } {
  const [path = ''] = value.split('?');
  const [bucket = '', ...keyParts] = decodeURIComponent(path).replace(/^\//, '').split('/');
  return { bucket, key: keyParts.join('/') };
}

async function checkCopySource(ctx: ConditionalContext, source: string): Promise<void> {
  const ifMatch = header(ctx, 'x-amz-copy-source-if-match');
  const ifNoneMatch = header(ctx, 'x-amz-copy-source-if-none-match');
  if (ifMatch === undefined && ifNoneMatch === undefined) {
    return;
  }
  const { bucket, key } = copySource(source);
  const etag = await currentEtag(ctx.store, bucket, key);
  if (etag === undefined) {
    return; // s3rver answers NoSuchKey for the missing source.
  }
  if (ifMatch !== undefined && !listMatches(ifMatch, etag)) {
    throw preconditionFailed('x-amz-copy-source-If-Match');
  }
  if (ifNoneMatch !== undefined && listMatches(ifNoneMatch, etag)) {
    throw preconditionFailed('x-amz-copy-source-If-None-Match');
  }
}

/** Reads (GET, HEAD) with If-Match; s3rver answers If-None-Match on reads itself. */
async function checkRead(ctx: ConditionalContext, bucket: string, key: string): Promise<void> {
  const ifMatch = header(ctx, 'if-match');
  if (ifMatch === undefined) {
    return;
  }
  const etag = await currentEtag(ctx.store, bucket, key);
  if (etag !== undefined && !listMatches(ifMatch, etag)) {
    throw preconditionFailed('If-Match');
  }
}

export function conditionalRequests() {
  /** The tail of the conditional writes queued per `bucket/key`. */
  const writing = new Map<string, Promise<void>>();

  async function oneAtATime(target: string, write: () => Promise<void>): Promise<void> {
    const previous = writing.get(target) ?? Promise.resolve();
    const current = previous.then(write, write);
    const tail = current.catch(() => undefined);
    writing.set(target, tail);
    try {
      await current;
    } finally {
      if (writing.get(target) === tail) {
        writing.delete(target);
      }
    }
  }

  return async function conditionalRequestsMiddleware(
    ctx: ConditionalContext,
    next: () => Promise<void>,
  ): Promise<void> {
    const [, bucket = '', ...keyParts] = ctx.path.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    if (!bucket || !key) {
      await next();
      return;
    }
    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      await checkRead(ctx, bucket, key);
      await next();
      return;
    }
    const isPartUpload = ctx.method === 'PUT' && 'partNumber' in ctx.query;
    const isWrite =
      (ctx.method === 'PUT' && !isPartUpload) || (ctx.method === 'POST' && 'uploadId' in ctx.query);
    const source = header(ctx, 'x-amz-copy-source');
    const conditional =
      isWrite &&
      ['if-match', 'if-none-match', 'x-amz-copy-source-if-match', 'x-amz-copy-source-if-none-match']
        .map((name) => header(ctx, name))
        .some((value) => value !== undefined);
    if (!conditional) {
      await next();
      return;
    }
    await oneAtATime(`${bucket}/${key}`, async () => {
      if (source !== undefined) {
        await checkCopySource(ctx, source);
      }
      await checkWriteTarget(ctx, bucket, key);
      await next();
    });
  };
}
