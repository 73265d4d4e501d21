// When a complaint's acknowledgement and resolution are due, and where each stands: from its date
// received and the casework targets (./caseworkTargets.ts, docs/SECURITY.md "Casework targets").
// Pure, so the register, its statistics and the dashboard count them the same way.
import { businessDaysAfter, daysAfter, dueState, type DueState } from './businessDays';
import { CASEWORK_TARGETS } from './caseworkTargets';

/** What the targets read of a register item. */
export interface ComplaintDates {
  kind: string;
  receivedOn: string;
  acknowledgedOn?: string | null;
  closedOn?: string | null;
}

export interface ComplaintDueDates {
  acknowledgeBy: string;
  resolveBy: string;
}

/** A complaint's due dates; null for a compliment or feedback, which have no targets. */
export function complaintDueDates(record: ComplaintDates): ComplaintDueDates | null {
  if (record.kind !== 'COMPLAINT') return null;
  return {
    acknowledgeBy: businessDaysAfter(
      record.receivedOn,
      CASEWORK_TARGETS.complaintAcknowledgeBusinessDays,
    ),
    resolveBy: daysAfter(record.receivedOn, CASEWORK_TARGETS.complaintResolveDays),
  };
}

export interface ComplaintDueStates extends ComplaintDueDates {
  acknowledge: DueState;
  resolve: DueState;
}

/** Where a complaint stands against both targets on `today` (YYYY-MM-DD); null when not one. */
export function complaintDueStates(
  record: ComplaintDates,
  today: string,
): ComplaintDueStates | null {
  const due = complaintDueDates(record);
  if (!due) return null;
  return {
    ...due,
    acknowledge: dueState(due.acknowledgeBy, Boolean(record.acknowledgedOn), today),
    resolve: dueState(due.resolveBy, Boolean(record.closedOn), today),
  };
}

/** The most pressing of a complaint's two states, for sorting and filtering the register. */
export function mostPressing(states: ComplaintDueStates | null): DueState {
  if (!states) return 'met';
  const order: readonly DueState[] = ['overdue', 'dueToday', 'dueSoon', 'onTrack', 'met'];
  return order[Math.min(order.indexOf(states.acknowledge), order.indexOf(states.resolve))]!;
}

/** Whether a step done on `doneOn` met its due date. */
export const withinTarget = (doneOn: string, dueBy: string): boolean => doneOn <= dueBy;
