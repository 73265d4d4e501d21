import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of its children once one of them throws while rendering, so a broken
 * part of a page says so instead of taking the rest with it. React itself logs the error it caught
 * (console.error, its default onCaughtError).
 */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
