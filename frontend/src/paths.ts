// Every route's URL, in one place: the route table (routes.tsx) is built from these, and every
// link in the site uses them instead of writing a path out.
import { FEEDBACK_ADMIN_PATH, JOB_APPLICATIONS_ADMIN_PATH } from '../../schema/contract/adminPaths';
import { JOB_GONE_TEMPLATE_PATH, JOB_PAGE_TEMPLATE_PATH } from '../../schema/contract/jobPages';
import type { ServiceKey } from '../../schema/contract/services';

export const paths = {
  root: '/',
  home: '/home',
  services: '/services',
  alliedHealth: '/services/positive-behaviour-support-practitioner',
  occupationalTherapist: '/services/occupational-therapist',
  supportCoordination: '/services/support-coordination',
  socialWorker: '/services/social-worker',
  disabilitySupportWorker: '/services/disability-support-worker',
  supportedIndependentLiving: '/services/supported-independent-living',
  contact: '/contact',
  referral: '/referral',
  feedback: '/feedback',
  careers: '/careers',
  opportunities: '/opportunities',
  /** Prerendered as templates only (schema/contract/jobPages.ts): the publisher fills them in. */
  jobPageTemplate: JOB_PAGE_TEMPLATE_PATH,
  jobGoneTemplate: JOB_GONE_TEMPLATE_PATH,
  privacy: '/privacy',
  accessibility: '/accessibility',
  demo: '/demo',
  noAuth: '/noauth',
  login: '/login',
  admin: '/admin',
  adminMessages: '/admin/msg',
  adminRecruit: '/admin/recruit',
  adminReview: '/admin/review',
  adminTeam: '/admin/team',
  adminDashboard: '/admin/dashboard',
  adminReferrals: '/admin/referrals',
  adminSecurity: '/admin/security',
  adminAccounts: '/admin/accounts',
  adminAuditLog: '/admin/audit',
  /** The staff notice e-mail links here too (lambdas/feedback/mail.ts). */
  adminFeedback: FEEDBACK_ADMIN_PATH,
  /** The staff notice e-mail links here too (lambdas/applications/mail.ts). */
  adminApplications: JOB_APPLICATIONS_ADMIN_PATH,
} as const;

export type PathName = keyof typeof paths;
export type SitePath = (typeof paths)[PathName];

/** The query parameter naming a service for the referral form to tick: `/referral?service=<key>`. */
export const REFERRAL_SERVICE_PARAM = 'service';

/** The referral form with `service` ticked (features/referral/chosenService.ts). */
export const referralPathFor = (service: ServiceKey) =>
  `${paths.referral}?${REFERRAL_SERVICE_PARAM}=${service}`;
