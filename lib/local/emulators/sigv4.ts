// Verifies AWS Signature Version 4 for the stand-ins that check credentials (S3, DynamoDB): the
// request as received is signed again by @smithy/signature-v4, the signer the AWS SDK itself uses,
// with the secret of the access key it names, the date, region, service and headers it says it
// signed, and the two signatures are compared in constant time.
import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  ALGORITHM_IDENTIFIER as SIGV4,
  ALGORITHM_QUERY_PARAM,
  AMZ_DATE_HEADER,
  AMZ_DATE_QUERY_PARAM,
  AUTH_HEADER,
  CREDENTIAL_QUERY_PARAM,
  EXPIRES_QUERY_PARAM,
  MAX_PRESIGNED_TTL,
  SHA256_HEADER as CONTENT_SHA256,
  SIGNATURE_QUERY_PARAM,
  SIGNED_HEADERS_QUERY_PARAM,
  SignatureV4,
  UNSIGNED_PAYLOAD,
} from '@smithy/signature-v4';

type HttpRequest = Parameters<SignatureV4['presign']>[0];
type QueryParameterBag = NonNullable<HttpRequest['query']>;
/** What the signer hashes: a string (UTF-8) or bytes. */
type SourceData = string | ArrayBuffer | ArrayBufferView;

/** The query parameters of a presigned URL that presign() writes itself. */
const PRESIGN_PARAMETERS = new Set([
  ALGORITHM_QUERY_PARAM,
  CREDENTIAL_QUERY_PARAM,
  AMZ_DATE_QUERY_PARAM,
  EXPIRES_QUERY_PARAM,
  SIGNED_HEADERS_QUERY_PARAM,
  SIGNATURE_QUERY_PARAM,
]);

export interface SignedRequest {
  method: string;
  /** The path as sent (percent-encoded). */
  path: string;
  querystring: string;
  headers: IncomingHttpHeaders;
}

/** What a signature says about itself: who signed, when, for what, and the signature. */
interface Claim {
  presigned: boolean;
  accessKeyId: string;
  region: string;
  service: string;
  signingDate: Date;
  signedHeaders: string[];
  /** Seconds a presigned URL is valid. */
  expiresIn: number;
  signature: string;
}

/** SHA-256, or HMAC-SHA-256 given a key, from node:crypto in the shape the signer takes. */
class NodeSha256 {
  private hash: Hash | Hmac;

  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }

  private fresh(): Hash | Hmac {
    return this.secret === undefined
      ? createHash('sha256')
      : createHmac('sha256', bytesOf(this.secret));
  }

  update(chunk: Uint8Array): void {
    this.hash.update(chunk);
  }

  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }

  reset(): void {
    this.hash = this.fresh();
  }
}

function bytesOf(data: SourceData): Buffer {
  if (typeof data === 'string') {
    return Buffer.from(data, 'utf8');
  }
  return ArrayBuffer.isView(data)
    ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    : Buffer.from(data);
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // Not percent-encoded after all: sign it as sent.
  }
}

/** RFC 3986 encoding, as SigV4 canonicalises a path segment. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
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

/** "20250101T000000Z" as a date; undefined for anything else. */
function amzDate(value: string): Date | undefined {
  const parts = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!parts) {
    return undefined;
  }
  const [year, month, day, hours, minutes, seconds] = parts.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day, hours, minutes, seconds));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The claim of a signature in the query string or the Authorization header; null for none. */
function claimOf(ctx: SignedRequest): Claim | undefined | null {
  const query = new Map(queryPairs(ctx.querystring));
  const presigned = query.has(SIGNATURE_QUERY_PARAM) && query.get(ALGORITHM_QUERY_PARAM) === SIGV4;
  let fields: Map<string, string>;
  let date: string;
  if (presigned) {
    fields = new Map([
      ['Credential', query.get(CREDENTIAL_QUERY_PARAM) ?? ''],
      ['SignedHeaders', query.get(SIGNED_HEADERS_QUERY_PARAM) ?? ''],
      ['Signature', query.get(SIGNATURE_QUERY_PARAM) ?? ''],
    ]);
    date = query.get(AMZ_DATE_QUERY_PARAM) ?? '';
  } else {
    const authorization = headerValue(ctx.headers, AUTH_HEADER);
    if (!authorization.startsWith(`${SIGV4} `)) {
      return null;
    }
    fields = new Map(
      authorization
        .slice(SIGV4.length + 1)
        .split(',')
        .map((field) => {
          const [name = '', ...rest] = field.trim().split('=');
          return [name, rest.join('=')] as const;
        }),
    );
    date = headerValue(ctx.headers, AMZ_DATE_HEADER);
  }
  const [accessKeyId = '', , region = '', service = '', terminator] = (
    fields.get('Credential') ?? ''
  ).split('/');
  const signingDate = amzDate(date);
  const expiresIn = presigned ? Number(query.get(EXPIRES_QUERY_PARAM)) : 0;
  // No client can presign a URL valid over a week (the signer refuses to).
  const validFor = Number.isSafeInteger(expiresIn) && expiresIn <= MAX_PRESIGNED_TTL;
  if (!signingDate || terminator !== 'aws4_request' || !validFor) {
    return undefined;
  }
  return {
    presigned,
    accessKeyId,
    region,
    service,
    signingDate,
    signedHeaders: (fields.get('SignedHeaders') ?? '').split(';').filter(Boolean),
    expiresIn,
    signature: fields.get('Signature') ?? '',
  };
}

