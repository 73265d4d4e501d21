import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether the element is the document's focused element. */
export const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** A short description of the focused element: tag, accessible label or text. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    return `${element.tagName.toLowerCase()} "${label}"`;
  });

/** Whether focus is inside the element matched by `selector`. */
export const focusInside = (page: Page, selector: string) =>
  page.evaluate(
    (css) => document.querySelector(css)?.contains(document.activeElement) ?? false,
    selector,
  );

/** Presses Tab until `target` has focus, as a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the element; focus is on ${await focusedElement(page)}`);
}

/** Waits until focus has left the page's body, then expects it on `target`. */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect.poll(() => focusedElement(page)).not.toBe('body');
  await expect(hasFocus(target), await focusedElement(page)).resolves.toBe(true);
}
