// The frame of every sign-in step: its heading (focused when the step changes), an optional
// introduction, the outcome message, then the step's form, its submit button and links to other
// steps.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavigationStatus } from '../../components/NavigationStatus';
import { StatusMessage } from '../../components/StatusMessage';
import { SubmitButton } from '../../components/SubmitButton';
import { messageOf } from '../../data/errorText';
import { loginText } from './texts';
import type { LoginFlow, Screen } from './loginFlow';

export function ScreenFrame(props: {
  heading: string;
  /** The frame replaced another step: its heading takes focus, so screen readers announce it. */
  focusHeading?: boolean;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { focusHeading = false } = props;
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p="4">
      <Box w="full" maxW="md" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }}>
        <Heading as="h1" size="2xl" mb="4" ref={headingRef} tabIndex={-1}>
          {props.heading}
        </Heading>
        {props.children}
        <NavigationStatus />
      </Box>
    </Box>
  );
}

/**
 * One step's form. On submit it says `problem` when there is one; otherwise it runs `send`, busy
 * meanwhile, and says what a failure's message says, or 'Invalid email or password.'.
 */
export function StepForm(props: {
  flow: LoginFlow;
  texts: { heading: string; intro?: string; submit: string };
  problem?: string;
  send(): Promise<void>;
  /** The form's fields. */
  children: ReactNode;
  /** Links to other steps, below the submit button. */
  after: ReactNode;
}) {
  const { flow, texts } = props;
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (props.problem) {
      flow.show('error', props.problem);
      return;
    }
    setBusy(true);
    flow.clear();
    try {
      await props.send();
    } catch (error) {
      flow.show('error', messageOf(error) ?? loginText.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenFrame heading={texts.heading} focusHeading={flow.stepChanged}>
      {texts.intro && <Text mb="4">{texts.intro}</Text>}
      <StatusMessage status={flow.status} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="4">
          {props.children}
          <SubmitButton label={texts.submit} busy={busy} />
          {props.after}
        </Stack>
      </form>
    </ScreenFrame>
  );
}

/** A link-styled button to another step. */
export function StepLink(props: { flow: LoginFlow; to: Screen; label: string }) {
  return (
    <Button
      variant="plain"
      textDecoration="underline"
      px="0"
      onClick={() => props.flow.goTo(props.to)}
    >
      {props.label}
    </Button>
  );
}

export function BackToLogin({ flow }: { flow: LoginFlow }) {
  return <StepLink flow={flow} to={{ kind: 'signIn' }} label={loginText.backToLogin} />;
}
