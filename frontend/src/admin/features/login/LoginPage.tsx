// /login: e-mail and password, and a step for each further sign-in step the user pool can ask for:
// a new password (how invited staff first sign in), a password reset with an e-mailed code, and
// with staff MFA on (cdk.json "staffMfa") the authenticator app's code, or enrolling one when the
// pool requires it. A user who is already signed in as an admin goes straight on. It loads none of
// the admin's pages and data libraries (see adminPage in adminRoutes.tsx), and takes Chakra's recipes
// from signInSystem.
import { ChakraProvider } from '@chakra-ui/react';
import { signOut, type SignInOutput } from 'aws-amplify/auth';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../paths';
import { prefetchRoute } from '../../../appRoutes';
import type { Role } from '../../../../../schema/contract/staffRoles';
import { checkSession } from '../../auth/amplifyAuth';
import { Loading } from '../../components/Loading';
import { PageErrorBoundary, PageFailedMessage } from '../../components/PageErrorBoundary';
import { useStatus } from '../../components/StatusMessage';
import { TOTP_APP_NAME } from '../../mfa/appName';
import { signInSystem } from '../../theme/signInSystem';
import { pageFailedText } from '../../pageFailedText';
import { loginText } from './texts';
import { sendResetCode, type LoginFlow, type Screen } from './loginFlow';
import { NewPasswordStep } from './NewPasswordStep';
import { ResetConfirmStep } from './ResetConfirmStep';
import { ResetRequestStep } from './ResetRequestStep';
import { SignInStep } from './SignInStep';
import { ScreenFrame } from './StepForm';

// The authenticator-app steps (staffMfa on) load only when a sign-in reaches them, so the sign-in
// screen's first load stays within its budget (test/e2e/login-bundle.test.ts).
const TotpCodeStep = lazy(() =>
  import('./TotpCodeStep').then((module) => ({ default: module.TotpCodeStep })),
);
const TotpSetupStep = lazy(() =>
  import('./TotpSetupStep').then((module) => ({ default: module.TotpSetupStep })),
);

/** The page most staff land on, fetched while they type. */
const PREFETCHED_PATH = paths.adminMessages;

/**
 * Where a sign-in leads: the first page the person's roles allow, named here so that the router
 * keeps the busy sign-in form until that page's code is there (the admin's index would show a
 * blank frame meanwhile). The page map comes with the admin's code, not the sign-in page's.
 */
async function signedInPath(roles: readonly Role[]): Promise<string> {
  const { pagesFor } = await import('../../layout/pageAccess');
  return pagesFor(roles)[0]?.to ?? paths.admin;
}

let prefetching = false;

/**
 * Fetches the code of the page a sign-in leads to (the admin's frame and its first page) once the
 * user starts on the form: typing the e-mail and password gives it time to arrive, and a visit that
 * never signs in loads no more than the sign-in screen. The sign-in button stays busy until that
 * page is shown.
 */
function prefetchSignedInPage(): void {
  if (prefetching) return;
  prefetching = true;
  prefetchRoute(PREFETCHED_PATH).catch((error: unknown) => {
    // The navigation after signing in loads it again.
    prefetching = false;
    console.error('The admin pages could not be prefetched', error);
  });
}

function LoginSteps() {
  const navigate = useNavigate();
  const location = useLocation();
  const { status, show, clear } = useStatus();
  const [screen, setScreen] = useState<Screen | null>(null);
  const [stepChanged, setStepChanged] = useState(false);
  const [email, setEmail] = useState('');
  const denied = (location.state as { denied?: boolean } | null)?.denied === true;

  useEffect(() => {
    let current = true;
    void (async () => {
      const session = await checkSession();
      if (!current) return;
      if (session.status === 'staff') {
        await navigate(await signedInPath(session.roles), { replace: true });
        return;
      }
      if (session.status === 'no-role') {
        // Signed in, but with no staff role: end that session so staff can sign in here.
        await signOut().catch((error: unknown) => console.error('Sign-out failed', error));
      }
      if (!current) return;
      if (session.status === 'no-role' || denied) show('error', loginText.denied);
      setScreen({ kind: 'signIn' });
    })();
    return () => {
      current = false;
    };
  }, [navigate, denied, show]);

  const step = useCallback((next: Screen) => {
    setStepChanged(true);
    setScreen(next);
  }, []);

  const follow = async ({ nextStep }: SignInOutput, username: string) => {
    switch (nextStep.signInStep) {
      case 'DONE': {
        const session = await checkSession();
        await navigate(
          session.status === 'staff' ? await signedInPath(session.roles) : paths.admin,
        );
        return;
      }
      case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
        step({ kind: 'newPassword' });
        return;
      case 'RESET_PASSWORD':
        step(await sendResetCode(username));
        return;
      case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
        step({ kind: 'totpCode' });
        return;
      case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
        const details = nextStep.totpSetupDetails;
        step({
          kind: 'totpSetup',
          secret: details.sharedSecret,
          setupUri: details.getSetupUri(TOTP_APP_NAME, username).toString(),
        });
        return;
      }
      default:
        // SMS and e-mail codes and choosing a factor (the pool offers an authenticator app only),
        // and confirming a sign-up, which no account needs: staff are invited (self sign-up is
        // off), so every account is confirmed already.
        show('error', loginText.failed);
    }
  };

  const flow: LoginFlow = {
    status,
    show,
    clear,
    goTo: (next) => {
      clear();
      step(next);
    },
    stepChanged,
    follow,
    email,
    setEmail,
  };

  switch (screen?.kind) {
    case undefined:
      return <Loading />;
    case 'signIn':
      return <SignInStep flow={flow} />;
    case 'newPassword':
      return <NewPasswordStep flow={flow} />;
    case 'totpCode':
      return (
        <Suspense fallback={<Loading />}>
          <TotpCodeStep flow={flow} />
        </Suspense>
      );
    case 'totpSetup':
      return (
        <Suspense fallback={<Loading />}>
          <TotpSetupStep flow={flow} secret={screen.secret} setupUri={screen.setupUri} />
        </Suspense>
      );
    case 'resetRequest':
      return <ResetRequestStep flow={flow} />;
    case 'resetConfirm':
      return (
        <ResetConfirmStep flow={flow} username={screen.username} destination={screen.destination} />
      );
  }
}

export function LoginPage() {
  return (
    <ChakraProvider value={signInSystem}>
      <PageErrorBoundary
        fallback={
          <ScreenFrame heading={pageFailedText.heading}>
            <PageFailedMessage />
          </ScreenFrame>
        }
      >
        <div onFocus={prefetchSignedInPage} onPointerDown={prefetchSignedInPage}>
          <LoginSteps />
        </div>
      </PageErrorBoundary>
    </ChakraProvider>
  );
}
