// When an inbox item will be deleted automatically (its DynamoDB TTL, set from the retention periods
// in cdk.json), so staff know to copy what they must keep into the provider's records first.
import { Text } from '@chakra-ui/react';
import { auditText } from '../texts';

const format = new Intl.DateTimeFormat('en-AU', { dateStyle: 'long' });

/**
 * `expiresAt` is epoch seconds, as the API returns it; null for an item kept until `keptText`
 * says, or, with `keptReason`, for a reason no one can override (an open complaint).
 */
export function RetentionNotice({
  expiresAt,
  keptReason,
  keptText = auditText.keptUntilDeleted,
}: {
  expiresAt?: number | null;
  keptReason?: string | null;
  /** What an item without an expiry is kept until. */
  keptText?: string;
}) {
  const reason = keptReason ? <Text>{keptReason}</Text> : null;
  if (expiresAt === null || expiresAt === undefined) {
    return reason ?? <Text>{keptText}</Text>;
  }
  const date = new Date(expiresAt * 1000);
  return (
    <>
      <Text>
        {auditText.deletedOn} <time dateTime={date.toISOString()}>{format.format(date)}</time>.
      </Text>
      {reason}
    </>
  );
}
