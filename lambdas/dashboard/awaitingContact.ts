// Which new referrals wait for their first contact past the target: due N business days after the
// provider date they arrived (CASEWORK_TARGETS; weekends skipped, public holidays counted as
// business days, docs/SECURITY.md "Casework targets"), listed from their due date on.

import type { DashboardDue, DashboardItem } from '../../schema/generated/types';
import { businessDaysAfter, dueState } from '../../schema/contract/businessDays';
import { providerDate } from '../../schema/contract/providerDate';
import { CASEWORK_TARGETS } from '../../schema/contract/caseworkTargets';

/** The referrals due today or overdue on `today`, most overdue first. */
export function awaitingContact(
  referrals: readonly { id: string; createdAt: string }[],
  today: string,
): DashboardItem[] {
  const items = referrals.flatMap((referral): DashboardItem[] => {
    const date = businessDaysAfter(
      providerDate(referral.createdAt),
      CASEWORK_TARGETS.referralContactBusinessDays,
    );
    const state = dueState(date, false, today);
    const due: DashboardDue | null =
      state === 'overdue' ? 'OVERDUE' : state === 'dueToday' ? 'DUE_TODAY' : null;
    return due ? [{ id: referral.id, date, due, step: 'CONTACT_REFERRER' }] : [];
  });
  return items.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}
