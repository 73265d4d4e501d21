// What the admin's routes show instead of React Router's default error screen when their code cannot
// be loaded (a tab opened before a deploy asks for chunks that are gone, or the network dropped) or
// their frame failed while rendering: the page-failed message and a button that reloads the page.
// The route table (adminRoutes.tsx) imports this module statically, since code that failed to load
// cannot load its own error screen; it stays small, as /login's first load includes it.
import { Button, ChakraProvider, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { PageFailedMessage } from './components/PageErrorBoundary';
import { PageHeading } from './components/PageHeading';
import { ScreenFrame } from './features/login/StepForm';
import { pageFailedText } from './pageFailedText';
import { signInSystem } from './theme/signInSystem';

/** The route's error, logged once per error. */
function useLoggedRouteError(): void {
  const error = useRouteError();
  useEffect(() => {
    console.error('An admin route could not be loaded or shown', error);
  }, [error]);
}

function FailedMessageAndReload() {
  return (
    <Stack gap="4" align="start">
      <PageFailedMessage />
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        {pageFailedText.reload}
      </Button>
    </Stack>
  );
}

/** /login and the admin's frame: a screen of its own, as the sign-in page's failures show. */
export function AdminRouteError() {
  useLoggedRouteError();
  return (
    <ChakraProvider value={signInSystem}>
      <ScreenFrame heading={pageFailedText.heading}>
        <FailedMessageAndReload />
      </ScreenFrame>
    </ChakraProvider>
  );
}

/** A page inside the admin's frame: in the page's place, with the frame's tabs and Logout. */
export function AdminPageRouteError() {
  useLoggedRouteError();
  return (
    <>
      <PageHeading>{pageFailedText.heading}</PageHeading>
      <FailedMessageAndReload />
    </>
  );
}
