// A local stand-in for AppSync's key operations (ListApiKeys in pages, CreateApiKey, DeleteApiKey),
// answering as the REST API does and only to requests SigV4-signed with its one credential, checked
// by the local stack's own verifier (lib/local/emulators/sigv4.ts). Tests of lambdas/apiKeys run
// against it instead of AWS.

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sigV4Verdict } from '../../lib/local/emulators/sigv4';

export interface StoredKey {
  id: string;
  description?: string;
  expires: number;
}

export interface AppSyncKeysServer {
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  apiId: string;
  keys: StoredKey[];
  /** Every request as `METHOD path`, in order. */
  requests: string[];
  /** Makes the next request with this operation answer with an AppSync error. */
  failNext(operation: 'ListApiKeys' | 'CreateApiKey' | 'DeleteApiKey', errorType: string): void;
  close(): Promise<void>;
}

const PAGE_SIZE = 2;

function send(res: ServerResponse, status: number, body: unknown, errorType?: string): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    ...(errorType ? { 'x-amzn-errortype': `${errorType}:http://internal.amazon.com/coral/` } : {}),
  });
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startAppSyncKeysServer(
  options: { apiId?: string; credentials?: AppSyncKeysServer['credentials'] } = {},
): Promise<AppSyncKeysServer> {
  const apiId = options.apiId ?? 'testapi123';
  const credentials = options.credentials ?? {
    accessKeyId: `TEST${randomBytes(6).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(20).toString('base64url'),
  };
  const keys: StoredKey[] = [];
  const requests: string[] = [];
  const failures = new Map<string, string>();
  const keysPath = `/v1/apis/${apiId}/apikeys`;

  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push(`${req.method} ${url.pathname}`);
      const signed = await sigV4Verdict(
        {
          method: req.method ?? 'GET',
          path: url.pathname,
          querystring: url.search.slice(1),
          headers: req.headers,
        },
        { [credentials.accessKeyId]: credentials.secretAccessKey },
        body,
      );
      if (signed !== true) {
        send(
          res,
          403,
          { message: 'The request signature we calculated does not match.' },
          'InvalidSignatureException',
        );
        return;
      }
      const operation =
        req.method === 'GET' && url.pathname === keysPath
          ? 'ListApiKeys'
          : req.method === 'POST' && url.pathname === keysPath
            ? 'CreateApiKey'
            : req.method === 'DELETE' && url.pathname.startsWith(`${keysPath}/`)
              ? 'DeleteApiKey'
              : undefined;
      if (!operation) {
        send(res, 404, { message: 'No such API or operation.' }, 'NotFoundException');
        return;
      }
      const failure = failures.get(operation);
      if (failure) {
        failures.delete(operation);
        send(res, 400, { message: `${operation} failed on purpose.` }, failure);
        return;
      }
      if (operation === 'ListApiKeys') {
        const start = Number(url.searchParams.get('nextToken')?.split('+/=')[1] ?? 0);
        const page = keys.slice(start, start + PAGE_SIZE);
        const next = start + PAGE_SIZE < keys.length ? `page+/=${start + PAGE_SIZE}` : null;
        send(res, 200, { apiKeys: page, nextToken: next });
      } else if (operation === 'CreateApiKey') {
        const input = JSON.parse(body.toString('utf8')) as {
          description?: string;
          expires: number;
        };
        const key = {
          id: `da2-${randomBytes(13).toString('hex')}`,
          ...(input.description ? { description: input.description } : {}),
          expires: input.expires,
        };
        keys.push(key);
        send(res, 200, { apiKey: { ...key, deletes: input.expires + 60 * 86_400 } });
      } else {
        const id = decodeURIComponent(url.pathname.slice(keysPath.length + 1));
        const index = keys.findIndex((key) => key.id === id);
        if (index < 0) {
          send(res, 404, { message: 'API key not found.' }, 'NotFoundException');
          return;
        }
        keys.splice(index, 1);
        send(res, 200, {});
      }
    })().catch((error: unknown) => {
      send(res, 500, { message: String(error) }, 'InternalFailureException');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    credentials,
    apiId,
    keys,
    requests,
    failNext: (operation, errorType) => failures.set(operation, errorType),
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
