// A cold start pays for what the handler imports. The S3 (and its presigner), SES and Secrets
// Manager SDKs, file-type and wasm-vips are loaded by import() only on the paths that use them
// (lambdas/shared/clients.ts): importing any handler, or answering a public list, loads none of them.
// A static import of one of them anywhere under lambdas/ fails this test. `npm run bench` measures
// what that saves. (No test/unit/helpers.ts here: its SDK mocks import these SDKs.)

import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDLERS } from '../../lambdas/resolverMap';
import type * as Clients from '../../lambdas/shared/clients';

/** The lazily loaded modules that were evaluated, by name. */
const loaded = vi.hoisted(() => new Set<string>());

vi.mock('@aws-sdk/client-s3', async (original) => {
  loaded.add('@aws-sdk/client-s3');
  return original();
});
vi.mock('@aws-sdk/s3-request-presigner', async (original) => {
  loaded.add('@aws-sdk/s3-request-presigner');
  return original();
});
vi.mock('@aws-sdk/client-sesv2', async (original) => {
  loaded.add('@aws-sdk/client-sesv2');
  return original();
});
vi.mock('@aws-sdk/client-secrets-manager', async (original) => {
  loaded.add('@aws-sdk/client-secrets-manager');
  return original();
});
vi.mock('@aws-sdk/client-cognito-identity-provider', async (original) => {
  loaded.add('@aws-sdk/client-cognito-identity-provider');
  return original();
});
vi.mock('file-type', async (original) => {
  loaded.add('file-type');
  return original();
});
vi.mock('wasm-vips', async (original) => {
  loaded.add('wasm-vips');
  return original();
});

afterEach(() => {
  vi.unstubAllEnvs();
});

/** A fresh module registry for each import, as in a new Lambda container. */
async function importFresh(path: string): Promise<Record<string, unknown>> {
  vi.resetModules();
  loaded.clear();
  return (await import(/* @vite-ignore */ `../../${path}`)) as Record<string, unknown>;
}

describe('lazily loaded SDKs', () => {
  it.each(HANDLERS.map((handler) => [handler.name, handler.entry]))(
    'importing the %s handler loads none of them',
    async (_name, entry) => {
      const module = await importFresh(entry);
      expect(typeof module.handler).toBe('function');
      expect([...loaded]).toEqual([]);
    },
  );

  it('answering listPosts and listTestimonials loads none of them', async () => {
    vi.stubEnv('AWS_REGION', 'ap-southeast-2');
    vi.stubEnv('POST_TABLE', 'post-table');
    vi.stubEnv('TESTIMONIAL_TABLE', 'testimonial-table');
    vi.stubEnv('PAGINATION_SECRET', 'test-pagination-secret');
    const dynamo = mockClient(DynamoDBDocumentClient);
    dynamo.on(QueryCommand).resolves({ Items: [] });
    try {
      for (const [entry, field] of [
        ['lambdas/posts/handler.ts', 'listPosts'],
        ['lambdas/testimonials/handler.ts', 'listTestimonials'],
      ] as const) {
        const { handler } = (await importFresh(entry)) as {
          handler: (event: unknown, context: unknown) => Promise<unknown>;
        };
        const outcome = await handler(
          {
            arguments: {},
            identity: null,
            source: null,
            request: { headers: {}, domainName: null },
            info: {
              parentTypeName: 'Query',
              fieldName: field,
              selectionSetList: ['items', 'items/id', 'nextToken'],
              selectionSetGraphQL: '{ items { id } nextToken }',
              variables: {},
            },
            prev: null,
            stash: {},
          },
          { awsRequestId: 'request-1' },
        );
        expect(outcome).toEqual({ data: { items: [], nextToken: null } });
        expect([...loaded]).toEqual([]);
      }
    } finally {
      dynamo.restore();
    }
  });

  it('the loaders load them on first use (the spies above see a load)', async () => {
    vi.stubEnv('AWS_REGION', 'ap-southeast-2');
    const clients = (await importFresh('lambdas/shared/clients.ts')) as typeof Clients;
    expect([...loaded]).toEqual([]);
    await clients.s3();
    await clients.s3Presigner();
    await clients.ses();
    await clients.secretsManager();
    expect([...loaded].sort()).toEqual([
      '@aws-sdk/client-s3',
      '@aws-sdk/client-secrets-manager',
      '@aws-sdk/client-sesv2',
      '@aws-sdk/s3-request-presigner',
    ]);
  });
});
