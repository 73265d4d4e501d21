// The SDK clients' time limits, against a local HTTP server that fails or never answers. No SDK
// mocks here: the point is what the real request handler and retry strategy do.

import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_LIMITS, dynamo, s3, secretsManager, ses } from '../../lambdas/shared/clients';
import { useRealSdkSend } from './realSdkSend';

useRealSdkSend([DynamoDBDocumentClient, S3Client, SESv2Client, SecretsManagerClient]);

let server: Server;
let answer: 'fail' | 'hang' = 'fail';
let requests = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    request.resume();
    if (answer === 'fail') {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"__type":"InternalFailure","message":"down"}');
    }
    // 'hang': never answers, like a service that accepted the connection and stalled.
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const [name, value] of Object.entries({
    AWS_REGION: 'ap-southeast-2',
    AWS_ACCESS_KEY_ID: 'test-access-key',
    AWS_SECRET_ACCESS_KEY: 'test-secret-key',
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_ENDPOINT_URL_S3: endpoint,
    AWS_ENDPOINT_URL_SESV2: endpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
  })) {
    vi.stubEnv(name, value);
  }
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
  vi.unstubAllEnvs();
});

beforeEach(() => {
  answer = 'fail';
  requests = 0;
});

const email = new SendEmailCommand({
  FromEmailAddress: 'website@provider.example',
  Destination: { ToAddresses: ['inbox@provider.example'] },
  Content: { Simple: { Subject: { Data: 'S' }, Body: { Text: { Data: 'B' } } } },
});

/** The request handler's settings, as resolved on the client's first request. */
function handlerSettings(client: { config: { requestHandler: unknown } }) {
  return (
    client.config.requestHandler as { httpHandlerConfigs(): Record<string, unknown> }
  ).httpHandlerConfigs();
}

describe('SDK client limits', () => {
  it('SES gives up after 3 attempts, each limited in time', async () => {
    const { client } = await ses();
    await expect(client.send(email)).rejects.toThrow();
    expect(requests).toBe(CLIENT_LIMITS.ses.maxAttempts);
    expect(CLIENT_LIMITS.ses.maxAttempts).toBe(3);
    expect(handlerSettings(client)).toMatchObject({
      connectionTimeout: 1000,
      requestTimeout: 3000,
      throwOnRequestTimeout: true,
    });
  });

  // Inside a Lambda the notification's deadline cuts this shorter (test/unit/notification-retries.test.ts).
  it('a stalled SES fails after its timed attempts, inside the 15 s Lambda timeout', async () => {
    answer = 'hang';
    const started = Date.now();
    const { client } = await ses();
    await expect(client.send(email)).rejects.toMatchObject({ name: 'TimeoutError' });
    const elapsed = Date.now() - started;
    expect(requests).toBe(3);
    expect(elapsed).toBeGreaterThanOrEqual(3 * CLIENT_LIMITS.ses.requestTimeout - 100);
    expect(elapsed).toBeLessThan(15_000);
  }, 20_000);

  it('DynamoDB, S3 and Secrets Manager requests are limited in attempts and time too', async () => {
    await expect(
      dynamo().send(new GetItemCommand({ TableName: 'table', Key: { id: { S: 'x' } } })),
    ).rejects.toThrow();
    expect(requests).toBe(CLIENT_LIMITS.dynamo.maxAttempts);
    expect(handlerSettings(dynamo())).toMatchObject({
      connectionTimeout: CLIENT_LIMITS.dynamo.connectionTimeout,
      requestTimeout: CLIENT_LIMITS.dynamo.requestTimeout,
      throwOnRequestTimeout: true,
    });

    requests = 0;
    const s3Client = (await s3()).client;
    await expect(s3Client.send(new HeadObjectCommand({ Bucket: 'b', Key: 'k' }))).rejects.toThrow();
    expect(requests).toBe(CLIENT_LIMITS.s3.maxAttempts);
    expect(handlerSettings(s3Client)).toMatchObject({
      connectionTimeout: CLIENT_LIMITS.s3.connectionTimeout,
      requestTimeout: CLIENT_LIMITS.s3.requestTimeout,
      throwOnRequestTimeout: true,
    });

    requests = 0;
    const secretsClient = (await secretsManager()).client;
    await expect(
      secretsClient.send(new GetSecretValueCommand({ SecretId: 'pagination' })),
    ).rejects.toThrow();
    expect(requests).toBe(CLIENT_LIMITS.secretsManager.maxAttempts);
    expect(handlerSettings(secretsClient)).toMatchObject({
      connectionTimeout: CLIENT_LIMITS.secretsManager.connectionTimeout,
      requestTimeout: CLIENT_LIMITS.secretsManager.requestTimeout,
      throwOnRequestTimeout: true,
    });
  });
});
