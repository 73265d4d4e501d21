// Per-address limits on the public writes (schema/contract/rateLimits.ts), counted in DynamoDB in
// fixed windows: one conditional UpdateItem adds 1 to the counter of (limit, address, window) unless
// it already reached the limit, so concurrent requests can never both take the last place, and a
// refused request changes nothing. Each counter carries the TTL attribute, the end of its window,
// so DynamoDB deletes it after that. A fixed window lets an address send up to twice the limit
// across a window boundary; WAF's rate rules count a sliding window of the same length.

import { isIP } from 'node:net';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { RATE_LIMITS, type RateLimitName } from '../../schema/contract/rateLimits';
import { TTL_ATTRIBUTE } from '../../schema/contract/tables';
import { isAwsError } from './awsErrors';
import { dynamo } from './clients';
import { config } from './config';
import { TooManyRequestsError } from './errors';

/** The counter's attribute: how many requests the address made in the window. */
export const COUNT_ATTRIBUTE = 'requests';
/** Requests whose address cannot be read share one counter per limit. */
export const UNKNOWN_ADDRESS = 'unknown';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The first four groups of an IPv6 address (its /64 network), `::` expanded. */
function ipv6Network(address: string): string {
  // An embedded IPv4 tail (::1.2.3.4) fills two groups.
  const groups = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [head = '', tail] = address.split('::');
  const front = groups(head);
  const back = groups(tail ?? '');
  const full =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  const prefix = full.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The key an address is counted under: an IPv4 address as it is, an IPv6 address by its /64
 * network (one household or phone, which can take any address inside it at will).
 */
export function addressKey(address: string): string {
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  switch (isIP(address)) {
    case 4:
      return address;
    case 6:
      return ipv6Network(address.toLowerCase());
    default:
      return UNKNOWN_ADDRESS;
  }
}

/**
 * The address a request came from, from the x-forwarded-for header AppSync hands the resolver
 * (for API-key calls the identity, and its sourceIp, is null). AppSync is reached through
 * CloudFront, which appends the address it was connected from to whatever the client sent, and the
 * next hop appends CloudFront's own: `<anything the client sent>, <client>, <CloudFront>`. The
 * entries before the client's are the client's to invent, so the address is the one before the
 * last (the only one when there is a single entry). The local gateway builds the header the same
 * way (lib/local/gateway/event.ts).
 */
export function clientAddress(headers: Readonly<Record<string, string | undefined>> | undefined) {
  const entries = (headers?.['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const client = entries.length > 1 ? entries[entries.length - 2] : entries[0];
  return addressKey(client ?? '');
}

function minutes(count: number): string {
  return count === 1 ? '1 minute' : `${count} minutes`;
}

/**
 * Counts one request of `name` from `address` (a key from clientAddress) and refuses it with
 * TooManyRequests when the address already made the limit's number in the current window.
 */
export async function countRequest(
  name: RateLimitName,
  address: string,
  now: Date = new Date(),
): Promise<void> {
  if (config.rateLimitsOff()) return;
  const { requests, windowSeconds } = RATE_LIMITS[name];
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const windowEnd = windowStart + windowSeconds;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: config.rateLimitTable(),
        Key: { id: `${name}#${address}#${windowStart}` },
        UpdateExpression: 'ADD #count :one SET #expiresAt = :windowEnd',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': COUNT_ATTRIBUTE, '#expiresAt': TTL_ATTRIBUTE },
        ExpressionAttributeValues: { ':one': 1, ':limit': requests, ':windowEnd': windowEnd },
      }),
    );
  } catch (error) {
    if (isAwsError(error, 'ConditionalCheckFailedException')) {
      throw new TooManyRequestsError(
        `Too many requests from your address: at most ${requests} in ` +
          `${minutes(windowSeconds / 60)}. Please try again in ` +
          `${minutes(Math.ceil((windowEnd - nowSeconds) / 60))}.`,
      );
    }
    throw error;
  }
}
