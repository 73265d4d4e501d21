// A complaint's targets in words, for the register's list and an item's page: text, never colour
// alone (schema/contract/complaintTargets.ts counts them).
import { providerDate } from '../../../../../schema/contract/providerDate';
import {
  complaintDueStates,
  mostPressing,
  type ComplaintDates,
} from '../../../../../schema/contract/complaintTargets';
import { registerText } from './registerTexts';

const { targets } = registerText;

export const todayForProvider = () => providerDate(new Date());

/** "Acknowledgement: Overdue", the most pressing undone step; for a done complaint, "Targets met". */
export function targetsCell(record: ComplaintDates, today: string): string {
  const states = complaintDueStates(record, today);
  if (!states) return targets.none;
  const pressing = mostPressing(states);
  if (pressing === 'met') return targets.allMet;
  const step = states.acknowledge === pressing ? 'Acknowledgement' : 'Resolution';
  return targets.listCell(step, targets.states[pressing]);
}
