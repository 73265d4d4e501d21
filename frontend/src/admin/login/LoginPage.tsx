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
import { SubmitButton } from '../components/SubmitButton';
import { StatusMessage, useStatus, type Status } from '../components/StatusMessage';
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

/**
 * One sign-in step: its heading, an optional introduction, the outcome message, then a form of
 * `fields`, its submit button (busy while the step's call runs) and `after` (other choices).
 */
function StepForm(props: {
  heading: string;
  intro?: string;
  status: Status | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busy: boolean;
  fields: ReactNode;
  after: ReactNode;
}) {
  return (
    <ScreenFrame heading={props.heading}>
      {props.intro && <Text mb="4">{props.intro}</Text>}
      <StatusMessage status={props.status} />
      <form onSubmit={props.onSubmit}>
        <Stack gap="4">
          {props.fields}
          <SubmitButton label={props.submitLabel} busy={props.busy} />
          {props.after}
        </Stack>
      </form>
    </ScreenFrame>
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

  /** A link-styled button to another step, which starts with no outcome message. */
  const stepLink = (next: Screen, label: string) => (
    <Button
      variant="plain"
      textDecoration="underline"
      px="0"
      onClick={() => {
        clear();
        setScreen(next);
      }}
    >
      {label}
    </Button>
  );
  const backToLogin = stepLink({ kind: 'signIn' }, loginText.backToLogin);

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

  const emailField = (
    <TextField
      label={loginText.email}
      type="email"
      name="email"
      autoComplete="username"
      value={email}
      onChange={(event) => setEmail(event.target.value)}
    />
  );

  const codeField = (
    <TextField
      label={loginText.code}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={code}
      onChange={(event) => setCode(event.target.value)}
    />
  );

  const step = { status, busy };
  switch (screen.kind) {
    case 'checking':
      return <Loading />;
    case 'signIn':
      return (
        <StepForm
          {...step}
          heading={loginText.heading}
          onSubmit={submitSignIn}
          submitLabel={loginText.submit}
          fields={
            <>
              {emailField}
              <TextField
                label={loginText.password}
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </>
          }
          after={stepLink({ kind: 'resetRequest' }, loginText.forgotPassword)}
        />
      );
    case 'newPassword':
      return (
        <StepForm
          {...step}
          heading={loginText.newPasswordHeading}
          intro={loginText.newPasswordIntro}
          onSubmit={submitNewPassword}
          submitLabel={loginText.setPassword}
          fields={newPasswordFields}
          after={backToLogin}
        />
      );
    case 'resetRequest':
      return (
        <StepForm
          {...step}
          heading={loginText.resetHeading}
          intro={loginText.resetIntro}
          onSubmit={submitResetRequest}
          submitLabel={loginText.sendCode}
          fields={emailField}
          after={backToLogin}
        />
      );
    case 'resetConfirm':
      return (
        <StepForm
          {...step}
          heading={loginText.resetHeading}
          intro={loginText.resetCodeIntro(screen.destination)}
          onSubmit={submitResetConfirm(screen.username)}
          submitLabel={loginText.resetSubmit}
          fields={
            <>
              {codeField}
              {newPasswordFields}
            </>
          }
          after={backToLogin}
        />
      );
    case 'confirmSignUp':
      return (
        <StepForm
          {...step}
          heading={loginText.confirmSignUpHeading}
          intro={loginText.confirmSignUpIntro}
          onSubmit={submitConfirmSignUp(screen.username)}
          submitLabel={loginText.confirmSignUpSubmit}
          fields={codeField}
          after={
            <>
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
            </>
          }
        />
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
