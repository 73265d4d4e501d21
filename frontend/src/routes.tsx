// The route table: the prerender (entry-server.tsx) renders every static path in it, the browser
// (entry-client.tsx) hydrates and navigates with the same table. Paths come from paths.ts; each
// route's <head> comes from its `handle` (seo/routeHead.ts).
import type { RouteObject } from 'react-router-dom';
import { SiteRoot } from './app/SiteRoot';
import { PublicLayout } from './components/layout/PublicLayout';
import { CareersPage } from './pages/CareersPage';
import { ContactPage } from './pages/ContactPage';
import { DemoPage } from './pages/DemoPage';
import { HomePage } from './pages/HomePage';
import { NoAuthPage } from './pages/NoAuthPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { OpportunitiesPage } from './pages/OpportunitiesPage';
import { ReferralPage } from './pages/ReferralPage';
import { ServicesPage } from './pages/ServicesPage';
import { AlliedHealthPage } from './pages/services/AlliedHealthPage';
import { DisabilitySupportWorkerPage } from './pages/services/DisabilitySupportWorkerPage';
import { OccupationalTherapistPage } from './pages/services/OccupationalTherapistPage';
import { SocialWorkerPage } from './pages/services/SocialWorkerPage';
import { SupportCoordinationPage } from './pages/services/SupportCoordinationPage';
import { SupportedIndependentLivingPage } from './pages/services/SupportedIndependentLivingPage';
import { paths } from './paths';
import type { RouteHandle } from './seo/routeHead';
import type * as AdminEntry from './admin/entry';

/** A route whose component is in the admin chunk, loaded only when the route is visited. */
const adminRoute = (name: keyof typeof AdminEntry) => async () => ({
  Component: (await import('./admin/entry'))[name],
});

const handle = (value: RouteHandle) => value;

const publicRoutes: RouteObject[] = [
  {
    index: true,
    Component: HomePage,
    handle: handle({ meta: 'home', canonical: paths.home, organization: true }),
  },
  { path: paths.home, Component: HomePage, handle: handle({ meta: 'home', organization: true }) },
  { path: paths.services, Component: ServicesPage, handle: handle({ meta: 'services' }) },
  {
    path: paths.alliedHealth,
    Component: AlliedHealthPage,
    handle: handle({ meta: 'alliedHealth' }),
  },
  {
    path: paths.occupationalTherapist,
    Component: OccupationalTherapistPage,
    handle: handle({ meta: 'occupationalTherapist' }),
  },
  {
    path: paths.supportCoordination,
    Component: SupportCoordinationPage,
    handle: handle({ meta: 'supportCoordination' }),
  },
  {
    path: paths.socialWorker,
    Component: SocialWorkerPage,
    handle: handle({ meta: 'socialWorker' }),
  },
  {
    path: paths.disabilitySupportWorker,
    Component: DisabilitySupportWorkerPage,
    handle: handle({ meta: 'disabilitySupportWorker' }),
  },
  {
    path: paths.supportedIndependentLiving,
    Component: SupportedIndependentLivingPage,
    handle: handle({ meta: 'supportedIndependentLiving' }),
  },
  { path: paths.contact, Component: ContactPage, handle: handle({ meta: 'contact' }) },
  { path: paths.referral, Component: ReferralPage, handle: handle({ meta: 'referral' }) },
  { path: paths.careers, Component: CareersPage, handle: handle({ meta: 'careers' }) },
  {
    path: paths.opportunities,
    Component: OpportunitiesPage,
    handle: handle({ meta: 'opportunities' }),
  },
  { path: paths.demo, Component: DemoPage, handle: handle({ meta: 'demo' }) },
  {
    path: paths.noAuth,
    Component: NoAuthPage,
    handle: handle({ meta: 'noAuth', noindex: true }),
  },
  // Any other path, /admin/* included: the admin branch below only matches its fixed paths.
  {
    path: '*',
    Component: NotFoundPage,
    handle: handle({ meta: 'notFound', noindex: true, notFound: true }),
  },
];

const adminHandle = handle({ meta: 'admin', noindex: true });

const adminRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: adminRoute('LoginRoute'),
    handle: handle({ meta: 'login', noindex: true }),
  },
  {
    path: paths.admin,
    lazy: adminRoute('AdminLayoutRoute'),
    handle: adminHandle,
    children: [
      { index: true, lazy: adminRoute('AdminIndexRoute') },
      { path: paths.adminMessages, lazy: adminRoute('MessagesRoute') },
      { path: paths.adminRecruit, lazy: adminRoute('RecruitRoute') },
      { path: paths.adminReview, lazy: adminRoute('ReviewRoute') },
      { path: paths.adminTeam, lazy: adminRoute('TeamRoute') },
      { path: paths.adminDashboard, lazy: adminRoute('DashboardRoute') },
      { path: paths.adminReferrals, lazy: adminRoute('ReferralsRoute') },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    path: paths.root,
    Component: SiteRoot,
    children: [{ Component: PublicLayout, children: publicRoutes }, ...adminRoutes],
  },
];

/** Every path the table names outright (no `*`): each is prerendered to its own HTML file. */
export function staticPaths(table: readonly RouteObject[] = routes): string[] {
  return table.flatMap((route) => {
    const own = route.index ? [] : route.path && !route.path.includes('*') ? [route.path] : [];
    return [...own, ...staticPaths(route.children ?? [])];
  });
}
