// The date DynamoDB's TTL deletes a referral (its expiresAt, epoch seconds), or that it is kept.
import { intakeText } from './intakeTexts';

const format = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });

export function DeletionDate({ expiresAt }: { expiresAt?: number | null }) {
  if (expiresAt === null || expiresAt === undefined) return <>{intakeText.keptWhileOpen}</>;
  const date = new Date(expiresAt * 1000);
  return <time dateTime={date.toISOString()}>{format.format(date)}</time>;
}
