// Which open complaints have a step due today or overdue: acknowledgement (business days) or
// resolution (calendar days), from the date received and the casework targets, counted by the
// register's own rules (schema/contract/complaintTargets.ts).

import type { DashboardDue, DashboardItem, DashboardStep } from '../../schema/generated/types';
import { complaintDueStates, type ComplaintDates } from '../../schema/contract/complaintTargets';

const DUE: Partial<Record<string, DashboardDue>> = { overdue: 'OVERDUE', dueToday: 'DUE_TODAY' };

/** The complaints with a step due today or overdue on `today`, the earliest due date first. */
export function complaintsDue(
  complaints: readonly (ComplaintDates & { id: string })[],
  today: string,
): DashboardItem[] {
  const items = complaints.flatMap((complaint): DashboardItem[] => {
    const states = complaintDueStates(complaint, today);
    if (!states) return [];
    // The acknowledgement first: while it is pending it is the step staff owe first.
    const steps: { step: DashboardStep; date: string; due?: DashboardDue }[] = [
      { step: 'ACKNOWLEDGE', date: states.acknowledgeBy, due: DUE[states.acknowledge] },
      { step: 'RESOLVE', date: states.resolveBy, due: DUE[states.resolve] },
    ];
    const owed = steps.find((each) => each.due);
    return owed?.due ? [{ id: complaint.id, date: owed.date, due: owed.due, step: owed.step }] : [];
  });
  return items.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}
