// An admin page that fails while rendering shows `fallback` in its place instead of leaving the
// screen blank; the rest of the admin (its tabs, Logout) keeps working. The error is logged.
import { Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { pageFailedText } from '../pageFailedText';
import { PageHeading } from './PageHeading';

export class PageErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('An admin page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The message announced in place of a page that failed, under the page's own heading level. */
export function PageFailedMessage() {
  return <Text role="alert">{pageFailedText.message}</Text>;
}

/** What an admin page inside the layout shows when it failed. */
export function PageFailed() {
  return (
    <>
      <PageHeading>{pageFailedText.heading}</PageHeading>
      <PageFailedMessage />
    </>
  );
}
