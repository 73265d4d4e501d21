// /admin/feedback?view=statistics: the register's statistics for a month, a quarter or a financial
// year (feedbackStatistics): counts by kind, source, service area, risk and outcome as tables,
// complaints' median days and shares within target in words, and the same as an audited CSV.
import { Box, Field, Flex, Heading, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { providerDate } from '../../../../../schema/contract/providerDate';
import { businessDaysInWords } from '../../../../../schema/contract/businessDayWords';
import { CASEWORK_TARGETS } from '../../../../../schema/contract/caseworkTargets';
import {
  STATISTICS_PERIOD_LABELS,
  periodHolding,
  statisticsPeriod,
  statisticsPeriodInWords,
  type StatisticsPeriodUnit,
} from '../../../../../schema/contract/statisticsPeriods';
import { paths } from '../../../paths';
import { Facts, FactSection } from '../../components/Facts';
import { PageHeading } from '../../components/PageHeading';
import { SelectOptions } from '../../components/SelectOptions';
import { StatusMessage, useStatus } from '../../components/StatusMessage';
import { BusyButton } from '../../components/SubmitButton';
import { errorMessage } from '../../data/errorMessage';
import {
  ExportFeedbackStatisticsDocument,
  FeedbackStatisticsDocument,
  type StatisticsCountFieldsFragment,
} from '../../graphql/generated/operations';
import { downloadCsv } from '../../data/downloadCsv';
import { registerText } from './registerTexts';

const text = registerText.statistics;

/** The last `count` periods of the unit, newest first, as start dates. */
function recentStarts(unit: StatisticsPeriodUnit, count: number): string[] {
  const starts: string[] = [];
  let period = periodHolding(unit, providerDate(new Date()));
  for (let index = 0; index < count; index += 1) {
    starts.push(period.from);
    const dayBefore = new Date(`${period.from}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    period = periodHolding(unit, dayBefore.toISOString().slice(0, 10));
  }
  return starts;
}

function CountTable(props: { caption: string; counts: readonly StatisticsCountFieldsFragment[] }) {
  return (
    <Table.Root size="sm" mb="4" maxW="md">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="1">
        {props.caption}
      </Table.Caption>
      <Table.Body>
        {props.counts.map((count) => (
          <Table.Row key={count.key}>
            <Table.ColumnHeader scope="row" fontWeight="normal">
              {count.label}
            </Table.ColumnHeader>
            <Table.Cell textAlign="end">{count.count}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function FeedbackStatistics() {
  const client = useApolloClient();
  const { status, show } = useStatus();
  const [unit, setUnit] = useState<StatisticsPeriodUnit>('MONTH');
  const [startsOn, setStartsOn] = useState(() => recentStarts('MONTH', 1)[0]!);
  const [exporting, setExporting] = useState(false);
  const period = { unit, startsOn };
  const { data, loading, error } = useQuery(FeedbackStatisticsDocument, {
    variables: { period },
    fetchPolicy: 'network-only',
  });
  const stats = data?.feedbackStatistics;
  const days = (value: number | null | undefined) => (value == null ? text.none : String(value));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data: exported } = await client.mutate({
        mutation: ExportFeedbackStatisticsDocument,
        variables: { period },
      });
      if (!exported) throw new Error('exportFeedbackStatistics returned no data');
      downloadCsv(exported.exportFeedbackStatistics, text.exportFileName(startsOn));
      show('success', text.exported);
    } catch (exportError) {
      console.error('exportFeedbackStatistics failed', exportError);
      const reason = errorMessage(exportError);
      show('error', reason ? `${text.exportFailed} ${reason}` : text.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeading>{text.heading}</PageHeading>
      <Text mb="4">
        <Link to={paths.adminFeedback}>{text.back}</Link>
      </Text>
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
        <Field.Root maxW="xs" flex="1 1 12rem">
          <Field.Label>{text.unit}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={unit}
              onChange={(event) => {
                const next = event.target.value as StatisticsPeriodUnit;
                setUnit(next);
                setStartsOn(recentStarts(next, 1)[0]!);
              }}
            >
              <SelectOptions labels={STATISTICS_PERIOD_LABELS} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="sm" flex="1 1 16rem">
          <Field.Label>{text.startsOn}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={startsOn}
              onChange={(event) => setStartsOn(event.target.value)}
            >
              {recentStarts(unit, unit === 'MONTH' ? 24 : unit === 'QUARTER' ? 12 : 8).map(
                (start) => (
                  <option key={start} value={start}>
                    {statisticsPeriodInWords(statisticsPeriod(unit, start))}
                  </option>
                ),
              )}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <BusyButton
          variant="outline"
          label={text.exportCsv}
          busy={exporting}
          onClick={() => void exportCsv()}
        />
      </Flex>
      <StatusMessage status={status} />
      <Box aria-live="polite" aria-busy={loading}>
        {loading && <Text>{text.loading}</Text>}
        {error && (
          <Text role="alert">
            {text.failed} {errorMessage(error)}
          </Text>
        )}
        {stats && (
          <>
            <Heading as="h3" size="md" mb="3">
              {text.period(statisticsPeriodInWords(statisticsPeriod(unit, startsOn)))}
            </Heading>
            <FactSection heading={text.timeliness}>
              <Facts
                facts={[
                  [text.total, String(stats.total)],
                  [text.medianAcknowledge, days(stats.medianDaysToAcknowledge)],
                  [text.medianResolve, days(stats.medianDaysToResolve)],
                  [
                    text.acknowledgedInTarget,
                    text.share(
                      stats.acknowledgedWithinTarget.met,
                      stats.acknowledgedWithinTarget.decided,
                    ),
                  ],
                  [
                    text.resolvedInTarget,
                    text.share(stats.resolvedWithinTarget.met, stats.resolvedWithinTarget.decided),
                  ],
                ]}
              />
              <Text mt="3" fontSize="sm">
                {text.targetsNote(
                  businessDaysInWords(CASEWORK_TARGETS.complaintAcknowledgeBusinessDays),
                  CASEWORK_TARGETS.complaintResolveDays,
                )}
              </Text>
            </FactSection>
            <Flex gap="6" wrap="wrap">
              <CountTable caption={text.byKind} counts={stats.byKind} />
              <CountTable caption={text.bySource} counts={stats.bySource} />
              <CountTable caption={text.byServiceArea} counts={stats.byServiceArea} />
              <CountTable caption={text.byRisk} counts={stats.byRisk} />
              <CountTable caption={text.byOutcome} counts={stats.byOutcome} />
            </Flex>
          </>
        )}
      </Box>
    </>
  );
}