/** The received request, as the signer takes it: only the headers the client signed. */
function requestToSign(
  ctx: SignedRequest,
  claim: Claim,
  body: Uint8Array | undefined,
): HttpRequest & { query: QueryParameterBag } {
  const query: QueryParameterBag = {};
  for (const [name, value] of queryPairs(ctx.querystring)) {
    if (claim.presigned && PRESIGN_PARAMETERS.has(name)) {
      continue;
    }
    const earlier = query[name];
    query[name] = earlier === undefined || earlier === null ? value : [earlier, value].flat();
  }
  const headers: Record<string, string> = {};
  for (const name of claim.signedHeaders) {
    headers[name] = headerValue(ctx.headers, name);
  }
  return {
    method: ctx.method,
    protocol: 'http:',
    hostname: headerValue(ctx.headers, 'host'),
    // S3 signs each path segment encoded once, whatever the client sent; for other services the
    // signer encodes the path as sent once more.
    path:
      claim.service === 's3'
        ? ctx.path
            .split('/')
            .map((segment) => uriEncode(decode(segment)))
            .join('/')
        : ctx.path,
    query,
    headers,
    body,
  };
}

function bodyHash(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('hex');
}

/** The signature AWS would compute for the claim with this secret. */
async function expectedSignature(
  ctx: SignedRequest,
  claim: Claim,
  secretAccessKey: string,
  body: Uint8Array | undefined,
): Promise<string> {
  const signer = new SignatureV4({
    credentials: { accessKeyId: claim.accessKeyId, secretAccessKey },
    region: claim.region,
    service: claim.service,
    sha256: NodeSha256,
    uriEscapePath: claim.service !== 's3',
    // The payload hash is signed only where the client signed it.
    applyChecksum: false,
  });
  const request = requestToSign(ctx, claim, body);
  const signableHeaders = new Set(claim.signedHeaders);
  // A body that is here is signed as it is, whatever hash a header claims for it.
  if (body !== undefined && CONTENT_SHA256 in request.headers) {
    request.headers[CONTENT_SHA256] = bodyHash(body);
  }
  if (!claim.presigned) {
    const signed = await signer.sign(request, { signingDate: claim.signingDate, signableHeaders });
    return /Signature=([0-9a-f]+)$/.exec(signed.headers[AUTH_HEADER] ?? '')?.[1] ?? '';
  }
  // presign() takes the payload hash from an x-amz-content-sha256 header and moves that header
  // into the query, where a presigned URL carries it; S3 URLs without it sign UNSIGNED-PAYLOAD.
  const unhoistableHeaders = new Set(claim.signedHeaders);
  const unsignableHeaders = new Set<string>();
  const hashParameter = Object.keys(request.query).find(
    (name) => name.toLowerCase() === CONTENT_SHA256,
  );
  if (hashParameter !== undefined) {
    request.headers[hashParameter] =
      body !== undefined ? bodyHash(body) : String(request.query[hashParameter]);
    delete request.query[hashParameter];
  } else if (!(CONTENT_SHA256 in request.headers)) {
    request.headers[CONTENT_SHA256] = body !== undefined ? bodyHash(body) : UNSIGNED_PAYLOAD;
    unhoistableHeaders.add(CONTENT_SHA256);
    unsignableHeaders.add(CONTENT_SHA256);
  }
  const presigned = await signer.presign(request, {
    signingDate: claim.signingDate,
    expiresIn: claim.expiresIn,
    signableHeaders,
    unhoistableHeaders,
    unsignableHeaders,
  });
  const signature = presigned.query?.[SIGNATURE_QUERY_PARAM];
  return typeof signature === 'string' ? signature : '';
}

function matches(given: string, expected: string): boolean {
  return (
    expected !== '' &&
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

/**
 * Whether the request's SigV4 signature (query string or Authorization header) is the one a secret
 * of `secrets` gives; null when it carries none. `body`, for services whose requests are read whole
 * (DynamoDB), is signed as received; without it the payload hash the request names is signed.
 */
export async function sigV4Verdict(
  ctx: SignedRequest,
  secrets: Readonly<Record<string, string>>,
  body?: Uint8Array,
): Promise<boolean | null> {
  const claim = claimOf(ctx);
  if (claim === null) {
    return null;
  }
  const secret =
    claim && Object.hasOwn(secrets, claim.accessKeyId) ? secrets[claim.accessKeyId] : undefined;
  if (!claim || secret === undefined) {
    return false;
  }
  return matches(claim.signature, await expectedSignature(ctx, claim, secret, body));
}
