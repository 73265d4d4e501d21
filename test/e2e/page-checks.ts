// Checks shared by browser tests: accessibility scan, keyboard walk, hydration errors.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.2 AA rule sets: a failing scan of any of them is a bug. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core violations, summarised so a failing assertion says what and where. */
export async function axeViolations(page: Page): Promise<string[]> {
  await finiteAnimationsDone(page);
  noCrossOriginFrames(page);
  // Legacy mode runs axe.run() in the page itself. The default runs axe.runPartial() in each frame
  // and then opens a blank page to merge the results there: a second copy of axe-core and another
  // renderer, about 0.9 s a scan here against 0.55 s, for the same rules and results. What legacy
  // mode gives up is cross-origin frames, which the product has none of (checked above).
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** Legacy-mode axe scans same-origin frames only: a cross-origin frame would go unchecked. */
function noCrossOriginFrames(page: Page): void {
  const { origin } = new URL(page.url());
  const foreign = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  if (foreign.length > 0) {
    throw new Error(`axe-core cannot scan these cross-origin frames here: ${foreign.join(', ')}`);
  }
}

/**
 * Waits for the page's finite animations (a dialog fading in, say): colours measured halfway
 * through a fade are not the colours a person reads, and a loaded machine stretches fades out.
 */
async function finiteAnimationsDone(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finished = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    // A paused animation never finishes: check what is on screen after at most 3 s regardless.
    const limit = new Promise((resolve) => setTimeout(resolve, 3_000));
    return Promise.race([Promise.all(finished), limit]);
  });
}

export interface FocusStop {
  /** Index of the focused element among the page's `a[href]` links, -1 for other controls. */
  linkIndex: number;
  description: string;
  /** A solid outline of at least 2px (or a box-shadow ring) is drawn around it. */
  indicatorVisible: boolean;
  /**
   * The middle of (a line of) it is not covered by anything else, e.g. the sticky header
   * (WCAG 2.4.11: not entirely hidden).
   */
  unobscured: boolean;
}

/** Presses Tab from the top of the page until focus leaves the page or comes back round. */
export async function tabThroughPage(page: Page, maxStops = 100): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < maxStops; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((): FocusStop | null => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) return null;
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      // One box per line: the middle of a link that wraps can fall between its two lines.
      const unobscured = [...element.getClientRects()].some((rect) => {
        const hit = document.elementFromPoint(
          rect.left + rect.width / 2,
          rect.top + rect.height / 2,
        );
        return hit !== null && element.contains(hit);
      });
      return {
        linkIndex: [...document.querySelectorAll('a[href]')].indexOf(element),
        description: `<${element.tagName.toLowerCase()}> "${element.textContent?.trim() ?? ''}"`,
        indicatorVisible: outlined || style.boxShadow !== 'none',
        unobscured,
      };
    });
    if (!stop || (stops.length > 0 && stop.description === stops[0]?.description)) break;
    stops.push(stop);
  }
  return stops;
}

/**
 * Resolves once a page is live: on a public page its enhancements (the header's menus) have run
 * and every island hydrated at load is hydrated (React tags the nodes it owns); on an admin page
 * React has hydrated the whole page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // No named helper inside: the bench runs this through tsx, whose keepNames would wrap it in a
  // __name() call the page does not have.
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-enhance]')
        ? [...document.querySelectorAll('[data-island-when="load"]')].map(
            (island) => island.firstElementChild,
          )
        : [document.querySelector('h1')]
      ).every(
        (node) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber')),
      ) &&
      (!document.querySelector('[data-enhance]') ||
        document.documentElement.hasAttribute('data-enhanced')),
  );
  await afterCommit(page);
}

/**
 * Scrolls to an island hydrated when seen (`when="visible"`, such as a job page's Apply form) and
 * resolves once it is hydrated, after the page itself is live.
 */
export async function waitForIslandInView(page: Page, name: string): Promise<void> {
  await waitForHydration(page);
  const island = page.locator(`[data-island="${name}"] > *`).first();
  await island.scrollIntoViewIfNeeded();
  await island.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(node).some((key) => key.startsWith('__reactFiber'))
            ? resolve()
            : setTimeout(check, 50);
        check();
      }),
  );
  await afterCommit(page);
}

/** Lets React report any recoverable (mismatch) errors, which it does after committing. */
async function afterCommit(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
