// The referrals DynamoDB's TTL deletes within DELETION_NOTICE_DAYS, soonest first, including any
// already past their time (TTL deletes within about two days of it, so they still show).

import type { Referral } from '../../schema/generated/types';
import { DELETION_NOTICE_DAYS } from '../../schema/contract/referralDeletion';
import { TTL_ATTRIBUTE } from '../../schema/contract/tables';
import { matchingItems } from './matchingItems';

const DAY_SECONDS = 86_400;

export async function referralsDueForDeletion<K extends keyof Referral & string>(
  now: Date,
  attributes: readonly K[],
): Promise<Pick<Referral, K | 'expiresAt'>[]> {
  const until = Math.floor(now.getTime() / 1000) + DELETION_NOTICE_DAYS * DAY_SECONDS;
  const items = await matchingItems<Pick<Referral, K | 'expiresAt'>>(
    'Referral',
    {
      expression: 'attribute_exists(#ttl) AND #ttl <= :until',
      names: { '#ttl': TTL_ATTRIBUTE },
      values: { ':until': until },
    },
    [...new Set<string>([...attributes, TTL_ATTRIBUTE])],
  );
  return items.sort((a, b) => (a.expiresAt ?? 0) - (b.expiresAt ?? 0));
}
