import type { Page } from 'playwright-core';

/**
 * The page's cumulative layout shift so far (the sum of every layout-shift entry not caused by
 * input), read after `settleMs` more of quiet: hydration and late styles must not move anything.
 */
export function layoutShift(page: Page, settleMs = 500): Promise<number> {
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
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), wait);
      }),
    settleMs,
  );
}
