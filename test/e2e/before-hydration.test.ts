// A visitor who acts before a public page's islands are hydrated, in Chromium against `npm start`:
// the islands' code is held back (as on a slow phone) while they tap or submit, then let through.
// What they did must happen once, when the island is live (frontend/src/islands/heldInteractions.ts).
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { contactPageText } from '../../frontend/src/content/contact';
import { layoutText } from '../../frontend/src/content/layout';
import { paths } from '../../frontend/src/paths';
import { startLocalStack, type LocalStack } from './harness';
import { waitForHydration } from './page-checks';
import { pageOpener, recordGraphqlRequests, VIEWPORTS } from './support/browser';

let stack: LocalStack;
const pages = pageOpener(() => stack);

beforeAll(async () => {
  stack = await startLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

/** Opens `path` with the islands' code held back until the returned function is called. */
async function openWithIslandsHeld(
  path: string,
  viewport: { width: number; height: number } = VIEWPORTS.mobile,
): Promise<{ page: Page; release: () => void }> {
  const page = await pages.open({ viewport });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/hydrateIslands-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'load' });
  return { page, release };
}

describe('before the islands are hydrated', () => {
  test('a tap on the menu button opens the menu once they are', async () => {
    const { page, release } = await openWithIslandsHeld(paths.services);
    const menu = page.getByRole('dialog', { name: layoutText.header.menuTitle });
    await page.getByRole('button', { name: layoutText.header.openMenu }).click();
    await page.waitForTimeout(300);
    await expect(menu.isVisible()).resolves.toBe(false);

    release();
    await waitForHydration(page);
    await expect.poll(() => menu.isVisible()).toBe(true);
    // Opened once, not opened and closed again by a second delivery of the tap.
    await page.waitForTimeout(300);
    await expect(menu.isVisible()).resolves.toBe(true);
  });

  test('when their code fails to load, the next tap loads it again and does what was tapped', async () => {
    const page = await pages.open({ viewport: VIEWPORTS.mobile });
    // The first fetch (after the first paint, which hydration once the page is idle waits for)
    // fails.
    let failuresLeft = 1;
    await page.route('**/assets/hydrateIslands-*.js', async (route) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await page.goto(paths.services, { waitUntil: 'load' });
    await expect.poll(() => failuresLeft, { timeout: 10_000 }).toBe(0);
    await page.waitForTimeout(1_500);
    const menu = page.getByRole('dialog', { name: layoutText.header.menuTitle });
    await expect(menu.isVisible()).resolves.toBe(false);

    // Tapped twice, as a visitor does when the first tap seems to do nothing: opened once.
    const button = page.getByRole('button', { name: layoutText.header.openMenu });
    await button.click();
    await button.click({ force: true, noWaitAfter: true }).catch(() => undefined);
    await waitForHydration(page);
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.waitForTimeout(300);
    await expect(menu.isVisible()).resolves.toBe(true);
  });

  test('two taps on a dropdown that did nothing yet open it once they are', async () => {
    const { page, release } = await openWithIslandsHeld(paths.services, VIEWPORTS.desktop);
    const { services } = layoutText.header;
    const trigger = page
      .getByRole('navigation', { name: layoutText.header.navLabel })
      .getByRole('button', { name: services.label });
    await trigger.click();
    await trigger.click();
    release();
    await waitForHydration(page);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.waitForTimeout(300);
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
  });

  test('a submitted contact form stays on the page and is sent once they are', async () => {
    const { page, release } = await openWithIslandsHeld(paths.contact);
    const requests = recordGraphqlRequests(page);
    const message = `Sent before hydration ${Date.now()}.`;
    const values: Record<string, string> = {
      fullName: 'Early Sender',
      email: 'early.sender@example.com',
      phone: '0400 000 111',
      message,
    };
    for (const each of contactPageText.form.fields) {
      const value = values[each.name];
      if (value) await page.getByLabel(each.label, { exact: true }).fill(value);
    }
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForTimeout(300);
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
