// What the tests of the public forms' kept progress share: the tab's sessionStorage keys a form
// keeps, and a reload that waits for the form to be live again.
import type { Page } from 'playwright-core';
import { progressKey } from '../../../frontend/src/data/formProgressStore';
import { waitForHydration } from '../page-checks';

/** The sessionStorage keys in `page`'s tab that hold a public form's progress or token. */
export function keptProgressKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    (prefix) => Object.keys(sessionStorage).filter((key) => key.startsWith(prefix)),
    progressKey(''),
  );
}

/** Reloads `page` (leaving it saves what was typed last) and waits for its islands to be live. */
export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}
