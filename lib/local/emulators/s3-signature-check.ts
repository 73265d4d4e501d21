// s3rver 3.7.1 accepts anonymous requests to any bucket and checks neither SigV4 presigned URLs'
// signatures (only their expiry) nor SigV4 Authorization headers. The files bucket is private in the
// cloud, so this middleware answers as S3 does for it: an unsigned request gets 403 AccessDenied
// (CORS preflights aside), and a SigV4 signature, in the query string or the Authorization header,
// must be the one the stack's secret gives. A browser sending another Content-Type than the one
// signed thus gets 403 here as it would from S3. SigV2, which s3rver would check against its
// built-in, publicly known account, is refused: the SDK signs with SigV4 only.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const S3Error = require('s3rver/lib/models/error.js') as new (
  code: string,
  message?: string,
  detail?: Record<string, unknown>,
) => Error;

const SIGV4 = 'AWS4-HMAC-SHA256';

export interface SignedRequestContext {
  method: string;
  path: string;
  querystring: string;
  headers: IncomingHttpHeaders;
  set(name: string, value: string): void;
}

/** What a SigV4 signature covers, from the query string or the Authorization header. */
interface SigV4Parts {
  signature: string;
  credential: string;
  signedHeaders: string[];
  amzDate: string;
  payloadHash: string;
  /** Query parameters that are signed (all but the signature itself). */
  query: (readonly [string, string])[];
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
    return value; // Not percent-encoded after all: sign it as sent.
  }
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function headerValue(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
}

function queryPairs(querystring: string): (readonly [string, string])[] {
  return querystring
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      return [decode(name), decode(rest.join('='))] as const;
    });
}

/** The SigV4 signature a request carries, or null if it carries none. */
function sigV4Parts(ctx: SignedRequestContext): SigV4Parts | null {
  const pairs = queryPairs(ctx.querystring);
  const query = new Map(pairs);
  const presigned = query.get('X-Amz-Signature');
  if (presigned && query.get('X-Amz-Algorithm') === SIGV4) {
    return {
      signature: presigned,
      credential: query.get('X-Amz-Credential') ?? '',
      signedHeaders: (query.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean),
      amzDate: query.get('X-Amz-Date') ?? '',
      payloadHash: query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
      query: pairs.filter(([name]) => name !== 'X-Amz-Signature'),
    };
  }
  const authorization = headerValue(ctx.headers, 'authorization');
  if (!authorization.startsWith(`${SIGV4} `)) {
    return null;
  }
  const fields = new Map(
    authorization
      .slice(SIGV4.length + 1)
      .split(',')
      .map((field) => {
        const [name = '', ...rest] = field.trim().split('=');
        return [name, rest.join('=')] as const;
      }),
  );
  return {
    signature: fields.get('Signature') ?? '',
    credential: fields.get('Credential') ?? '',
    signedHeaders: (fields.get('SignedHeaders') ?? '').split(';').filter(Boolean),
    amzDate: headerValue(ctx.headers, 'x-amz-date'),
    payloadHash: headerValue(ctx.headers, 'x-amz-content-sha256'),
    query: pairs,
  };
}

/** The signature S3 would compute for these parts, or '' for an unknown access key. */
function expectedSignature(
  ctx: SignedRequestContext,
  parts: SigV4Parts,
  secrets: Readonly<Record<string, string>>,
): string {
  const [accessKey = '', date = '', region = '', service = '', terminator = ''] =
    parts.credential.split('/');
  const secret = Object.hasOwn(secrets, accessKey) ? secrets[accessKey] : undefined;
  if (!secret || terminator !== 'aws4_request') {
    return '';
  }
  const canonicalQuery = parts.query
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
    ...parts.signedHeaders.map((name) => `${name}:${headerValue(ctx.headers, name)}`),
    '',
    parts.signedHeaders.join(';'),
    parts.payloadHash,
  ].join('\n');
  const scope = [date, region, service, 'aws4_request'].join('/');
  const stringToSign = [
    SIGV4,
    parts.amzDate,
    scope,
    createHash('sha256').update(canonicalRequest, 'utf8').digest('hex'),
  ].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return hmac(key, stringToSign).toString('hex');
}

function matches(given: string, expected: string): boolean {
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

/** Signed with SigV2, in the query or the header. */
function signedWithSigV2(ctx: SignedRequestContext): boolean {
  return (
    queryPairs(ctx.querystring).some(([name]) => name === 'Signature') ||
    headerValue(ctx.headers, 'authorization').startsWith('AWS ')
  );
}

/** `secrets`: the secret access key of each access key id the stand-in accepts. */
export function signedRequestCheck(secrets: Readonly<Record<string, string>>) {
  return async function signedRequestMiddleware(
    ctx: SignedRequestContext,
    next: () => Promise<void>,
  ): Promise<void> {
    // Preflights carry no credentials; s3rver answers them from the bucket's CORS rules.
    if (ctx.method === 'OPTIONS') {
      await next();
      return;
    }
    const parts = sigV4Parts(ctx);
    if (!parts || !matches(parts.signature, expectedSignature(ctx, parts, secrets))) {
      const origin = headerValue(ctx.headers, 'origin');
      if (origin) {
        // S3 answers a refused CORS request with CORS headers, so the page can read the 403.
        ctx.set('Access-Control-Allow-Origin', origin);
      }
      throw parts || signedWithSigV2(ctx)
        ? new S3Error(
            'SignatureDoesNotMatch',
            'The request signature we calculated does not match the signature you provided. ' +
              'Check your key and signing method.',
          )
        : new S3Error('AccessDenied', 'Access Denied');
    }
    await next();
  };
}
