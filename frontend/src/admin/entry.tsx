// The admin area's entry: the route table loads it lazily (its own chunk, never on public pages)
// for /login and the fixed /admin paths. Guarded pages render 'Loading...' until the session check
// has run in the browser, which is also what their prerendered shells show.
import { Navigate } from 'react-router-dom';
import { paths } from '../paths';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './login/LoginPage';
import { DashboardPage } from './pages/DashboardPage';
import { FeedbackPage } from './pages/FeedbackPage';
import { MessagesPage } from './pages/MessagesPage';
import { RecruitPage } from './pages/RecruitPage';
import { ReferralsPage } from './pages/ReferralsPage';
import { ReviewPage } from './pages/ReviewPage';
import { TeamPage } from './pages/TeamPage';

export const LoginRoute = LoginPage;
export const AdminLayoutRoute = AdminLayout;
export const MessagesRoute = MessagesPage;
export const RecruitRoute = RecruitPage;
export const ReviewRoute = ReviewPage;
export const TeamRoute = TeamPage;
export const DashboardRoute = DashboardPage;
export const ReferralsRoute = ReferralsPage;
export const FeedbackRoute = FeedbackPage;

export function AdminIndexRoute() {
  return <Navigate to={paths.adminMessages} replace />;
}
