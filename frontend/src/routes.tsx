// The route table: the prerender (entry-server.tsx) renders every static path in it, the browser
// (entry-client.tsx) hydrates and navigates with the same table. Paths come from paths.ts; each
// route's <head> comes from its `handle` (seo/routeHead.ts).
//
// Every page is a lazy route with its own chunk. Public pages hydrate only their islands
// (entry-islands.ts), so in the browser this table serves the admin pages, which thereby load no
// public page. The prerendered page preloads its route's chunks, and the browser loads them before
// hydrating (entry-client.tsx).
import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type IndexRouteObject, type RouteObject } from 'react-router-dom';
import { SiteRoot } from './app/SiteRoot';
import { paths } from './paths';
import type { ChunkHandle, RouteHandle } from './seo/routeHead';

type PageModule = Record<string, ComponentType | undefined>;

const pageModules = import.meta.glob<PageModule>([
  './pages/*Page.tsx',
  './pages/services/*Page.tsx',
]);

/** The module's path as the build manifest names it (relative to frontend/). */
/** What a lazy route helper gives a route: how to load its component, and its handle. */
type LazyRoute = Pick<IndexRouteObject, 'lazy' | 'handle'>;

const sourceOf = (file: string) => `src/${file.replace(/^\.\//, '')}`;

/** A route whose page is the export `name` of ./pages/<file>, loaded when first needed. */
function lazyPage(file: string, name: string, handle: RouteHandle): LazyRoute {
  const key = `./pages/${file}`;
  const load = pageModules[key];
  if (!load) throw new Error(`No page module ${key}`);
  return {
    lazy: async () => {
      const Component = (await load())[name];
      if (!Component) throw new Error(`${key} does not export ${name}`);
      return { Component };
    },
    handle: { ...handle, modules: [sourceOf(key)] },
  };
}

const ADMIN_ENTRY = './admin/entry.tsx';

/**
 * A route whose page is the export `name` of ./admin/<file>, in a chunk of its own, loaded when
 * first needed through admin/entry (the route table's only way into the admin, itself a small
 * chunk). So /login loads the sign-in steps, not the admin's pages and their libraries. Every
 * admin route is one of these; the prerendered page preloads both chunks.
 */
function adminPage(file: string, name: string, handle?: RouteHandle): LazyRoute {
  const modules = [sourceOf(ADMIN_ENTRY), sourceOf(`./admin/${file}`)];
  return {
    lazy: async () => ({
      Component: await (await import('./admin/entry')).loadAdminPage(file, name),
    }),
    handle: { ...handle, modules } satisfies RouteHandle | ChunkHandle,
  };
}

const publicRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage('HomePage.tsx', 'HomePage', {
      meta: 'home',
      canonical: paths.home,
      organization: true,
    }),
  },
  {
    path: paths.home,
    ...lazyPage('HomePage.tsx', 'HomePage', { meta: 'home', organization: true }),
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
  { path: paths.feedback, ...lazyPage('FeedbackPage.tsx', 'FeedbackPage', { meta: 'feedback' }) },
  { path: paths.careers, ...lazyPage('CareersPage.tsx', 'CareersPage', { meta: 'careers' }) },
  {
    path: paths.opportunities,
    ...lazyPage('OpportunitiesPage.tsx', 'OpportunitiesPage', { meta: 'opportunities' }),
  },
  { path: paths.privacy, ...lazyPage('PrivacyPage.tsx', 'PrivacyPage', { meta: 'privacy' }) },
  {
    path: paths.accessibility,
    ...lazyPage('AccessibilityPage.tsx', 'AccessibilityPage', { meta: 'accessibility' }),
  },
  { path: paths.demo, ...lazyPage('DemoPage.tsx', 'DemoPage', { meta: 'demo' }) },
  {
    path: paths.noAuth,
    ...lazyPage('NoAuthPage.tsx', 'NoAuthPage', { meta: 'noAuth', noindex: true }),
  },
  // Any other path, /admin/* included: the admin branch below only matches its fixed paths.
  {
    path: '*',
    ...lazyPage('NotFoundPage.tsx', 'NotFoundPage', {
      meta: 'notFound',
      noindex: true,
      notFound: true,
    }),
  },
];

const adminRoutes: RouteObject[] = [
  {
    path: paths.login,
    ...adminPage('login/LoginPage.tsx', 'LoginPage', { meta: 'login', noindex: true }),
  },
  {
    path: paths.admin,
    ...adminPage('layout/AdminLayout.tsx', 'AdminLayout', { meta: 'admin', noindex: true }),
    children: [
      { index: true, element: <Navigate to={paths.adminMessages} replace /> },
      { path: paths.adminMessages, ...adminPage('pages/MessagesPage.tsx', 'MessagesPage') },
      { path: paths.adminRecruit, ...adminPage('pages/RecruitPage.tsx', 'RecruitPage') },
      { path: paths.adminReview, ...adminPage('pages/ReviewPage.tsx', 'ReviewPage') },
      { path: paths.adminTeam, ...adminPage('pages/TeamPage.tsx', 'TeamPage') },
      { path: paths.adminDashboard, ...adminPage('pages/DashboardPage.tsx', 'DashboardPage') },
      { path: paths.adminReferrals, ...adminPage('pages/ReferralsPage.tsx', 'ReferralsPage') },
      { path: paths.adminSecurity, ...adminPage('pages/SecurityPage.tsx', 'SecurityPage') },
      { path: paths.adminFeedback, ...adminPage('pages/FeedbackPage.tsx', 'FeedbackPage') },
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
      {
        id: PUBLIC_LAYOUT_ROUTE_ID,
        lazy: async () => ({
          Component: (await import('./components/layout/PublicLayout')).PublicLayout,
        }),
        children: publicRoutes,
      },
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

/**
 * Loads the code of the routes `path` matches without showing them, so that a later navigation
 * there does not wait for it.
 */
export async function prefetchRoute(path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)),
  );
}
