// /login: e-mail and password, and a screen for each sign-in step the user pool can ask for: a new
// password (how invited staff first sign in), a password reset with an e-mailed code, and
// confirming an account. A user who is already signed in as an admin goes straight on.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  type SignInOutput,
} from 'aws-amplify/auth';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../paths';
import { AdminProviders } from '../AdminProviders';
import { checkSession, configureAuth } from '../auth/amplifyAuth';
import { Loading } from '../components/Loading';
import { StatusMessage, useStatus } from '../components/StatusMessage';
import { errorMessage } from '../data/errorMessage';
import { loginText, PASSWORD_MIN_LENGTH } from '../texts';
import { TextInputField as TextField } from '../components/fields';

type Screen =
  | { kind: 'checking' }
  | { kind: 'signIn' }
  | { kind: 'newPassword' }
  | { kind: 'resetRequest' }
  | { kind: 'resetConfirm'; username: string; destination: string }
  | { kind: 'confirmSignUp'; username: string };

function ScreenFrame(props: { heading: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A new step replaces the form: move focus to its heading so screen readers announce it.
  useEffect(() => {
    if (document.activeElement !== document.body) headingRef.current?.focus();
  }, [props.heading]);
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p="4">
      <Box w="full" maxW="md" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }}>
        <Heading as="h1" size="2xl" mb="4" ref={headingRef} tabIndex={-1}>
          {props.heading}
        </Heading>
        {props.children}
      </Box>
    </Box>
  );
}

function passwordProblem(password: string, confirmation: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return loginText.passwordTooShort;
  if (password !== confirmation) return loginText.passwordsDiffer;
  return undefined;
}

