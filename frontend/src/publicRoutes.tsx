// The public pages' routes. The prerender (routes.tsx) renders each to a static page; in the
// browser these pages are plain documents that hydrate only their islands (entry-islands.ts), so
// the admin app (appRoutes.tsx) holds none of these routes, nor their pages' code and meta.
import type { ComponentType } from 'react';
import type { IndexRouteObject, RouteObject } from 'react-router-dom';
import { JOB_GONE_TEMPLATE_KEY, JOB_PAGE_TEMPLATE_KEY } from '../../schema/contract/jobPages';
import { pageMeta } from './content/meta';
import { paths } from './paths';
import { manifestSource, type RouteHandle } from './seo/routeHead';

type PageModule = Record<string, ComponentType | undefined>;

const pageModules = import.meta.glob<PageModule>([
  './pages/*Page.tsx',
  './features/*/*Page.tsx',
  './features/services/pages/*Page.tsx',
]);

/** A route whose page is the export `name` of ./<file>, loaded when first needed. */
function lazyPage(
  file: string,
  name: string,
  handle: RouteHandle,
): Pick<IndexRouteObject, 'lazy' | 'handle'> {
  const key = `./${file}`;
  const load = pageModules[key];
  if (!load) throw new Error(`No page module ${key}`);
  return {
    lazy: async () => {
      const Component = (await load())[name];
      if (!Component) throw new Error(`${key} does not export ${name}`);
      return { Component };
    },
    handle: { ...handle, modules: [manifestSource(key)] },
  };
}

export const publicRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage('features/home/HomePage.tsx', 'HomePage', {
      meta: pageMeta.home,
      canonical: paths.home,
      organization: true,
    }),
  },
  {
    path: paths.home,
    ...lazyPage('features/home/HomePage.tsx', 'HomePage', {
      meta: pageMeta.home,
      organization: true,
    }),
  },
  {
    path: paths.services,
    ...lazyPage('features/services/ServicesPage.tsx', 'ServicesPage', { meta: pageMeta.services }),
  },
  {
    path: paths.alliedHealth,
    ...lazyPage('features/services/pages/AlliedHealthPage.tsx', 'AlliedHealthPage', {
      meta: pageMeta.alliedHealth,
    }),
  },
  {
    path: paths.occupationalTherapist,
    ...lazyPage(
      'features/services/pages/OccupationalTherapistPage.tsx',
      'OccupationalTherapistPage',
      {
        meta: pageMeta.occupationalTherapist,
      },
    ),
  },
  {
    path: paths.supportCoordination,
    ...lazyPage('features/services/pages/SupportCoordinationPage.tsx', 'SupportCoordinationPage', {
      meta: pageMeta.supportCoordination,
    }),
  },
  {
    path: paths.socialWorker,
    ...lazyPage('features/services/pages/SocialWorkerPage.tsx', 'SocialWorkerPage', {
      meta: pageMeta.socialWorker,
    }),
  },
  {
    path: paths.disabilitySupportWorker,
    ...lazyPage(
      'features/services/pages/DisabilitySupportWorkerPage.tsx',
      'DisabilitySupportWorkerPage',
      {
        meta: pageMeta.disabilitySupportWorker,
      },
    ),
  },
  {
    path: paths.supportedIndependentLiving,
    ...lazyPage(
      'features/services/pages/SupportedIndependentLivingPage.tsx',
      'SupportedIndependentLivingPage',
      {
        meta: pageMeta.supportedIndependentLiving,
      },
    ),
  },
  {
    path: paths.contact,
    ...lazyPage('features/contact/ContactPage.tsx', 'ContactPage', { meta: pageMeta.contact }),
  },
  {
    path: paths.referral,
    ...lazyPage('features/referral/ReferralPage.tsx', 'ReferralPage', { meta: pageMeta.referral }),
  },
  {
    path: paths.feedback,
    ...lazyPage('features/feedback/FeedbackPage.tsx', 'FeedbackPage', { meta: pageMeta.feedback }),
  },
  {
    path: paths.careers,
    ...lazyPage('features/careers/CareersPage.tsx', 'CareersPage', { meta: pageMeta.careers }),
  },
  {
    path: paths.opportunities,
    ...lazyPage('features/careers/OpportunitiesPage.tsx', 'OpportunitiesPage', {
      meta: pageMeta.opportunities,
    }),
  },
  {
    path: paths.jobPageTemplate,
    ...lazyPage('features/careers/JobPage.tsx', 'JobPage', {
      meta: pageMeta.jobPage,
      templateKey: JOB_PAGE_TEMPLATE_KEY,
    }),
  },
  {
    path: paths.jobGoneTemplate,
    ...lazyPage('features/careers/JobGonePage.tsx', 'JobGonePage', {
      meta: pageMeta.jobGone,
      noindex: true,
      templateKey: JOB_GONE_TEMPLATE_KEY,
    }),
  },
  {
    path: paths.privacy,
    ...lazyPage('pages/PrivacyPage.tsx', 'PrivacyPage', { meta: pageMeta.privacy }),
  },
  {
    path: paths.accessibility,
    ...lazyPage('pages/AccessibilityPage.tsx', 'AccessibilityPage', {
      meta: pageMeta.accessibility,
    }),
  },
  { path: paths.demo, ...lazyPage('pages/DemoPage.tsx', 'DemoPage', { meta: pageMeta.demo }) },
  {
    path: paths.noAuth,
    ...lazyPage('pages/NoAuthPage.tsx', 'NoAuthPage', { meta: pageMeta.noAuth, noindex: true }),
  },
  // Any other path, /admin/* included: the admin branch below only matches its fixed paths.
  {
    path: '*',
    ...lazyPage('pages/NotFoundPage.tsx', 'NotFoundPage', {
      meta: pageMeta.notFound,
      noindex: true,
      notFound: true,
    }),
  },
];

/**
 * Pages under this route are plain documents in the browser: only their islands are hydrated
 * (entry-islands.ts). The admin pages are one app (entry-client.tsx).
 */
export const PUBLIC_LAYOUT_ROUTE_ID = 'public';

/** The public pages' layout (header, footer) with every public page below it. */
export const publicLayoutRoute: RouteObject = {
  id: PUBLIC_LAYOUT_ROUTE_ID,
  lazy: async () => ({
    Component: (await import('./components/layout/PublicLayout')).PublicLayout,
  }),
  children: publicRoutes,
};
