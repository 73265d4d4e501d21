// AppSync's key operations (ListApiKeys, CreateApiKey, DeleteApiKey) as REST calls signed with
// SigV4 by @smithy/signature-v4, the signer the AWS SDK uses. The project installs no AppSync SDK
// client, and these three calls are small JSON requests:
// https://docs.aws.amazon.com/appsync/latest/APIReference/API_CreateApiKey.html and its neighbours.

import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import * as z from 'zod/mini';
import type { ApiKey, ApiKeys } from './rotation';

type SourceData = string | ArrayBuffer | ArrayBufferView;

function bytesOf(data: SourceData): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  return ArrayBuffer.isView(data)
    ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    : Buffer.from(data);
}

/** SHA-256, or HMAC-SHA-256 given a key, from node:crypto in the shape the signer takes. */
class NodeSha256 {
  private readonly hash: Hash | Hmac;

  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(secret));
  }

  update(data: SourceData): void {
    this.hash.update(bytesOf(data));
  }

  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

/** RFC 3986 encoding, as SigV4 canonicalises the query (URLSearchParams would write a space as +). */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const API_KEY = z.object({
  id: z.string().check(z.minLength(1)),
  description: z.optional(z.nullable(z.string())),
  expires: z.number(),
});
const LIST_PAGE = z.object({
  apiKeys: z.array(API_KEY),
  nextToken: z.optional(z.nullable(z.string())),
});
const CREATED = z.object({ apiKey: API_KEY });

/** A failed call, with AppSync's error type (x-amzn-ErrorType) and message. */
export class AppSyncCallError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly errorType: string,
    detail: string,
  ) {
    super(`AppSync ${operation} answered ${status} ${errorType}: ${detail}`);
    this.name = 'AppSyncCallError';
  }
}

export interface AppSyncApiKeysOptions {
  apiId: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Default https://appsync.<region>.amazonaws.com (the SDK's AWS_ENDPOINT_URL_APPSYNC overrides it). */
  endpoint?: string;
  /** Per call; the SDK's default would wait for ever. */
  timeoutMs?: number;
}

function toApiKey(key: z.infer<typeof API_KEY>): ApiKey {
  return {
    id: key.id,
    expires: key.expires,
    ...(key.description ? { description: key.description } : {}),
  };
}

export function appSyncApiKeys(options: AppSyncApiKeysOptions): ApiKeys {
  const endpoint = new URL(options.endpoint ?? `https://appsync.${options.region}.amazonaws.com`);
  const signer = new SignatureV4({
    service: 'appsync',
    region: options.region,
    credentials: options.credentials,
    sha256: NodeSha256,
  });
  const keysPath = `/v1/apis/${encodeURIComponent(options.apiId)}/apikeys`;

  async function call(
    operation: string,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    query: Record<string, string> = {},
    body?: unknown,
  ): Promise<unknown> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const signed = await signer.sign({
      method,
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
      path,
      query,
      headers: {
        host: endpoint.host,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body: payload }),
    });
    const search = Object.entries(query)
      .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
      .join('&');
    const response = await fetch(`${endpoint.origin}${path}${search ? `?${search}` : ''}`, {
      method,
      headers: signed.headers,
      ...(payload === undefined ? {} : { body: payload }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    const text = await response.text();
    if (!response.ok) {
      const errorType = (response.headers.get('x-amzn-errortype') ?? 'UnknownError').split(':')[0]!;
      let detail = text;
      try {
        const parsed = JSON.parse(text) as { message?: unknown };
        if (typeof parsed.message === 'string') detail = parsed.message;
      } catch {
        // Not JSON (a proxy's page, say): the text itself is the detail.
      }
      throw new AppSyncCallError(operation, response.status, errorType, detail.slice(0, 500));
    }
    return text === '' ? {} : (JSON.parse(text) as unknown);
  }

  return {
    async list() {
      const keys: ApiKey[] = [];
      let nextToken: string | undefined;
      do {
        const page = LIST_PAGE.parse(
          await call('ListApiKeys', 'GET', keysPath, {
            maxResults: '25',
            ...(nextToken ? { nextToken } : {}),
          }),
        );
        keys.push(...page.apiKeys.map(toApiKey));
        nextToken = page.nextToken ?? undefined;
      } while (nextToken);
      return keys;
    },
    async create(description, expires) {
      const created = CREATED.parse(
        await call('CreateApiKey', 'POST', keysPath, {}, { description, expires }),
      );
      return toApiKey(created.apiKey);
    },
    async remove(id) {
      await call('DeleteApiKey', 'DELETE', `${keysPath}/${encodeURIComponent(id)}`);
    },
  };
}
