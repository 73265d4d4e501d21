// s3rver 3.7.1 checks a SigV4 presigned URL's expiry but not its signature, so a browser sending
// another Content-Type than the one signed would pass locally and get 403 from S3. This middleware
// verifies query-string SigV4 signatures as S3 does. (Header-signed SDK calls are not checked.)
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const S3Error = require('s3rver/lib/models/error.js') as new (
  code: string,
  message?: string,
  detail?: Record<string, unknown>,
) => Error;

/** s3rver's built-in account, which every local client signs with (lib/local/aws-env.ts). */
const SECRETS: Record<string, string> = { S3RVER: 'S3RVER' };

export interface PresignedContext {
  method: string;
  path: string;
  querystring: string;
  headers: IncomingHttpHeaders;
  set(name: string, value: string): void;
}

/** RFC 3986 encoding, as SigV4 canonicalises names and values. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function headerValue(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
}

export function expectedSignature(
  ctx: PresignedContext,
): { given: string; expected: string } | null {
  const pairs = ctx.querystring
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      return [decode(name), decode(rest.join('='))] as const;
    });
  const query = new Map(pairs);
  const given = query.get('X-Amz-Signature');
  if (!given || query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') {
    return null;
  }
  const [accessKey = '', date = '', region = '', service = '', terminator = ''] = (
    query.get('X-Amz-Credential') ?? ''
  ).split('/');
  const secret = SECRETS[accessKey];
  if (!secret || terminator !== 'aws4_request') {
    return { given, expected: '' };
  }
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  const canonicalQuery = pairs
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalUri = ctx.path
    .split('/')
    .map((segment) => uriEncode(decode(segment)))
    .join('/');
  const canonicalRequest = [
    ctx.method,
    canonicalUri,
    canonicalQuery,
    ...signedHeaders.map((name) => `${name}:${headerValue(ctx.headers, name)}`),
    '',
    signedHeaders.join(';'),
    query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = [date, region, service, 'aws4_request'].join('/');
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    query.get('X-Amz-Date') ?? '',
    scope,
    createHash('sha256').update(canonicalRequest, 'utf8').digest('hex'),
  ].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return { given, expected: hmac(key, stringToSign).toString('hex') };
}

export function presignedSignatureCheck() {
  return async function presignedSignatureMiddleware(
    ctx: PresignedContext,
    next: () => Promise<void>,
  ): Promise<void> {
    const check = ctx.method === 'OPTIONS' ? null : expectedSignature(ctx);
    if (
      check &&
      (check.given.length !== check.expected.length ||
        !timingSafeEqual(Buffer.from(check.given), Buffer.from(check.expected)))
    ) {
      const origin = headerValue(ctx.headers, 'origin');
      if (origin) {
        // S3 answers a refused CORS request with CORS headers, so the page can read the 403.
        ctx.set('Access-Control-Allow-Origin', origin);
      }
      throw new S3Error(
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. ' +
          'Check your key and signing method.',
      );
    }
    await next();
  };
}
