// When the code of an admin route cannot be loaded (a tab opened before a deploy asks for chunks
// that are gone, or the network dropped), in Chromium against `npm start`: the route's place says
// the page could not be shown, as a page that failed while rendering does, and offers a reload that
// works once the code can be fetched again; the error is logged. Never React Router's own screen.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { pageFailedText } from '../../frontend/src/admin/pageFailedText';
import { layoutText, messagesText, staffText } from '../../frontend/src/admin/texts';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations } from './page-checks';
import { adminPages } from './support/admin-browser';
import { collectBrowserErrors } from './support/browserErrors';
import { openAdminPage } from './support/admin-session';

let stack: LocalStack;
const pages = adminPages(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

/** Every fetch of the chunk named `name` fails until the returned function is called. */
async function failChunk(page: Page, name: string): Promise<() => Promise<void>> {
  const pattern = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  await page.route(pattern, (route) => route.abort('connectionreset'));
  return () => page.unroute(pattern);
}

/** The failure's heading, message (an alert) and reload button, at the heading `level`. */
async function expectPageFailed(page: Page, level: 1 | 2): Promise<void> {
  await page.getByRole('heading', { name: pageFailedText.heading, level }).waitFor();
  await expect(
    page.getByRole('alert').filter({ hasText: pageFailedText.message }).count(),
  ).resolves.toBe(1);
  await expect(page.getByText('Unexpected Application Error').count()).resolves.toBe(0);
}

const reload = (page: Page) =>
  page.getByRole('button', { name: pageFailedText.reload, exact: true }).click();

const loggedFailure = (errors: string[]) =>
  errors.some((error) => error.includes('could not be loaded'));

describe("an admin page whose code cannot be loaded shows the admin's page-failed message", () => {
  test('after choosing its tab, in the frame, and Reload page shows it once its code loads', async () => {
    const page = await pages.open();
    const errors = collectBrowserErrors(page);
    await openAdminPage(page, '/admin/msg', 'Messages');
    const restore = await failChunk(page, 'TeamPage');

    await page.getByRole('link', { name: layoutText.tabs.team }).click();
    await expectPageFailed(page, 2);
    // The frame stays: its tabs and Logout still work.
    await expect(
      page.getByRole('navigation', { name: layoutText.navLabel }).isVisible(),
    ).resolves.toBe(true);
    expect(page.url()).toMatch(/\/admin\/team$/);
    expect(loggedFailure(errors), errors.join('\n')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await restore();
    await reload(page);
    await page.getByRole('heading', { name: staffText.heading, level: 2 }).waitFor();
  });

  test('when its address is opened directly, and Reload page shows it once its code loads', async () => {
    const page = await pages.open();
    const errors = collectBrowserErrors(page);
    const restore = await failChunk(page, 'TeamPage');

    await page.goto('/admin/team');
    await expectPageFailed(page, 2);
    await page.getByRole('link', { name: layoutText.tabs.messages }).waitFor();
    expect(loggedFailure(errors), errors.join('\n')).toBe(true);

    await restore();
    await reload(page);
    await page.getByRole('heading', { name: staffText.heading, level: 2 }).waitFor();
  });

  test("the admin's frame: a screen of its own", async () => {
    const page = await pages.open();
    const restore = await failChunk(page, 'AdminLayout');

    await page.goto('/admin/msg');
    await expectPageFailed(page, 1);
    expect(await axeViolations(page)).toEqual([]);

    await restore();
    await reload(page);
    await page.getByRole('heading', { name: messagesText.heading, level: 2 }).waitFor();
  });

  test('the sign-in page: a screen of its own', async () => {
    const page = await pages.anonymous();
    const restore = await failChunk(page, 'LoginPage');

    await page.goto('/login');
    await expectPageFailed(page, 1);

    await restore();
    await reload(page);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
  });
});
