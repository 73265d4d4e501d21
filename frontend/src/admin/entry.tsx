// The admin area's entry: the route table loads it lazily (its own chunk, never on public pages)
// for /login and the fixed /admin paths. Until the admin area is built, every route shows the
// same 'Loading...' that its session check will show, which is also what the prerendered shells show.
import { Outlet } from 'react-router-dom';
import { loadingText } from '../content/shellPages';

function Loading() {
  return <p role="status">{loadingText}</p>;
}

export const LoginRoute = Loading;
export const AdminIndexRoute = Loading;
export const MessagesRoute = Loading;
export const RecruitRoute = Loading;
export const ReviewRoute = Loading;
export const TeamRoute = Loading;
export const DashboardRoute = Loading;
export const ReferralsRoute = Loading;

export function AdminLayoutRoute() {
  return <Outlet />;
}
