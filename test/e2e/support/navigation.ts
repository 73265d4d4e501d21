import type { Page } from 'playwright-core';
import { waitForHydration } from '../page-checks';

/**
 * Waits until a client-side navigation in the admin app to `path` has finished: the URL changed (the router does
 * that first) and the new page's heading has taken focus (the last thing the site does).
 */
export async function waitForNavigation(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
}

/**
 * Waits until a link to another public page has loaded it: public pages are separate documents,
 * so the browser loads the page and its islands hydrate.
 */
export async function waitForPageLoad(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await waitForHydration(page);
}

/** Resolves once the element's CSS animations and transitions (a slide-in) have finished. */
export async function animationsFinished(page: Page, selector: string): Promise<void> {
  await page.evaluate(async (css) => {
    const element = document.querySelector(css);
    await Promise.all(element?.getAnimations({ subtree: true }).map((a) => a.finished) ?? []);
  }, selector);
}
