// The contact notification's retries, through the SDK's real retry layer: aws-sdk-client-mock
// replaces send() and so would skip it, hence a small HTTP server answering as SES v2 does. The
// message is always stored first; an e-mail that still fails is logged once, never answered.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLogs } from '../logs';
import { handler } from '../../lambdas/messages/handler';
import { ANSWER_RESERVE_MS } from '../../lambdas/shared/publicSubmission';
import {
  appSyncEvent,
  dynamoMock,
  expectData,
  identities,
  REQUEST_ID,
  sesMock,
  stubTestEnv,
} from './helpers';

type Answer = (res: ServerResponse) => void;

const ok: Answer = (res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ MessageId: 'sent-1' }));
};
const unavailable: Answer = (res) => {
  res.writeHead(503, {
    'content-type': 'application/json',
    'x-amzn-errortype': 'ServiceUnavailable',
  });
  res.end(JSON.stringify({ message: 'Service unavailable' }));
};
const throttled: Answer = (res) => {
  res.writeHead(429, {
    'content-type': 'application/json',
    'x-amzn-errortype': 'TooManyRequestsException',
  });
  res.end(JSON.stringify({ message: 'Too many requests' }));
};
const rejected: Answer = (res) => {
  res.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'MessageRejected' });
  res.end(JSON.stringify({ message: 'Email address is not verified.' }));
};
/** Never answers: the request hangs until the client gives up. */
const silent: Answer = () => undefined;

let server: Server;
let answers: Answer[] = [];
let requests: string[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      requests.push(`${req.method} ${req.url}`);
      (answers.shift() ?? ok)(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // aws-sdk-client-mock stubs every SESv2Client's send(): the real one is under test here.
  sesMock.restore();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  stubTestEnv();
  vi.stubEnv(
    'AWS_ENDPOINT_URL_SESV2',
    `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  );
  dynamoMock.reset();
  dynamoMock.on(PutCommand).resolves({});
  answers = [];
  requests = [];
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function createMessage(remainingTimeMs?: number) {
  const event = appSyncEvent(
    'Mutation',
    'createMessage',
    {
      input: {
        fullName: 'Alex Citizen',
        email: 'alex@example.com',
        phone: '0400 123 456',
        msg: 'Please call me back.',
      },
    },
    identities.apiKey,
  );
  return handler(event, {
    awsRequestId: REQUEST_ID,
    ...(remainingTimeMs === undefined ? {} : { getRemainingTimeInMillis: () => remainingTimeMs }),
  });
}

const SEND = 'POST /v2/email/outbound-emails';

describe('the notification e-mail', () => {
  it.each([
    ['unavailable', unavailable],
    ['throttled', throttled],
  ])(
    'is tried again when SES is %s twice, then sent once and nothing is logged',
    async (_, fail) => {
      const errors = captureLogs();
      answers = [fail, fail, ok];

      expectData(await createMessage());

      expect(requests).toEqual([SEND, SEND, SEND]);
      expect(answers).toEqual([]);
      expect(errors.entries('ERROR')).toEqual([]);
    },
  );

  it('is logged once as failed after three tries when SES keeps failing', async () => {
    const errors = captureLogs();
    answers = [unavailable, unavailable, unavailable, ok];

    const message = expectData<{ id: string }>(await createMessage());

    expect(requests).toEqual([SEND, SEND, SEND]);
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(1);
    expect(errors.entries('ERROR')).toHaveLength(1);
    expect(errors.entry('Could not e-mail the new message; it is stored')).toMatchObject({
      requestId: REQUEST_ID,
      messageId: message.id,
    });
  });

  it('is not tried again when SES rejects it', async () => {
    const errors = captureLogs();
    answers = [rejected, ok];

    expectData(await createMessage());

    expect(requests).toEqual([SEND]);
    expect(errors.entries('ERROR')).toHaveLength(1);
  });

  it('gives up when the Lambda has only its answer reserve left, and the message is answered', async () => {
    const errors = captureLogs();
    answers = [silent, silent, silent];

    // 200 ms for the e-mail: far less than one try's 3 s request timeout.
    expectData(await createMessage(ANSWER_RESERVE_MS + 200));

    expect(requests).toEqual([SEND]);
    expect(errors.entries('ERROR')).toHaveLength(1);
  });
});
