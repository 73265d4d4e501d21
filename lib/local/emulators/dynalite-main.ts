// Entry of the DynamoDB stand-in's child process: dynalite, which checks no credentials, behind a
// SigV4 check with the stack's credentials, so no other program on the machine can read or change
// the tables. Errors are DynamoDB's own. TransactWriteItems, which dynalite lacks, is carried out
// here (dynamodb-transactions.ts) while every other call waits. Started by dynamodb.ts with
// DYNALITE_PORT, DYNALITE_DIR and the stack's credentials set.
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { dynaliteCalls } from './dynalite-calls';
import { ClientTokens, transactWriteItems } from './dynamodb-transactions';
import { RequestGate } from './request-gate';
import { sigV4Verdict } from './sigv4';

const require = createRequire(import.meta.url);
const dynalite = require('dynalite') as (options: Record<string, unknown>) => Server;

/** dynalite's own request size limit. */
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

const port = Number(process.env.DYNALITE_PORT);
const directory = process.env.DYNALITE_DIR;
const accessKeyId = process.env.DYNALITE_ACCESS_KEY_ID;
const secretAccessKey = process.env.DYNALITE_SECRET_ACCESS_KEY;
if (!port || !directory || !accessKeyId || !secretAccessKey) {
  throw new Error(
    'DYNALITE_PORT, DYNALITE_DIR, DYNALITE_ACCESS_KEY_ID and DYNALITE_SECRET_ACCESS_KEY must be set.',
  );
}
const secrets = { [accessKeyId]: secretAccessKey };

function refuse(res: ServerResponse, type: string, message: string): void {
  const body = JSON.stringify({ __type: `com.amazon.coral.service#${type}`, message });
  res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) {
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Hands an already-read body to dynalite, which reads the request stream itself. */
function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new PassThrough();
  copy.end(body);
  return Object.assign(copy, {
    headers: req.headers,
    method: req.method,
    url: req.url,
  }) as unknown as IncomingMessage;
}

const server = dynalite({ path: directory, createTableMs: 0 });
const [installed] = server.listeners('request') as RequestListener[];
if (!installed) {
  throw new Error('dynalite installed no request handler.');
}
const handle: RequestListener = installed;
const gate = new RequestGate();
const callDynalite = dynaliteCalls(handle);
const clientTokens = new ClientTokens();
const TRANSACT_WRITE_ITEMS = 'DynamoDB_20120810.TransactWriteItems';

/** dynalite's answer to a call, resolved once it has been sent (or the connection is gone). */
function forward(req: IncomingMessage, body: Buffer, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    res.once('finish', resolve);
    res.once('close', resolve);
    handle(replay(req, body), res);
  });
}

async function transact(body: Buffer, res: ServerResponse): Promise<void> {
  let request: unknown;
  try {
    request = JSON.parse(body.toString('utf8'));
  } catch {
    refuse(res, 'SerializationException', 'The request body is not JSON.');
    return;
  }
  const answer = await gate.runExclusive(() =>
    transactWriteItems(callDynalite, request, clientTokens),
  );
  res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' });
  res.end(JSON.stringify(answer.body));
}

/** An API call: its signature checked over the whole body before dynalite sees it. */
async function serveApiCall(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  if (!body) {
    res.writeHead(413);
    res.end();
    return;
  }
  const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
  const verdict = await sigV4Verdict(
    {
      method: req.method ?? 'POST',
      path: pathname,
      querystring: search.slice(1),
      headers: req.headers,
    },
    secrets,
    body,
  );
  if (verdict === null) {
    refuse(res, 'MissingAuthenticationTokenException', 'Request is missing Authentication Token');
  } else if (!verdict) {
    refuse(
      res,
      'UnrecognizedClientException',
      'The security token included in the request is invalid.',
    );
  } else if (req.headers['x-amz-target'] === TRANSACT_WRITE_ITEMS) {
    await transact(body, res);
  } else {
    await gate.runShared(() => forward(req, body, res));
  }
}

server.removeAllListeners('request');
server.on('request', (req: IncomingMessage, res: ServerResponse) => {
  // dynalite answers GET with a health line only; everything else is an API call.
  if (req.method === 'GET') {
    handle(req, res);
    return;
  }
  serveApiCall(req, res).catch((error: unknown) => {
    if (!res.headersSent) {
      res.writeHead(500);
    }
    res.end(String(error));
  });
});
server.listen(port, '127.0.0.1');
