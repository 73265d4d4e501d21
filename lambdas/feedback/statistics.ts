// The complaints register's statistics for a period, as the NDIS Commission may ask for them:
// items received in the period counted by kind, source and service area; complaints by risk and
// outcome; complaints' median calendar days to acknowledge and to resolve (closed), and how many
// met each target of those decided: done, or past the due date on `today` without being done
// (one still inside its target is not decided yet). Pure: the handler reads the items.

import type {
  Feedback,
  FeedbackStatistics,
  StatisticsCount,
  TargetShare,
} from '../../schema/generated/types';
import { daysBetween } from '../../schema/contract/businessDays';
import { complaintDueDates, withinTarget } from '../../schema/contract/complaintTargets';
import { FEEDBACK_KIND_LABELS } from '../../schema/contract/feedback';
import {
  COMPLAINT_OUTCOME_LABELS,
  FEEDBACK_SOURCE_LABELS,
  RISK_RATING_LABELS,
} from '../../schema/contract/feedbackRegister';
import { SERVICE_TITLES } from '../../schema/contract/services';
import {
  statisticsPeriodInWords,
  type StatisticsPeriod,
} from '../../schema/contract/statisticsPeriods';
import { type CsvColumn, toCsv } from '../shared/csv';

export const NOT_RECORDED = { key: 'NOT_RECORDED', label: 'Not recorded' } as const;

/** Every value's count, zeros too, in the labels' order, then those with no value recorded. */
function countBy(
  items: readonly Feedback[],
  valueOf: (item: Feedback) => string | null | undefined,
  labels: Readonly<Record<string, string>>,
): StatisticsCount[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = valueOf(item) ?? NOT_RECORDED.key;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const known = Object.entries(labels).map(([key, label]) => ({
    key,
    label,
    count: counts.get(key) ?? 0,
  }));
  return [...known, { ...NOT_RECORDED, count: counts.get(NOT_RECORDED.key) ?? 0 }];
}

/** The middle value, or the mean of the two middle values; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function targetShare(
  complaints: readonly Feedback[],
  doneOn: (item: Feedback) => string | null | undefined,
  dueBy: (item: Feedback) => string,
  today: string,
): TargetShare {
  let met = 0;
  let decided = 0;
  for (const item of complaints) {
    const done = doneOn(item);
    const due = dueBy(item);
    if (done) {
      decided += 1;
      if (withinTarget(done, due)) met += 1;
    } else if (today > due) {
      decided += 1;
    }
  }
  return { met, decided };
}

export function feedbackStatistics(
  items: readonly Feedback[],
  period: StatisticsPeriod,
  today: string,
): FeedbackStatistics {
  const received = items.filter(
    (item) => item.receivedOn >= period.from && item.receivedOn <= period.to,
  );
  const complaints = received.filter((item) => item.kind === 'COMPLAINT');
  const dueOf = (item: Feedback) => complaintDueDates(item)!;
  const daysTo = (doneOn: (item: Feedback) => string | null | undefined) =>
    median(
      complaints.flatMap((item) => {
        const done = doneOn(item);
        return done ? [daysBetween(item.receivedOn, done)] : [];
      }),
    );
  return {
    from: period.from,
    to: period.to,
    total: received.length,
    byKind: countBy(received, (item) => item.kind, FEEDBACK_KIND_LABELS),
    bySource: countBy(received, (item) => item.source, FEEDBACK_SOURCE_LABELS),
    byServiceArea: countBy(received, (item) => item.serviceArea, SERVICE_TITLES),
    byRisk: countBy(complaints, (item) => item.riskRating, RISK_RATING_LABELS),
    byOutcome: countBy(complaints, (item) => item.outcome, COMPLAINT_OUTCOME_LABELS),
    medianDaysToAcknowledge: daysTo((item) => item.acknowledgedOn),
    medianDaysToResolve: daysTo((item) => item.closedOn),
    acknowledgedWithinTarget: targetShare(
      complaints,
      (item) => item.acknowledgedOn,
      (item) => dueOf(item).acknowledgeBy,
      today,
    ),
    resolvedWithinTarget: targetShare(
      complaints,
      (item) => item.closedOn,
      (item) => dueOf(item).resolveBy,
      today,
    ),
  };
}

/** "3 of 4", or "None decided yet". */
export const shareInWords = (share: TargetShare): string =>
  share.decided === 0 ? 'None decided yet' : `${share.met} of ${share.decided}`;

interface Row {
  measure: string;
  value: string | number;
}

const COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'Measure', value: (row) => row.measure },
  { header: 'Value', value: (row) => row.value },
];

/** The statistics as two columns, measure and value, one row each. */
export function statisticsCsv(statistics: FeedbackStatistics, period: StatisticsPeriod): string {
  const counts = (heading: string, list: readonly StatisticsCount[]): Row[] =>
    list.map((count) => ({ measure: `${heading}: ${count.label}`, value: count.count }));
  const days = (value: number | null | undefined) => (value == null ? 'None' : value);
  const rows: Row[] = [
    { measure: 'Period', value: statisticsPeriodInWords(period) },
    { measure: 'Received', value: statistics.total },
    ...counts('Kind', statistics.byKind),
    ...counts('Source', statistics.bySource),
    ...counts('Service area', statistics.byServiceArea),
    ...counts('Complaint risk', statistics.byRisk),
    ...counts('Complaint outcome', statistics.byOutcome),
    { measure: 'Median days to acknowledge', value: days(statistics.medianDaysToAcknowledge) },
    { measure: 'Median days to resolve', value: days(statistics.medianDaysToResolve) },
    {
      measure: 'Acknowledged within target',
      value: shareInWords(statistics.acknowledgedWithinTarget),
    },
    { measure: 'Resolved within target', value: shareInWords(statistics.resolvedWithinTarget) },
  ];
  return toCsv(COLUMNS, rows);
}
