// The dashboard: what needs attention now, each section read only when the caller's roles cover it
// (DASHBOARD_SECTION_ACCESS), all in one request. Items carry an id and a date, no personal
// details, so reading them records nothing in the audit trail. A new section is a field of
// `type Dashboard`, its access in schema/contract/roles.ts and its reader here.

import type { Dashboard, DashboardItem, DashboardSection } from '../../schema/generated/types';
import { providerDate } from '../../schema/contract/providerDate';
import { DASHBOARD_SECTION_ACCESS } from '../../schema/contract/dashboard';
import { rolesAllow } from '../../schema/contract/roles';
import { referralsDueForDeletion } from '../shared/referralsDueForDeletion';
import { rolesOf } from '../shared/auth';
import { matchingItems } from '../shared/matchingItems';
import type { Routes } from '../shared/resolver';
import { awaitingContact } from './awaitingContact';
import { complaintsDue } from './complaintsDue';
import type { DASHBOARD_FIELDS } from './fields';

type SectionName = Exclude<keyof Dashboard, '__typename'>;

/** Items a section lists; its count is of all. */
export const MAX_SECTION_ITEMS = 50;

const section = (items: readonly DashboardItem[]): DashboardSection => ({
  count: items.length,
  items: items.slice(0, MAX_SECTION_ITEMS),
});

const READERS: Record<SectionName, (now: Date) => Promise<DashboardItem[]>> = {
  async referralsAwaitingContact(now) {
    const referrals = await matchingItems<{ id: string; createdAt: string }>(
      'Referral',
      { expression: '#status = :new', names: { '#status': 'status' }, values: { ':new': 'NEW' } },
      ['id', 'createdAt'],
    );
    return awaitingContact(referrals, providerDate(now));
  },
  async unreadMessages() {
    const messages = await matchingItems<{ id: string; createdAt: string }>(
      'Message',
      { expression: '#read = :unread', names: { '#read': 'read' }, values: { ':unread': false } },
      ['id', 'createdAt'],
    );
    return messages.map((message) => ({ id: message.id, date: providerDate(message.createdAt) }));
  },
  async referralsDueForDeletion(now) {
    const referrals = await referralsDueForDeletion(now, ['id']);
    return referrals.map((referral) => ({
      id: referral.id,
      date: providerDate(new Date((referral.expiresAt ?? 0) * 1000)),
    }));
  },
  async complaintsDue(now) {
    const complaints = await matchingItems<ComplaintItem>(
      'Feedback',
      {
        expression: '#kind = :complaint AND #status <> :closed',
        names: { '#kind': 'kind', '#status': 'status' },
        values: { ':complaint': 'COMPLAINT', ':closed': 'CLOSED' },
      },
      ['id', 'kind', 'createdAt', 'receivedOn', 'acknowledgedOn', 'closedOn'],
    );
    // A complaint stored before the register's fields was received on the day it arrived.
    const dated = complaints.map((each) => ({
      ...each,
      receivedOn: each.receivedOn ?? providerDate(each.createdAt),
    }));
    return complaintsDue(dated, providerDate(now));
  },
};

interface ComplaintItem {
  id: string;
  kind: string;
  createdAt: string;
  receivedOn?: string;
  acknowledgedOn?: string | null;
  closedOn?: string | null;
}

export const routes: Routes<typeof DASHBOARD_FIELDS> = {
  'Query.dashboard': {
    async resolve(_args, request) {
      const roles = rolesOf(request.identity ?? null);
      const now = new Date();
      const names = Object.keys(READERS) as SectionName[];
      const sections = await Promise.all(
        names.map(async (name) =>
          rolesAllow(DASHBOARD_SECTION_ACCESS[name], roles)
            ? section(await READERS[name](now))
            : null,
        ),
      );
      return Object.fromEntries(names.map((name, index) => [name, sections[index]])) as Dashboard;
    },
  },
};
