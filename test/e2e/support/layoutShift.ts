import type { Page } from 'playwright-core';

/** Elements whose place the frame and the heading must keep from first paint on. */
const STABLE_ELEMENTS = 'header, header nav li, header a, header button, h1';

/**
 * Where the header's parts and the page heading are laid out (page coordinates, without
 * transforms, which never move layout), so a prerendered page and the same page after hydration
 * can be compared.
 */
export function stableLayout(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const box = (element: HTMLElement) => {
      let top = 0;
      let left = 0;
      for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement) {
        top += node.offsetTop;
        left += node.offsetLeft;
      }
      return `${left},${top} ${element.offsetWidth}x${element.offsetHeight}`;
    };
    return [...document.querySelectorAll<HTMLElement>(selector)].map(
      (element) =>
        `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" ${box(element)}`,
    );
  }, STABLE_ELEMENTS);
}

/**
 * Layout shift (the browser's layout-shift entries not caused by input) during `settleMs` from
 * now: once hydrated, nothing may move by itself.
 */
export function layoutShiftFromNow(page: Page, settleMs = 1000): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift' });
        setTimeout(() => resolve(total), wait);
      }),
    settleMs,
  );
}
