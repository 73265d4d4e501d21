// The admin's routes: the sign-in page and the admin area. Both the prerender (routes.tsx) and the
// admin app in the browser (appRoutes.tsx) use them. This is the one public module that reaches the
// admin's code, and only through admin/entry, loaded with import(), so public pages never load it;
// its error screens (admin/routeErrors) alone are imported statically, as they must show when the
// admin's code cannot be loaded.
import type { IndexRouteObject, RouteObject } from 'react-router-dom';
import { AdminPageRouteError, AdminRouteError } from './admin/routeErrors';
import { adminPageMeta } from './content/adminMeta';
import { paths } from './paths';
import { manifestSource, type ChunkHandle, type RouteHandle } from './seo/routeHead';

const ADMIN_ENTRY = './admin/entry.tsx';

/**
 * A route whose page is the export `name` of ./admin/<file>, in a chunk of its own, loaded when
 * first needed through admin/entry (itself a small chunk). So /login loads the sign-in steps, not
 * the admin's pages and their libraries. The prerendered page preloads both chunks. If they cannot
 * be loaded, the page's place says so (a page inside the admin's frame, unless `ErrorBoundary`).
 */
function adminPage(
  file: string,
  name: string,
  handle?: RouteHandle,
): Pick<IndexRouteObject, 'lazy' | 'handle' | 'ErrorBoundary'> {
  const modules = [manifestSource(ADMIN_ENTRY), manifestSource(`./admin/${file}`)];
  return {
    lazy: async () => {
      try {
        return { Component: await (await import('./admin/entry')).loadAdminPage(file, name) };
      } catch (error) {
        // React Router shows a route whose lazy() rejected as still loading (its parents only, not
        // its ErrorBoundary): the route resolves to a loader that throws the failure instead.
        return {
          loader: () => {
            throw error;
          },
        };
      }
    },
    handle: { ...handle, modules } satisfies RouteHandle | ChunkHandle,
    ErrorBoundary: AdminPageRouteError,
  };
}

export const adminRoutes: RouteObject[] = [
  {
    path: paths.login,
    ...adminPage('features/login/LoginPage.tsx', 'LoginPage', {
      meta: adminPageMeta.login,
      noindex: true,
    }),
    ErrorBoundary: AdminRouteError,
  },
  {
    path: paths.admin,
    ...adminPage('layout/AdminLayout.tsx', 'AdminLayout', {
      meta: adminPageMeta.admin,
      noindex: true,
    }),
    ErrorBoundary: AdminRouteError,
    children: [
      // Renders nothing: the admin's frame sends /admin on to the first page the roles open.
      { index: true, element: null },
      {
        path: paths.adminMessages,
        ...adminPage('features/messages/MessagesPage.tsx', 'MessagesPage'),
      },
      { path: paths.adminRecruit, ...adminPage('features/jobs/RecruitPage.tsx', 'RecruitPage') },
      {
        path: paths.adminApplications,
        ...adminPage('features/applications/ApplicationsPage.tsx', 'ApplicationsPage'),
      },
      {
        path: paths.adminReview,
        ...adminPage('features/testimonials/ReviewPage.tsx', 'ReviewPage'),
      },
      { path: paths.adminTeam, ...adminPage('features/staff/TeamPage.tsx', 'TeamPage') },
      {
        path: paths.adminDashboard,
        ...adminPage('features/dashboard/DashboardPage.tsx', 'DashboardPage'),
      },
      {
        path: paths.adminReferrals,
        ...adminPage('features/referrals/ReferralsPage.tsx', 'ReferralsPage'),
      },
      {
        path: paths.adminSecurity,
        ...adminPage('features/security/SecurityPage.tsx', 'SecurityPage'),
      },
      {
        path: paths.adminFeedback,
        ...adminPage('features/feedback/FeedbackPage.tsx', 'FeedbackPage'),
      },
      {
        path: paths.adminAccounts,
        ...adminPage('features/accounts/AccountsPage.tsx', 'AccountsPage'),
      },
      {
        path: paths.adminAuditLog,
        ...adminPage('features/auditLog/AuditLogPage.tsx', 'AuditLogPage'),
      },
    ],
  },
];
