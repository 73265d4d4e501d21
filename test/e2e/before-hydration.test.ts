// A visitor who acts before a public page's islands are hydrated, in Chromium against `npm start`:
// the islands' code is held back (as on a slow phone) while they tap, tick, type or submit, then
// let through. What they did must happen once, when the island is live, and what they ticked or
// typed must be what the island works with (frontend/src/islands/heldInteractions.ts, earlyInput.ts).
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { opportunitiesText } from '../../frontend/src/features/careers/content/careers';
import { CONTACT_CONTROLS } from '../../frontend/src/features/contact/contactControls';
import { contactPageText } from '../../frontend/src/content/contact';
import { layoutText } from '../../frontend/src/content/layout';
import { paths } from '../../frontend/src/paths';
import { sharedLocalStack, type LocalStack } from './harness';
import { waitForHydration } from './page-checks';
import {
  openWithIslandsHeld,
  pageOpener,
  recordGraphqlRequests,
  servePublicList,
  VIEWPORTS,
} from './support/browser';

let stack: LocalStack;
const pages = pageOpener(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

/**
 * Every value `attribute` of the element `selector` takes from now on, in order, read with the
 * returned function. A control that is opened and closed again within one task shows up too.
 */
async function attributeHistory(
  page: Page,
  selector: string,
  attribute: string,
): Promise<() => Promise<(string | null)[]>> {
  const key = `history-${attribute}-${Math.random()}`;
  await page.evaluate(
    ({ selector, attribute, key }) => {
      const element = document.querySelector(selector)!;
      const history: (string | null)[] = [];
      (window as unknown as Record<string, unknown>)[key] = history;
      new MutationObserver(() => history.push(element.getAttribute(attribute))).observe(element, {
        attributes: true,
        attributeFilter: [attribute],
      });
    },
    { selector, attribute, key },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, string[]>)[key]!, key);
}

/**
 * Whether each `submit` the page dispatches from now on was stopped (by heldInteractions.ts,
 * which listens first, in the capture phase): a submit that was stopped never posts the form.
 */
async function submitsStopped(page: Page): Promise<() => Promise<boolean[]>> {
  await page.evaluate(() => {
    const stopped: boolean[] = [];
    (window as unknown as { submitsStopped: boolean[] }).submitsStopped = stopped;
    window.addEventListener('submit', (event) => stopped.push(event.defaultPrevented));
  });
  return () =>
    page.evaluate(() => (window as unknown as { submitsStopped: boolean[] }).submitsStopped);
}

