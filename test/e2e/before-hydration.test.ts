// A visitor who acts before a public page's islands are hydrated, in Chromium against `npm start`:
// the islands' code is held back (as on a slow phone) while they tap, tick, type or submit, then
// let through. What they did must happen once, when the island is live, and what they ticked or
// typed must be what the island works with (frontend/src/islands/heldInteractions.ts, earlyInput.ts).
// The header's menus are no island: they work while the islands' code is still on its way.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { opportunitiesText } from '../../frontend/src/features/careers/content/careers';
import { CONTACT_CONTROLS } from '../../frontend/src/features/contact/contactControls';
import { contactPageText } from '../../frontend/src/content/contact';
import { layoutText } from '../../frontend/src/content/layout';
import { paths } from '../../frontend/src/paths';
import { sharedLocalStack, type LocalStack } from './harness';
import { waitForHydration } from './page-checks';
import { collectBrowserErrors } from './support/browserErrors';
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
  test('the header’s menu needs none of their code: it opens at once', async () => {
    const { page, requested } = await openWithIslandsHeld(pages, paths.contact);
    await requested;
    const button = page.getByRole('button', { name: layoutText.header.openMenu });
    await button.click();
    await page.getByRole('dialog', { name: layoutText.header.menuTitle }).waitFor();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
  });

  test('when their code fails to load, the next tap loads it again and does what was tapped', async () => {
    const page = await pages.open({ viewport: VIEWPORTS.mobile });
    const requests = recordGraphqlRequests(page);
    const errors = collectBrowserErrors(page);
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
    await page.goto(paths.contact, { waitUntil: 'load' });
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
    expect(fetches).toBe(1);

    const message = `Sent after a failed fetch ${Date.now()}.`;
    const values: Record<string, string> = {
      fullName: 'Retry Sender',
      email: 'retry.sender@example.com',
      phone: '0400 000 333',
      message,
    };
    for (const each of CONTACT_CONTROLS) {
      const value = values[each.name];
      if (value) await page.getByLabel(each.label, { exact: true }).fill(value);
    }
    // Tapped twice, as a visitor does when the first tap seems to do nothing: sent once.
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    await send.click({ force: true, noWaitAfter: true, timeout: 2_000 }).catch(() => undefined);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading').textContent()).resolves.toBe(
      contactPageText.result.successTitle,
    );
    expect(requests.filter((request) => request.query.includes('createMessage'))).toHaveLength(1);
    expect(fetches).toBe(2);
    // The failed fetch is logged, and nothing else: the form is hydrated once, not once per try.
    const fetchFailed = /ERR_CONNECTION_RESET|could not (be )?load/;
    expect(errors.filter((error) => !fetchFailed.test(error))).toEqual([]);
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
