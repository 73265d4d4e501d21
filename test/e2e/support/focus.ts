import type { Locator, Page } from 'playwright-core';

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
