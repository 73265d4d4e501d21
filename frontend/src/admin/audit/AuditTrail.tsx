// What staff did to one item (viewed, status changed, note added, exported, deleted), newest first,
// from the append-only audit trail, a status named as the item's page names it. `version` changes
// after each change the page makes, so the trail is read again and shows it.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { DateTime } from '../components/DateTime';
import { AuditTrailDocument, type AuditedKind } from '../graphql/generated/operations';
import { auditText } from '../texts';
import { auditEntryText } from './auditEntryText';

export function AuditTrail(props: {
  kind: AuditedKind;
  id: string;
  version?: string;
  statusLabel(value: string): string;
}) {
  const { data, loading, error, refetch } = useQuery(AuditTrailDocument, {
    variables: { kind: props.kind, id: props.id },
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    if (error) console.error('auditTrail failed', error);
  }, [error]);
  const { version } = props;
  useEffect(() => {
    if (version !== undefined) void refetch().catch(() => undefined);
  }, [version, refetch]);

  const entries = data?.auditTrail ?? [];
  return (
    <Box
      as="section"
      aria-labelledby="audit-heading"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      mb="4"
    >
      {/* h3 like the other sections of an item's page, under its h2 title. */}
      <Heading as="h3" id="audit-heading" size="md" mb="3">
        {auditText.heading}
      </Heading>
      {error ? (
        <Text role="alert">{auditText.failed}</Text>
      ) : loading && entries.length === 0 ? (
        <Text>{auditText.loading}</Text>
      ) : entries.length === 0 ? (
        <Text>{auditText.empty}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" m="0" p="0" gap="2">
          {entries.map((entry) => (
            <Box as="li" key={`${entry.at} ${entry.action} ${entry.actor}`} overflowWrap="anywhere">
              <Text>{auditEntryText(entry, props.statusLabel)}</Text>
              <Text fontSize="sm" color="fg.muted">
                <DateTime value={entry.at} />
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
