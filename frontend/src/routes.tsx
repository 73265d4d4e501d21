// The route table: the prerender (entry-server.tsx) renders every static path in it, the browser
// (entry-client.tsx) hydrates and navigates with the same table. Paths come from paths.ts; each
// route's <head> comes from its `handle` (seo/routeHead.ts).
//
// Home and not-found are in the main bundle; every other page is a lazy route with its own chunk,
// so the home page never downloads them. The prerendered page preloads its route's chunk, and the
// browser loads it before hydrating (entry-client.tsx).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SiteRoot } from './app/SiteRoot';
import { PublicLayout } from './components/layout/PublicLayout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { paths } from './paths';
import type { RouteHandle } from './seo/routeHead';
import type * as AdminEntry from './admin/entry';

type PageModule = Record<string, ComponentType | undefined>;

const pageModules = import.meta.glob<PageModule>([
  './pages/*Page.tsx',
  './pages/services/*Page.tsx',
  '!./pages/HomePage.tsx',
  '!./pages/NotFoundPage.tsx',
]);

/** The module's path as the build manifest names it (relative to frontend/). */
const sourceOf = (file: string) => `src/${file.replace(/^\.\//, '')}`;

/** A route whose page is the export `name` of ./pages/<file>, loaded when first needed. */
function lazyPage(file: string, name: string, handle: RouteHandle): RouteObject {
  const key = `./pages/${file}`;
  const load = pageModules[key];
  if (!load) throw new Error(`No page module ${key}`);
  return {
    lazy: async () => {
      const Component = (await load())[name];
      if (!Component) throw new Error(`${key} does not export ${name}`);
      return { Component };
    },
    handle: { ...handle, module: sourceOf(key) },
  };
}

const ADMIN_ENTRY = './admin/entry.tsx';

/** A route whose component is in the admin chunk: never loaded on public pages. */
const adminRoute = (name: keyof typeof AdminEntry) => async () => ({
  Component: (await import('./admin/entry'))[name],
});

const publicRoutes: RouteObject[] = [
  {
    index: true,
    Component: HomePage,
    handle: { meta: 'home', canonical: paths.home, organization: true } satisfies RouteHandle,
  },
  {
    path: paths.home,
    Component: HomePage,
    handle: { meta: 'home', organization: true } satisfies RouteHandle,
  },
  { path: paths.services, ...lazyPage('ServicesPage.tsx', 'ServicesPage', { meta: 'services' }) },
  {
    path: paths.alliedHealth,
    ...lazyPage('services/AlliedHealthPage.tsx', 'AlliedHealthPage', { meta: 'alliedHealth' }),
  },
  {
    path: paths.occupationalTherapist,
    ...lazyPage('services/OccupationalTherapistPage.tsx', 'OccupationalTherapistPage', {
      meta: 'occupationalTherapist',
    }),
  },
  {
    path: paths.supportCoordination,
    ...lazyPage('services/SupportCoordinationPage.tsx', 'SupportCoordinationPage', {
      meta: 'supportCoordination',
    }),
  },
  {
    path: paths.socialWorker,
    ...lazyPage('services/SocialWorkerPage.tsx', 'SocialWorkerPage', { meta: 'socialWorker' }),
  },
  {
    path: paths.disabilitySupportWorker,
    ...lazyPage('services/DisabilitySupportWorkerPage.tsx', 'DisabilitySupportWorkerPage', {
      meta: 'disabilitySupportWorker',
    }),
  },
  {
    path: paths.supportedIndependentLiving,
    ...lazyPage('services/SupportedIndependentLivingPage.tsx', 'SupportedIndependentLivingPage', {
      meta: 'supportedIndependentLiving',
    }),
  },
  { path: paths.contact, ...lazyPage('ContactPage.tsx', 'ContactPage', { meta: 'contact' }) },
  { path: paths.referral, ...lazyPage('ReferralPage.tsx', 'ReferralPage', { meta: 'referral' }) },
  { path: paths.careers, ...lazyPage('CareersPage.tsx', 'CareersPage', { meta: 'careers' }) },
  {
    path: paths.opportunities,
    ...lazyPage('OpportunitiesPage.tsx', 'OpportunitiesPage', { meta: 'opportunities' }),
  },
  { path: paths.demo, ...lazyPage('DemoPage.tsx', 'DemoPage', { meta: 'demo' }) },
  {
    path: paths.noAuth,
    ...lazyPage('NoAuthPage.tsx', 'NoAuthPage', { meta: 'noAuth', noindex: true }),
  },
  // Any other path, /admin/* included: the admin branch below only matches its fixed paths.
  {
    path: '*',
    Component: NotFoundPage,
    handle: { meta: 'notFound', noindex: true, notFound: true } satisfies RouteHandle,
  },
];

const adminRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: adminRoute('LoginRoute'),
    handle: { meta: 'login', noindex: true, module: sourceOf(ADMIN_ENTRY) } satisfies RouteHandle,
  },
  {
    path: paths.admin,
    lazy: adminRoute('AdminLayoutRoute'),
    handle: { meta: 'admin', noindex: true, module: sourceOf(ADMIN_ENTRY) } satisfies RouteHandle,
    children: [
      { index: true, lazy: adminRoute('AdminIndexRoute') },
      { path: paths.adminMessages, lazy: adminRoute('MessagesRoute') },
      { path: paths.adminRecruit, lazy: adminRoute('RecruitRoute') },
      { path: paths.adminReview, lazy: adminRoute('ReviewRoute') },
      { path: paths.adminTeam, lazy: adminRoute('TeamRoute') },
      { path: paths.adminDashboard, lazy: adminRoute('DashboardRoute') },
      { path: paths.adminReferrals, lazy: adminRoute('ReferralsRoute') },
      { path: paths.adminFeedback, lazy: adminRoute('FeedbackRoute') },
    ],
  },
];

/**
 * Pages under this route are plain documents in the browser: only their islands are hydrated
 * (entry-islands.ts). The admin pages are one app (entry-client.tsx).
 */
export const PUBLIC_LAYOUT_ROUTE_ID = 'public';

export const routes: RouteObject[] = [
  {
    path: paths.root,
    Component: SiteRoot,
    children: [
      { id: PUBLIC_LAYOUT_ROUTE_ID, Component: PublicLayout, children: publicRoutes },
      ...adminRoutes,
    ],
  },
];

/** Every path the table names outright (no `*`): each is prerendered to its own HTML file. */
export function staticPaths(table: readonly RouteObject[] = routes): string[] {
  return table.flatMap((route) => {
    const own = route.index ? [] : route.path && !route.path.includes('*') ? [route.path] : [];
    return [...own, ...staticPaths(route.children ?? [])];
  });
}
