// When a public page's island cannot work, in Chromium against `npm start`: its code never loads
// (the first fetch and its retry fail), or it throws while rendering. The visitor is told, with
// the provider's phone and e-mail, instead of their tap or message vanishing; axe finds nothing.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CONTACT_CONTROLS } from '../../frontend/src/features/contact/contactControls';
import { contactPageText } from '../../frontend/src/content/contact';
import { islandFailureText } from '../../frontend/src/content/islandFailure';
import { layoutText } from '../../frontend/src/content/layout';
import { paths } from '../../frontend/src/paths';
import { telHref } from '../../schema/contract/phoneNumbers';
import { siteConfig } from '../../schema/contract/siteConfig';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations, waitForHydration } from './page-checks';
import { pageOpener, recordGraphqlRequests, servePublicList, VIEWPORTS } from './support/browser';

let stack: LocalStack;
const pages = pageOpener(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

/** The message a part of the page shows when it cannot work, found by its opening words. */
const failureAlert = (page: Page, lead: string) =>
  page.getByRole('alert').filter({ hasText: lead });

/** The alert names the provider's phone and e-mail, as links that call and write to them. */
async function expectContactDetails(page: Page, lead: string): Promise<void> {
  const alert = failureAlert(page, lead);
  await expect(alert.textContent()).resolves.toBe(
    `${lead} ${islandFailureText.callUs} ${siteConfig.phone.display} ${islandFailureText.orEmail} ${siteConfig.email}.`,
  );
  await expect(
    alert.getByRole('link', { name: siteConfig.phone.display }).getAttribute('href'),
  ).resolves.toBe(telHref(siteConfig.phone.display));
  await expect(
    alert.getByRole('link', { name: siteConfig.email }).getAttribute('href'),
  ).resolves.toBe(`mailto:${siteConfig.email}`);
}

/** Opens `path` with every fetch of the code matching `pattern` failing; counts the attempts. */
async function openWithCodeFailing(
  path: string,
  pattern: string,
  viewport: { width: number; height: number } = VIEWPORTS.mobile,
): Promise<{ page: Page; attempts: () => number }> {
  const page = await pages.open({ viewport });
  let attempts = 0;
  await page.route(pattern, async (route) => {
    attempts += 1;
    await route.abort('connectionreset');
  });
  await page.goto(path, { waitUntil: 'load' });
  return { page, attempts: () => attempts };
}

describe('when the islands’ code cannot be loaded', () => {
  describe.each([
    ['the code every island needs', '**/assets/hydrateIslands-*.js'],
    ['the contact form’s own code', '**/assets/ContactForm-*.js'],
  ])('(%s)', (_what, pattern) => {
    test('a sent contact form says so, with the phone and e-mail, and posts nothing', async () => {
      const { page, attempts } = await openWithCodeFailing(paths.contact, pattern);
      const requests = recordGraphqlRequests(page);
      const values: Record<string, string> = {
        fullName: 'Stranded Sender',
        email: 'stranded.sender@example.com',
        phone: '0400 000 333',
        message: 'Nobody will read this.',
      };
      for (const each of CONTACT_CONTROLS) {
        const value = values[each.name];
        if (value) await page.getByLabel(each.label, { exact: true }).fill(value);
      }
      await page.getByRole('button', { name: contactPageText.form.submit }).click();

      const alert = failureAlert(page, islandFailureText.notLoaded);
      await alert.waitFor();
      await expectContactDetails(page, islandFailureText.notLoaded);
      // Focused, so it is in view and read out at once.
      await expect(alert.evaluate((element) => element === document.activeElement)).resolves.toBe(
        true,
      );
      expect(new URL(page.url()).pathname).toBe(paths.contact);
      expect(requests).toEqual([]);
      expect(attempts()).toBeGreaterThanOrEqual(2);
      await expect(page.getByLabel('Message*', { exact: true }).inputValue()).resolves.toBe(
        values.message,
      );
      await expect(axeViolations(page)).resolves.toEqual([]);
    });
  });

  test('the header’s menu, which is no island, still opens, and nothing is said', async () => {
    const { page, attempts } = await openWithCodeFailing(
      paths.contact,
      '**/assets/hydrateIslands-*.js',
    );
    // The tap is also the interaction after which the page fetches the code again, and gives up.
    await page.getByRole('button', { name: layoutText.header.openMenu }).click();
    await page.getByRole('dialog', { name: layoutText.header.menuTitle }).waitFor();
    await expect.poll(attempts).toBe(2);
    await expect(failureAlert(page, islandFailureText.notLoaded).count()).resolves.toBe(0);
  });
});

describe('when an island throws while rendering', () => {
  test('the job board shows the phone and e-mail in its place', async () => {
    const page = await pages.open({ viewport: VIEWPORTS.desktop });
    // A post whose location is not text: rendering its card throws.
    await servePublicList(page, 'jobs', [
      {
        id: 'broken',
        title: 'Broken post',
        descriptionHtml: '<p>A line.</p>',
        location: { not: 'text' },
        type: 'Casual',
      },
    ]);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(paths.opportunities);
    await waitForHydration(page);
    await failureAlert(page, islandFailureText.broken).waitFor();
    await expectContactDetails(page, islandFailureText.broken);
    // The error is not swallowed: React logs what the boundary caught (the location's state read
    // from something that is not text).
    expect(errors.some((error) => /TypeError/.test(error))).toBe(true);
    // The rest of the page is still there.
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
