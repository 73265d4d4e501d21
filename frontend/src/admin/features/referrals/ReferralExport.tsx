// 'Export referrals as CSV': a period (the dates referrals arrived, both included), a status or
// any, and a box for the participant's sensitive details, which stay out unless ticked. The API
// records the export against each referral it holds.
import { Box, Field, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { providerDate } from '../../../../../schema/contract/providerDate';
import { REFERRAL_STATUS_LABELS } from '../../../../../schema/contract/referrals';
import { StatusMessage, useStatus } from '../../components/StatusMessage';
import { StatusSelect } from '../../components/StatusSelect';
import { SubmitButton } from '../../components/SubmitButton';
import { downloadCsv } from '../../data/downloadCsv';
import { errorMessage } from '../../data/errorMessage';
import { ExportReferralsDocument, type ReferralStatus } from '../../graphql/generated/operations';
import { referralExportText as text } from './intakeTexts';

const HEADING_ID = 'referral-export-heading';
const HINT_ID = 'referral-export-sensitive-hint';

/** The first day of this month, as the period's start. */
const monthStart = (today: string) => `${today.slice(0, 8)}01`;

export function ReferralExport() {
  const client = useApolloClient();
  const today = providerDate(new Date());
  const [from, setFrom] = useState(monthStart(today));
  const [to, setTo] = useState(today);
  const [status, setStatus] = useState<ReferralStatus | ''>('');
  const [sensitive, setSensitive] = useState(false);
  const [busy, setBusy] = useState(false);
  const { status: outcome, show, clear } = useStatus();

  const exportCsv = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: ExportReferralsDocument,
        variables: {
          input: { from, to, status: status || null, sensitive },
        },
      });
      if (!data) throw new Error('exportReferrals returned no data');
      downloadCsv(data.exportReferrals, text.fileName(from, to));
      // The header row and one row per referral; a cell may hold line breaks, so count records.
      const rows = data.exportReferrals.split('\r\n').filter(Boolean).length - 1;
      show('success', text.exported(rows));
    } catch (error) {
      console.error('exportReferrals failed', error);
      const reason = errorMessage(error);
      show('error', reason ? `${text.failed} ${reason}` : text.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-labelledby={HEADING_ID} mt="8">
      <Heading as="h3" size="md" id={HEADING_ID} mb="3">
        {text.heading}
      </Heading>
      <form onSubmit={(event) => void exportCsv(event)}>
        <Flex gap="3" wrap="wrap" align="flex-end" mb="3">
          <Field.Root flex="1 1 10rem" required>
            <Field.Label>{text.from}</Field.Label>
            <Input type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          </Field.Root>
          <Field.Root flex="1 1 10rem" required>
            <Field.Label>{text.to}</Field.Label>
            <Input type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
          </Field.Root>
          <StatusSelect
            label={text.status}
            labels={REFERRAL_STATUS_LABELS}
            anyLabel={text.anyStatus}
            value={status}
            onChange={setStatus}
            flex="1 1 10rem"
          />
        </Flex>
        <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline' }}>
          <input
            type="checkbox"
            checked={sensitive}
            aria-describedby={HINT_ID}
            onChange={(event) => setSensitive(event.target.checked)}
          />
          <span>{text.sensitive}</span>
        </label>
        <Text id={HINT_ID} fontSize="sm" color="fg.muted" mb="3">
          {text.sensitiveHint}
        </Text>
        <SubmitButton label={text.exportCsv} busy={busy} />
      </form>
      <StatusMessage status={outcome} />
    </Box>
  );
}
