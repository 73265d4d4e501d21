// The admin area's frame: the guard, then the Dashboard heading, the section tabs the person's roles
// open (the current one marked for sight and for screen readers; Messages, Applications, Referrals
// and Feedback with their unread counts), Logout and, on narrow screens, a menu button. A page the roles do not
// open shows the no-access page instead; the admin's own address opens the first page they do.
import { Badge, Box, Button, Flex, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { signOut } from 'aws-amplify/auth';
import { paths } from '../../paths';
import { AdminProviders, adminApolloClient } from '../AdminProviders';
import { Loading } from '../components/Loading';
import { NavigationStatus } from '../components/NavigationStatus';
import {
  UnreadFeedbackCountDocument,
  UnreadJobApplicationCountDocument,
  UnreadMessageCountDocument,
  UnreadReferralCountDocument,
} from '../graphql/generated/operations';
import { useUnreadCount } from '../inbox/unreadCount';
import { PageErrorBoundary, PageFailed } from '../components/PageErrorBoundary';
import { useStaffMfa } from '../mfa/useStaffMfa';
import { layoutText } from '../texts';
import type { Role } from '../../../../schema/contract/staffRoles';
import { NoAccessPage } from './NoAccessPage';
import { mayOpen, pagesFor } from './pageAccess';
import { useAdminGuard } from './useAdminGuard';

/** Where staff set up an authenticator app; a tab only while staff MFA is on. */
const SECURITY_TAB = { to: paths.adminSecurity, label: layoutText.tabs.security } as const;

const MENU_ID = 'admin-sections';

/** Global sign-out revokes every session of the user; if the pool cannot be reached, this one ends. */
async function logOut(): Promise<void> {
  try {
    await signOut({ global: true });
  } catch (error) {
    console.error('Global sign-out failed; signing out on this device only', error);
    await signOut();
  }
  await adminApolloClient().clearStore();
}

/** An inbox tab's unread count: a badge to see, "Referrals, 2 unread" to hear. */
function UnreadBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <>
      <VisuallyHidden>, {layoutText.unread(count)}</VisuallyHidden>
      <Badge aria-hidden="true" ms="2" colorPalette="brand" variant="solid" borderRadius="full">
        {count}
      </Badge>
    </>
  );
}

function AdminFrame({ roles }: { roles: readonly Role[] }) {
  const pages = pagesFor(roles);
  const opens = (path: string) => pages.some((page) => page.to === path);
  const unread: Partial<Record<string, number>> = {
    [paths.adminMessages]: useUnreadCount(
      'unreadMessageCount',
      UnreadMessageCountDocument,
      !opens(paths.adminMessages),
    ),
    [paths.adminApplications]: useUnreadCount(
      'unreadJobApplicationCount',
      UnreadJobApplicationCountDocument,
      !opens(paths.adminApplications),
    ),
    [paths.adminReferrals]: useUnreadCount(
      'unreadReferralCount',
      UnreadReferralCountDocument,
      !opens(paths.adminReferrals),
    ),
    [paths.adminFeedback]: useUnreadCount(
      'unreadFeedbackCount',
      UnreadFeedbackCountDocument,
      !opens(paths.adminFeedback),
    ),
  };
  const staffMfa = useStaffMfa();
  const tabs = staffMfa && staffMfa !== 'off' ? [...pages, SECURITY_TAB] : pages;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => setMenuOpen(false), [pathname]);

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logOut();
    } catch (error) {
      // Signed out or not, staff land on the sign-in page, as they asked to leave.
      console.error('Sign-out failed', error);
    } finally {
      setLoggingOut(false);
    }
    await navigate(paths.login);
  };

  return (
    <Box minH="100vh" bg="bg">
      <Box as="header" borderBottomWidth="1px" bg="bg.subtle">
        <Flex maxW="7xl" mx="auto" px="4" py="3" align="center" gap="4" wrap="wrap">
          <Heading as="h1" size="2xl" flex="1">
            {layoutText.heading}
          </Heading>
          <Button
            hideFrom="md"
            variant="outline"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {layoutText.menu}
          </Button>
          <Box
            as="nav"
            id={MENU_ID}
            aria-label={layoutText.navLabel}
            display={{ base: menuOpen ? 'block' : 'none', md: 'block' }}
            // A row of its own below the heading: the unread counts arrive after the page, and tabs
            // they widen beside the heading would wrap below it, moving the page down just as
            // someone presses a button on it.
            width="full"
          >
            <Stack
              as="ul"
              direction={{ base: 'column', md: 'row' }}
              wrap={{ base: 'nowrap', md: 'wrap' }}
              gap={{ base: '1', md: '2' }}
              listStyleType="none"
              m="0"
              p="0"
              align={{ base: 'stretch', md: 'center' }}
            >
              {tabs.map((tab) => (
                <li key={tab.to}>
                  <Box
                    asChild
                    display="block"
                    px="3"
                    py="2"
                    borderRadius="md"
                    fontWeight="medium"
                    color="fg"
                    textDecoration="none"
                    borderBottomWidth="3px"
                    borderColor="transparent"
                    _hover={{ bg: 'bg.muted' }}
                    css={{
                      '&[aria-current="page"]': {
                        borderColor: 'brand.700',
                        color: 'brand.800',
                        fontWeight: 'bold',
                      },
                    }}
                  >
                    <NavLink to={tab.to}>
                      {tab.label}
                      <UnreadBadge count={unread[tab.to]} />
                    </NavLink>
                  </Box>
                </li>
              ))}
              <li>
                <Button
                  variant="outline"
                  width={{ base: 'full', md: 'auto' }}
                  loading={loggingOut}
                  loadingText={layoutText.logout}
                  onClick={() => void onLogout()}
                >
                  {layoutText.logout}
                </Button>
              </li>
            </Stack>
          </Box>
        </Flex>
      </Box>
      <Box as="main" maxW="7xl" mx="auto" px="4" py="6">
        <NavigationStatus />
        {/* Keyed by the path: a page that failed is tried again once another tab is chosen. */}
        <PageErrorBoundary key={pathname} fallback={<PageFailed />}>
          {mayOpen(pathname, roles) ? <Outlet /> : <NoAccessPage pages={pages} />}
        </PageErrorBoundary>
      </Box>
    </Box>
  );
}

function GuardedFrame() {
  const state = useAdminGuard();
  const { pathname } = useLocation();
  if (state.status === 'checking') return <Loading />;
  if (state.status !== 'staff') {
    return <Navigate to={paths.login} replace state={{ denied: state.status === 'no-role' }} />;
  }
  const [firstPage] = pagesFor(state.roles);
  if (pathname.replace(/\/+$/, '') === paths.admin && firstPage) {
    return <Navigate to={firstPage.to} replace />;
  }
  return <AdminFrame roles={state.roles} />;
}

export function AdminLayout() {
  return (
    <AdminProviders>
      <GuardedFrame />
    </AdminProviders>
  );
}
