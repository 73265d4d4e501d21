// /admin/audit, owners only: the audit log across every item and staff account, newest first,
// filtered by person, item and dates, and downloadable as CSV (the API neutralises cells a
// spreadsheet would run as formulas). A list of entries, not a table, so it fits 320 px.
import { Box, Field, HStack, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { DateTime } from '../../components/DateTime';
import { PageHeading } from '../../components/PageHeading';
import { SelectOptions } from '../../components/SelectOptions';
import { StatusMessage, useStatus } from '../../components/StatusMessage';
import { BusyButton, SubmitButton } from '../../components/SubmitButton';
import { downloadCsv } from '../../data/downloadCsv';
import { errorMessage } from '../../data/errorMessage';
import {
  AuditLogDocument,
  ExportAuditLogDocument,
  type AuditLogFilterInput,
  type AuditedKind,
} from '../../graphql/generated/operations';
import { auditLogText, auditText } from '../../texts';

interface Draft {
  actor: string;
  kind: AuditedKind | '';
  itemId: string;
  from: string;
  to: string;
}

const EMPTY: Draft = { actor: '', kind: '', itemId: '', from: '', to: '' };

function filterOf(draft: Draft): AuditLogFilterInput {
  return {
    ...(draft.actor.trim() ? { actor: draft.actor.trim() } : {}),
    ...(draft.kind ? { kind: draft.kind } : {}),
    ...(draft.itemId.trim() ? { itemId: draft.itemId.trim() } : {}),
    ...(draft.from ? { from: draft.from } : {}),
    ...(draft.to ? { to: draft.to } : {}),
  };
}

function TextFilter(props: {
  label: string;
  value: string;
  type?: string;
  onChange(value: string): void;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <Input
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field.Root>
  );
}

export function AuditLogPage() {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filter, setFilter] = useState<AuditLogFilterInput>({});
  const { data, loading, error } = useQuery(AuditLogDocument, {
    variables: { filter },
    fetchPolicy: 'network-only',
  });
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const { status, show, clear } = useStatus();
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clear();
    setFilter(filterOf(draft));
  };

  const onExport = async () => {
    clear();
    setExporting(true);
    try {
      const { data: exported } = await client.mutate({
        mutation: ExportAuditLogDocument,
        variables: { filter: filterOf(draft) },
      });
      if (!exported) throw new Error('exportAuditLog returned no data');
      downloadCsv(exported.exportAuditLog, 'audit-log.csv');
      show('success', auditLogText.exported);
    } catch (exportError) {
      console.error('exportAuditLog failed', exportError);
      show('error', errorMessage(exportError) ?? auditLogText.failed);
    } finally {
      setExporting(false);
    }
  };

  const entries = data?.auditLog.entries ?? [];
  return (
    <>
      <PageHeading>{auditLogText.heading}</PageHeading>
      <Text mb="4">{auditLogText.intro}</Text>
      <Box as="section" aria-labelledby="audit-filter" borderWidth="1px" borderRadius="md" p="4">
        <Heading as="h2" id="audit-filter" size="md" mb="2">
          {auditLogText.filterHeading}
        </Heading>
        <form onSubmit={onSubmit}>
          <Stack gap="3">
            <TextFilter label={auditLogText.person} value={draft.actor} onChange={set('actor')} />
            <Field.Root>
              <Field.Label>{auditLogText.kind}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={draft.kind}
                  onChange={(event) => set('kind')(event.target.value)}
                >
                  <option value="">{auditLogText.anyKind}</option>
                  <SelectOptions labels={auditLogText.kinds} />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <TextFilter label={auditLogText.item} value={draft.itemId} onChange={set('itemId')} />
            <TextFilter
              label={auditLogText.from}
              type="date"
              value={draft.from}
              onChange={set('from')}
            />
            <TextFilter label={auditLogText.to} type="date" value={draft.to} onChange={set('to')} />
            <HStack gap="2" wrap="wrap">
              <SubmitButton label={auditLogText.show} />
              <BusyButton
                variant="outline"
                label={auditLogText.exportCsv}
                busy={exporting}
                onClick={() => void onExport()}
              />
            </HStack>
          </Stack>
          <StatusMessage status={status} />
        </form>
      </Box>
      <Box mt="4">
        {loading && !data && <Text role="status">{auditLogText.loading}</Text>}
        {error && (
          <Text role="alert">
            {errorMessage(error)?.replace(/^[\w.]+: /, '') ?? auditLogText.failed}
          </Text>
        )}
        {data?.auditLog.truncated && <Text mb="2">{auditLogText.truncated}</Text>}
        {data && entries.length === 0 && <Text>{auditLogText.empty}</Text>}
        {entries.length > 0 && (
          <Stack as="ol" aria-label={auditLogText.listLabel} listStyleType="none" p="0" gap="3">
            {entries.map((entry, index) => (
              <Box
                as="li"
                key={`${entry.at} ${index}`}
                borderBottomWidth="1px"
                pb="2"
                overflowWrap="anywhere"
              >
                <Text fontWeight="bold">
                  {auditText.actions[entry.action]}
                  {entry.detail ? `: ${entry.detail}` : ''}
                </Text>
                <Text>
                  {auditLogText.kinds[entry.kind]} {entry.itemId}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  <DateTime value={entry.at} /> {auditText.by(entry.actor)}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Box>
    </>
  );
}
