// The per-address limits of the public writes (lambdas/shared/rateLimit.ts): which address a
// request is counted under, the conditional counter write, and the routes that count.

import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { handler as messagesHandler } from '../../lambdas/messages/handler';
import { handler as referralsHandler } from '../../lambdas/referrals/handler';
import {
  clientAddress,
  COUNT_ATTRIBUTE,
  countRequest,
  UNKNOWN_ADDRESS,
} from '../../lambdas/shared/rateLimit';
import { TooManyRequestsError } from '../../lambdas/shared/errors';
import { RATE_LIMITS } from '../../schema/contract/rateLimits';
import { TTL_ATTRIBUTE } from '../../schema/contract/tables';
import {
  appSyncEvent,
  conditionalCheckFailed,
  dynamoMock,
  expectError,
  identities,
  REQUEST_ID,
  sesMock,
  TEST_ENV,
  useHandlerTestEnvironment,
} from './helpers';

useHandlerTestEnvironment();

beforeEach(() => {
  vi.stubEnv('RATE_LIMITS', 'on');
});

/** 2030-01-01T00:01:40Z: 100 s into a 300 s window that started at 00:00:00. */
const NOW = new Date('2030-01-01T00:01:40Z');
const WINDOW_START = Date.UTC(2030, 0, 1) / 1000;

function counterWrites() {
  return dynamoMock
    .commandCalls(UpdateCommand)
    .map((call) => call.args[0].input)
    .filter((input) => input.TableName === TEST_ENV.RATE_LIMIT_TABLE);
}

describe('clientAddress', () => {
  it.each([
    ['the client before the proxy hop', '203.0.113.7, 130.176.27.160', '203.0.113.7'],
    ['a single entry', '203.0.113.7', '203.0.113.7'],
    [
      'not what the client itself sent',
      '1.2.3.4, 5.6.7.8, 203.0.113.7, 130.176.27.160',
      '203.0.113.7',
    ],
    ['an IPv4 address written as IPv6', '::ffff:203.0.113.7, 130.176.27.160', '203.0.113.7'],
    ['an IPv6 address by its /64', '2001:DB8:aa:bb:1:2:3:4, 130.176.27.160', '2001:db8:aa:bb::/64'],
    ['a short IPv6 address by its /64', '2001:db8::1, 130.176.27.160', '2001:db8:0:0::/64'],
    ['an IPv6 address ending in IPv4 by its /64', '::1.2.3.4, 127.0.0.1', '0:0:0:0::/64'],
    ['garbage as unknown', 'not-an-address, 130.176.27.160', UNKNOWN_ADDRESS],
    ['an empty header as unknown', '', UNKNOWN_ADDRESS],
  ])('reads %s', (_case, header, expected) => {
    expect(clientAddress({ 'x-forwarded-for': header })).toBe(expected);
  });

  it('puts requests without the header together under unknown', () => {
    expect(clientAddress({})).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(undefined)).toBe(UNKNOWN_ADDRESS);
  });

  it('gives every address of one IPv6 /64 the same key', () => {
    const first = clientAddress({ 'x-forwarded-for': '2001:db8:1:2::1, 130.176.27.160' });
    const second = clientAddress({ 'x-forwarded-for': '2001:db8:1:2:ffff::9, 130.176.27.160' });
    const otherNetwork = clientAddress({ 'x-forwarded-for': '2001:db8:1:3::1, 130.176.27.160' });
    expect(second).toBe(first);
    expect(otherNetwork).not.toBe(first);
  });
});

describe('countRequest', () => {
  it('adds one to the window counter unless it reached the limit, with the TTL at the window end', async () => {
    await countRequest('createMessage', '203.0.113.7', NOW);

    const [write] = counterWrites();
    expect(write).toMatchObject({
      Key: { id: `createMessage#203.0.113.7#${WINDOW_START}` },
      UpdateExpression: 'ADD #count :one SET #expiresAt = :windowEnd',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeNames: { '#count': COUNT_ATTRIBUTE, '#expiresAt': TTL_ATTRIBUTE },
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': RATE_LIMITS.createMessage.requests,
        ':windowEnd': WINDOW_START + RATE_LIMITS.createMessage.windowSeconds,
      },
    });
    expect(counterWrites()).toHaveLength(1);
  });

  it('counts the next window under a new key', async () => {
    await countRequest('referral', '203.0.113.7', new Date('2030-01-01T00:05:00Z'));
    expect(counterWrites()[0]?.Key).toEqual({ id: `referral#203.0.113.7#${WINDOW_START + 300}` });
  });

  it('refuses with TooManyRequests, the limit and the wait, when the condition fails', async () => {
    dynamoMock.on(UpdateCommand).rejects(conditionalCheckFailed());

    const refusal = countRequest('createMessage', '203.0.113.7', NOW);

    await expect(refusal).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(refusal).rejects.toThrow(
      'Too many requests from your address: at most 10 in 5 minutes. Please try again in 4 minutes.',
    );
  });

  it('passes any other failure on', async () => {
    dynamoMock.on(UpdateCommand).rejects(new Error('network down'));
    await expect(countRequest('createMessage', '203.0.113.7', NOW)).rejects.toThrow('network down');
  });

  it('counts nothing when RATE_LIMITS is off', async () => {
    vi.stubEnv('RATE_LIMITS', 'off');
    await countRequest('createMessage', '203.0.113.7', NOW);
    expect(dynamoMock.calls()).toHaveLength(0);
  });
});

describe('routes with a limit', () => {
  const HEADERS = { 'x-forwarded-for': '198.51.100.4, 130.176.27.160' };

  function publicCall(
    handler: typeof messagesHandler,
    fieldName: string,
    args: Record<string, unknown>,
  ) {
    const event = appSyncEvent('Mutation', fieldName, args, identities.apiKey);
    return handler(
      { ...event, request: { headers: HEADERS, domainName: null } },
      {
        awsRequestId: REQUEST_ID,
      },
    );
  }

  it('createMessage counts before anything else and, refused, stores and e-mails nothing', async () => {
    dynamoMock.on(UpdateCommand).rejects(conditionalCheckFailed());

    const outcome = await publicCall(messagesHandler, 'createMessage', {
      input: { fullName: 'Alex', email: 'alex@example.com', phone: '0400123456', msg: 'Hi' },
    });

    expect(expectError(outcome)).toEqual({
      errorType: 'TooManyRequests',
      errorMessage: expect.stringMatching(/^Too many requests from your address: at most 10 in 5/),
    });
    expect(counterWrites()[0]?.Key?.id).toMatch(/^createMessage#198\.51\.100\.4#\d+$/);
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('counts even a request that then fails validation, as WAF does', async () => {
    const outcome = await publicCall(messagesHandler, 'createMessage', { input: {} });

    expect(expectError(outcome).errorType).toBe('ValidationError');
    expect(counterWrites()).toHaveLength(1);
  });

  it.each(['createReferral', 'startReferralAttachmentUpload', 'completeReferralAttachmentUpload'])(
    '%s counts against the one referral limit',
    async (fieldName) => {
      await publicCall(referralsHandler, fieldName, { input: {} });
      expect(counterWrites()[0]?.Key?.id).toMatch(/^referral#198\.51\.100\.4#\d+$/);
    },
  );

  it('an admin field counts nothing', async () => {
    dynamoMock.on(QueryCommand).resolves({ Count: 0, Items: [] });
    const event = appSyncEvent('Query', 'unreadReferralCount', {}, identities.admin);
    await referralsHandler(event, { awsRequestId: REQUEST_ID });
    expect(counterWrites()).toHaveLength(0);
  });
});
