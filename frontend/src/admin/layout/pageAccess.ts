// Which admin pages a person's roles open: each page is open to whoever may use the API field it is
// built on (schema/contract/roles.ts), so the tabs never offer a page whose data the API refuses.
import { ROOT_FIELD_ACCESS, rolesAllow, type FieldAccess } from '../../../../schema/contract/roles';
import { type Role } from '../../../../schema/contract/staffRoles';
import { paths } from '../../paths';
import { layoutText } from '../texts';

/** Pages every staff member has: their own sign-in security and the dashboard. */
const ANY_ROLE: FieldAccess = ['intake', 'complaints', 'website'];

export const ADMIN_PAGES = [
  {
    to: paths.adminMessages,
    label: layoutText.tabs.messages,
    access: ROOT_FIELD_ACCESS['Query.listMessages'],
  },
  {
    to: paths.adminRecruit,
    label: layoutText.tabs.recruit,
    access: ROOT_FIELD_ACCESS['Mutation.createPost'],
  },
  {
    to: paths.adminApplications,
    label: layoutText.tabs.applications,
    access: ROOT_FIELD_ACCESS['Query.listJobApplications'],
  },
  {
    to: paths.adminReview,
    label: layoutText.tabs.review,
    access: ROOT_FIELD_ACCESS['Mutation.createTestimonial'],
  },
  {
    to: paths.adminTeam,
    label: layoutText.tabs.team,
    access: ROOT_FIELD_ACCESS['Query.listStaff'],
  },
  {
    to: paths.adminReferrals,
    label: layoutText.tabs.referrals,
    access: ROOT_FIELD_ACCESS['Query.listReferrals'],
  },
  {
    to: paths.adminFeedback,
    label: layoutText.tabs.feedback,
    access: ROOT_FIELD_ACCESS['Query.listFeedback'],
  },
  {
    to: paths.adminAccounts,
    label: layoutText.tabs.accounts,
    access: ROOT_FIELD_ACCESS['Query.staffAccounts'],
  },
  {
    to: paths.adminAuditLog,
    label: layoutText.tabs.auditLog,
    access: ROOT_FIELD_ACCESS['Query.auditLog'],
  },
] as const;

export type AdminPage = (typeof ADMIN_PAGES)[number];

/** Pages without a tab of their own in this list (Security is a tab only while staff MFA is on). */
const OTHER_PAGES: Readonly<Record<string, FieldAccess>> = {
  [paths.adminSecurity]: ANY_ROLE,
  [paths.adminDashboard]: ANY_ROLE,
};

/** The tabbed pages these roles open, in tab order. */
export function pagesFor(roles: readonly Role[]): AdminPage[] {
  return ADMIN_PAGES.filter((page) => rolesAllow(page.access, roles));
}

/** Whether these roles open the page at this path (the router answers paths of no page). */
export function mayOpen(pathname: string, roles: readonly Role[]): boolean {
  const path = pathname.replace(/\/+$/, '');
  const access =
    ADMIN_PAGES.find((page) => page.to === path)?.access ?? OTHER_PAGES[path] ?? ANY_ROLE;
  return rolesAllow(access, roles);
}
