// Verifies AWS Signature Version 4 as AWS does, for the stand-ins that check credentials: the
// canonical request, the string to sign and the signing key of the SigV4 specification, with the
// secrets the stack made for this start.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const SIGV4 = 'AWS4-HMAC-SHA256';

export interface SignedRequest {
  method: string;
  path: string;
  querystring: string;
  headers: IncomingHttpHeaders;
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

export function headerValue(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
}

export function queryPairs(querystring: string): (readonly [string, string])[] {
  return querystring
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      return [decode(name), decode(rest.join('='))] as const;
    });
}

/** The SigV4 signature a request carries, or null if it carries none. */
function sigV4Parts(ctx: SignedRequest): SigV4Parts | null {
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

/** The signature AWS would compute for these parts, or '' for an unknown access key. */
function expectedSignature(
  ctx: SignedRequest,
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

/**
 * Whether the request's SigV4 signature (query string or Authorization header) is one of `secrets`
 * would give; null when it carries none. `payloadHash` replaces the x-amz-content-sha256 header for
 * services whose clients do not send it (DynamoDB signs the body's hash without the header).
 */
export function sigV4Verdict(
  ctx: SignedRequest,
  secrets: Readonly<Record<string, string>>,
  payloadHash?: string,
): boolean | null {
  const parts = sigV4Parts(ctx);
  if (!parts) {
    return null;
  }
  const signed = payloadHash === undefined ? parts : { ...parts, payloadHash };
  return matches(parts.signature, expectedSignature(ctx, signed, secrets));
}