describe('before the islands are hydrated', () => {
  test('a tap on the menu button opens the menu once they are', async () => {
    const { page, release, requested } = await openWithIslandsHeld(pages, paths.services);
    const menu = page.getByRole('dialog', { name: layoutText.header.menuTitle });
    // The code is asked for and held: nothing can open the menu until it is let through.
    await requested;
    await page.getByRole('button', { name: layoutText.header.openMenu }).click();
    await expect(menu.isVisible()).resolves.toBe(false);
    const expanded = await attributeHistory(
      page,
      `button[aria-label="${layoutText.header.openMenu}"]`,
      'aria-expanded',
    );

    release();
    await waitForHydration(page);
    await expect.poll(() => menu.isVisible()).toBe(true);
    // Opened once, not opened and closed again by a second delivery of the tap: what was held is
    // replayed in one go once the island is live, so a second delivery would be recorded by now.
    await expect(expanded()).resolves.toEqual(['true']);
  });

  test('when their code fails to load, the next tap loads it again and does what was tapped', async () => {
    const page = await pages.open({ viewport: VIEWPORTS.mobile });
    // The first fetch fails, once the page has also started hydrating (on idle) and waits for it.
    let failFirst = () => {};
    const firstMayFail = new Promise<void>((resolve) => {
      failFirst = resolve;
    });
    let fetches = 0;
    await page.route('**/assets/hydrateIslands-*.js', async (route) => {
      fetches += 1;
      if (fetches === 1) {
        await firstMayFail;
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await page.goto(paths.services, { waitUntil: 'load' });
    // Idle callbacks run in the order they were asked for: the page asked for its own at load.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1_000 })),
    );
    const waiting = page.waitForEvent('console', (message) =>
      message.text().includes('the next interaction tries again'),
    );
    failFirst();
    await waiting;
    const menu = page.getByRole('dialog', { name: layoutText.header.menuTitle });
    await expect(menu.isVisible()).resolves.toBe(false);
    expect(fetches).toBe(1);

    // Tapped twice, as a visitor does when the first tap seems to do nothing: opened once.
    const button = page.getByRole('button', { name: layoutText.header.openMenu });
    const expanded = await attributeHistory(
      page,
      `button[aria-label="${layoutText.header.openMenu}"]`,
      'aria-expanded',
    );
    await button.click();
    await button.click({ force: true, noWaitAfter: true }).catch(() => undefined);
    await waitForHydration(page);
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect(expanded()).resolves.toEqual(['true']);
    expect(fetches).toBe(2);
  });

  test('two taps on a dropdown that did nothing yet open it once they are', async () => {
    const { page, release } = await openWithIslandsHeld(pages, paths.services, {
      viewport: VIEWPORTS.desktop,
    });
    const { services } = layoutText.header;
    const trigger = page
      .getByRole('navigation', { name: layoutText.header.navLabel })
      .getByRole('button', { name: services.label });
    await trigger.click();
    await trigger.click();
    const expanded = await attributeHistory(
      page,
      `nav[aria-label="${layoutText.header.navLabel}"] button[aria-expanded]`,
      'aria-expanded',
    );
    release();
    await waitForHydration(page);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await expect(expanded()).resolves.toEqual(['true']);
  });

  test('a submitted contact form stays on the page and is sent once they are', async () => {
    const { page, release } = await openWithIslandsHeld(pages, paths.contact);
    const requests = recordGraphqlRequests(page);
    const stopped = await submitsStopped(page);
    const message = `Sent before hydration ${Date.now()}.`;
    const values: Record<string, string> = {
      fullName: 'Early Sender',
      email: 'early.sender@example.com',
      phone: '0400 000 111',
      message,
    };
    for (const each of CONTACT_CONTROLS) {
      const value = values[each.name];
      if (value) await page.getByLabel(each.label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(stopped).toEqual([true]);
    expect(new URL(page.url()).pathname).toBe(paths.contact);
    expect(requests).toEqual([]);

    release();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe(
      contactPageText.result.successTitle,
    );
    const sends = requests.filter((request) => request.query.includes('createMessage'));
    expect(sends).toHaveLength(1);
    expect(sends[0]!.variables).toMatchObject({
      input: { fullName: 'Early Sender', msg: message },
    });
    expect(new URL(page.url()).pathname).toBe(paths.contact);
  });
});

describe('what a visitor changed before the islands are hydrated', () => {
  const posts = [
    { title: 'Casual in Victoria', location: 'Victoria', type: 'Casual' },
    { title: 'Casual in South Australia', location: 'South Australia', type: 'Casual' },
    { title: 'Part Time in Victoria', location: 'Victoria', type: 'Part Time' },
  ];
  const servePosts = (page: Page) =>
    servePublicList(
      page,
      'jobs',
      posts.map((post, index) => ({ ...post, id: `post-${index}`, description: ['A job.'] })),
    );

  test('boxes ticked on the job board stay ticked and filter the list', async () => {
    const { page, release, requested } = await openWithIslandsHeld(pages, paths.opportunities, {
      viewport: VIEWPORTS.desktop,
      prepare: servePosts,
    });
    await requested;
    const victoria = page.getByRole('checkbox', { name: 'Victoria' });
    const casual = page.getByRole('checkbox', { name: 'Casual' });
    await victoria.check();
    await casual.check();

    release();
    await waitForHydration(page);
    await page.getByText(opportunitiesText.count(1)).waitFor();
    // The cards are a chunk of their own, rendered once it has loaded.
    await expect
      .poll(() => page.locator('article h3').allTextContents())
      .toEqual(['Casual in Victoria']);
    await expect(victoria.isChecked()).resolves.toBe(true);
    await expect(casual.isChecked()).resolves.toBe(true);

    // React owns the boxes now: unticking one widens the list again.
    await victoria.uncheck();
    await page.getByText(opportunitiesText.count(2)).waitFor();
  });

  test('text typed in the contact form is what is sent once they are', async () => {
    const { page, release, requested } = await openWithIslandsHeld(pages, paths.contact);
    const requests = recordGraphqlRequests(page);
    await requested;
    const message = `Typed before hydration ${Date.now()}.`;
    const values: Record<string, string> = {
      fullName: 'Early Typist',
      email: 'early.typist@example.com',
      phone: '0400 000 222',
      message,
    };
    for (const each of CONTACT_CONTROLS) {
      const value = values[each.name];
      if (value) await page.getByLabel(each.label, { exact: true }).fill(value);
    }

    release();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe(
      contactPageText.result.successTitle,
    );
    const sends = requests.filter((request) => request.query.includes('createMessage'));
    expect(sends).toHaveLength(1);
    expect(sends[0]!.variables).toMatchObject({
      input: {
        fullName: 'Early Typist',
        email: 'early.typist@example.com',
        phone: '0400 000 222',
        msg: message,
      },
    });
  });
});
