// The dashboard's sections and who sees each: a module of its own, so /login, which reads the role
// map for the admin's tabs, does not carry it.
import type { Dashboard } from '../generated/types';
import { ROOT_FIELD_ACCESS, type FieldAccess } from './roles';

/**
 * Who sees each section of the dashboard (Query.dashboard): whoever may list the items it points
 * to, so a section never links to a page the caller cannot open. A new section fails the typecheck
 * until it is given here.
 */
export const DASHBOARD_SECTION_ACCESS: Readonly<
  Record<Exclude<keyof Dashboard, '__typename'>, FieldAccess>
> = {
  referralsAwaitingContact: ROOT_FIELD_ACCESS['Query.listReferrals'],
  unreadMessages: ROOT_FIELD_ACCESS['Query.listMessages'],
  referralsDueForDeletion: ROOT_FIELD_ACCESS['Query.referralsDueForDeletion'],
  complaintsDue: ROOT_FIELD_ACCESS['Query.listFeedback'],
};
