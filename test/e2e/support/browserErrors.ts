import type { Page } from 'playwright-core';

/**
 * Collects console errors and uncaught exceptions of a page (React reports hydration mismatches
 * as console errors). Chromium logs a document's own 404 status as an error: that one is intended
 * on the not-found page and left out.
 */
export function collectBrowserErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const documentStatus = message.location().url === page.url();
    if ((message.type() === 'error' || message.type() === 'warning') && !documentStatus) {
      errors.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