function LoginScreens() {
  const navigate = useNavigate();
  const location = useLocation();
  const { status, show, clear } = useStatus();
  const [screen, setScreen] = useState<Screen>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const denied = (location.state as { denied?: boolean } | null)?.denied === true;

  useEffect(() => {
    let current = true;
    void (async () => {
      const session = await checkSession();
      if (!current) return;
      if (session === 'admin') {
        navigate(paths.adminMessages, { replace: true });
        return;
      }
      if (session === 'not-admin') {
        // Signed in, but not as an admin: end that session so an admin can sign in here.
        await signOut().catch((error: unknown) => console.error('Sign-out failed', error));
      }
      if (!current) return;
      if (session === 'not-admin' || denied) show('error', loginText.denied);
      setScreen({ kind: 'signIn' });
    })();
    return () => {
      current = false;
    };
  }, [navigate, denied, show]);

  const run = async (action: () => Promise<void>, fallback: string) => {
    setBusy(true);
    clear();
    try {
      await action();
    } catch (error) {
      show('error', errorMessage(error) ?? fallback);
    } finally {
      setBusy(false);
    }
  };

  const follow = async ({ nextStep }: SignInOutput, username: string) => {
    setNewPassword('');
    setConfirmation('');
    setCode('');
    switch (nextStep.signInStep) {
      case 'DONE':
        navigate(paths.adminMessages);
        return;
      case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
        setScreen({ kind: 'newPassword' });
        return;
      case 'RESET_PASSWORD':
        await startReset(username);
        return;
      case 'CONFIRM_SIGN_UP':
        setScreen({ kind: 'confirmSignUp', username });
        return;
      default:
        // Multi-factor steps: MFA is off for this pool, so the sign-in cannot complete here.
        show('error', loginText.failed);
    }
  };

  const startReset = async (username: string) => {
    const { nextStep } = await resetPassword({ username });
    setScreen({
      kind: 'resetConfirm',
      username,
      destination: nextStep.codeDeliveryDetails.destination ?? username,
    });
  };

  const submitSignIn = (event: FormEvent) => {
    event.preventDefault();
    const username = email.trim();
    void run(async () => {
      await configureAuth();
      const output = await signIn({
        username,
        password,
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
      setPassword('');
      await follow(output, username);
    }, loginText.failed);
  };

  const submitNewPassword = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(newPassword, confirmation);
    if (problem) {
      show('error', problem);
      return;
    }
    void run(async () => {
      await follow(await confirmSignIn({ challengeResponse: newPassword }), email.trim());
    }, loginText.failed);
  };

  const submitResetRequest = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await configureAuth();
      await startReset(email.trim());
    }, loginText.failed);
  };

  const submitResetConfirm = (username: string) => (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(newPassword, confirmation);
    if (problem) {
      show('error', problem);
      return;
    }
    void run(async () => {
      await confirmResetPassword({
        username,
        confirmationCode: code.trim(),
        newPassword,
      });
      setScreen({ kind: 'signIn' });
      show('success', loginText.resetDone);
    }, loginText.failed);
  };

  const submitConfirmSignUp = (username: string) => (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await confirmSignUp({ username, confirmationCode: code.trim() });
      setScreen({ kind: 'signIn' });
      show('success', loginText.signUpConfirmed);
    }, loginText.failed);
  };

  const backToLogin = (
    <Button
      variant="plain"
      textDecoration="underline"
      px="0"
      onClick={() => {
        clear();
        setScreen({ kind: 'signIn' });
      }}
    >
      {loginText.backToLogin}
    </Button>
  );

  const newPasswordFields = (
    <>
      <TextField
        label={loginText.newPassword}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        hint={loginText.passwordRule}
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <TextField
        label={loginText.confirmPassword}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
    </>
  );

  switch (screen.kind) {
    case 'checking':
      return <Loading />;
    case 'signIn':
      return (
        <ScreenFrame heading={loginText.heading}>
          <StatusMessage status={status} />
          <form onSubmit={submitSignIn}>
            <Stack gap="4">
              <TextField
                label={loginText.email}
                type="email"
                name="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <TextField
                label={loginText.password}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Button
                type="submit"
                colorPalette="brand"
                loading={busy}
                loadingText={loginText.submit}
              >
                {loginText.submit}
              </Button>
              <Button
                variant="plain"
                textDecoration="underline"
                onClick={() => {
                  clear();
                  setScreen({ kind: 'resetRequest' });
                }}
              >
                {loginText.forgotPassword}
              </Button>
            </Stack>
          </form>
        </ScreenFrame>
      );
    case 'newPassword':
      return (
        <ScreenFrame heading={loginText.newPasswordHeading}>
          <Text mb="4">{loginText.newPasswordIntro}</Text>
          <StatusMessage status={status} />
          <form onSubmit={submitNewPassword}>
            <Stack gap="4">
              {newPasswordFields}
              <Button
                type="submit"
                colorPalette="brand"
                loading={busy}
                loadingText={loginText.setPassword}
              >
                {loginText.setPassword}
              </Button>
              {backToLogin}
            </Stack>
          </form>
        </ScreenFrame>
      );
    case 'resetRequest':
      return (
        <ScreenFrame heading={loginText.resetHeading}>
          <Text mb="4">{loginText.resetIntro}</Text>
          <StatusMessage status={status} />
          <form onSubmit={submitResetRequest}>
            <Stack gap="4">
              <TextField
                label={loginText.email}
                type="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button
                type="submit"
                colorPalette="brand"
                loading={busy}
                loadingText={loginText.sendCode}
              >
                {loginText.sendCode}
              </Button>
              {backToLogin}
            </Stack>
          </form>
        </ScreenFrame>
      );
    case 'resetConfirm':
      return (
        <ScreenFrame heading={loginText.resetHeading}>
          <Text mb="4">{loginText.resetCodeIntro(screen.destination)}</Text>
          <StatusMessage status={status} />
          <form onSubmit={submitResetConfirm(screen.username)}>
            <Stack gap="4">
              <TextField
                label={loginText.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              {newPasswordFields}
              <Button
                type="submit"
                colorPalette="brand"
                loading={busy}
                loadingText={loginText.resetSubmit}
              >
                {loginText.resetSubmit}
              </Button>
              {backToLogin}
            </Stack>
          </form>
        </ScreenFrame>
      );
    case 'confirmSignUp':
      return (
        <ScreenFrame heading={loginText.confirmSignUpHeading}>
          <Text mb="4">{loginText.confirmSignUpIntro}</Text>
          <StatusMessage status={status} />
          <form onSubmit={submitConfirmSignUp(screen.username)}>
            <Stack gap="4">
              <TextField
                label={loginText.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <Button
                type="submit"
                colorPalette="brand"
                loading={busy}
                loadingText={loginText.confirmSignUpSubmit}
              >
                {loginText.confirmSignUpSubmit}
              </Button>
              <Button
                variant="outline"
                onClick={() =>
                  void run(async () => {
                    await resendSignUpCode({ username: screen.username });
                    show('success', loginText.codeResent);
                  }, loginText.failed)
                }
              >
                {loginText.resendCode}
              </Button>
              {backToLogin}
            </Stack>
          </form>
        </ScreenFrame>
      );
  }
}

export function LoginPage() {
  return (
    <AdminProviders>
      <LoginScreens />
    </AdminProviders>
  );
}
