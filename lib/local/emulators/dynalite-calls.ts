// API calls from inside the DynamoDB stand-in's process straight to dynalite's request handler, so
// the transaction stand-in (dynamodb-transactions.ts) uses dynalite's own PutItem, UpdateItem,
// DeleteItem and GetItem without going through the network, the signature check or the gate that
// holds every other call while it runs.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';

/** A JSON answer of the DynamoDB API: its HTTP status and body. */
export interface WireAnswer {
  status: number;
  body: Record<string, unknown>;
}

export type DynamoCall = (operation: string, input: Record<string, unknown>) => Promise<WireAnswer>;

// dynalite only checks that a signature is present; the caller's own was checked already.
const INTERNAL_AUTHORIZATION =
  'AWS4-HMAC-SHA256 Credential=internal/20000101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=internal';

export function dynaliteCalls(handle: RequestListener): DynamoCall {
  return (operation, input) =>
    new Promise<WireAnswer>((resolve, reject) => {
      const request = Object.assign(new PassThrough(), {
        method: 'POST',
        url: '/',
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': `DynamoDB_20120810.${operation}`,
          'x-amz-date': '20000101T000000Z',
          authorization: INTERNAL_AUTHORIZATION,
        },
      });
      const response = {
        statusCode: 200,
        setHeader: () => undefined,
        end(body?: string) {
          try {
            resolve({
              status: this.statusCode,
              body: body ? (JSON.parse(body) as Record<string, unknown>) : {},
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        },
      };
      request.end(Buffer.from(JSON.stringify(input)));
      handle(request as unknown as IncomingMessage, response as unknown as ServerResponse);
    });
}
