// Serves a schema of a test's own through the same gateway code the stack runs, for AppSync rules
// the real schema has no example of (a type without @aws_api_key behind a public field, a cycle
// deeper than the depth limit). Called with the stack's API key, as the site calls.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway } from '../../../lib/local/gateway/gateway';
import { buildGatewaySchema } from '../../../lib/local/gateway/schema';
import { PROJECT_ROOT } from '../../../lib/local/index';

export interface ThrowawayGateway {
  /** POSTs the query with the API key and returns the parsed JSON body. */
  ask<T>(query: string): Promise<T>;
  close(): Promise<void>;
}

export async function startThrowawayGateway(options: {
  schemaSdl: string;
  handlers: Parameters<typeof buildGatewaySchema>[0]['handlers'];
  apiKey: string;
}): Promise<ThrowawayGateway> {
  const projectRoot = await mkdtemp(join(tmpdir(), 'gateway-schema-'));
  await mkdir(join(projectRoot, 'schema'));
  await copyFile(
    join(PROJECT_ROOT, 'schema/appsync-builtins.graphql'),
    join(projectRoot, 'schema/appsync-builtins.graphql'),
  );
  await writeFile(join(projectRoot, 'schema/schema.graphql'), options.schemaSdl);
  const schema = await buildGatewaySchema({
    projectRoot,
    handlers: options.handlers,
    log: () => undefined,
  });
  const gateway = createGateway({
    schema,
    allowedOrigins: [],
    apiKey: options.apiKey,
    verifyToken: () => Promise.reject(new Error('No tokens in this test.')),
    log: () => undefined,
  });
  const server = createServer((req, res) => void gateway(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    async ask<T>(query: string): Promise<T> {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': options.apiKey },
        body: JSON.stringify({ query }),
      });
      return (await response.json()) as T;
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await rm(projectRoot, { recursive: true, force: true });
    },
  };
}
