// The date DynamoDB's TTL deletes a referral (its expiresAt, epoch seconds), or that it is kept.
import { referralsText } from '../../texts';

const format = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });

export function DeletionDate({ expiresAt }: { expiresAt?: number | null }) {
  if (expiresAt === null || expiresAt === undefined) return <>{referralsText.keptWhileOpen}</>;
  const date = new Date(expiresAt * 1000);
  return <time dateTime={date.toISOString()}>{format.format(date)}</time>;
}
