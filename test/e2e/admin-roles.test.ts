// Staff roles in Chromium against `npm start`, at phone and desktop widths: a person sees only the
// tabs their roles open, lands on the first of them, and a page's address outside their roles shows
// the no-access page (with links to what they can use), never asking the API for that page's data.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations } from './page-checks';
import { adminCredentials, logIn, roleCredentials } from './support/admin-session';
import { pageOpener, recordGraphqlRequests, VIEWPORTS } from './support/browser';

const NO_ACCESS = "You don't have access to this page";

let stack: LocalStack;
const pages = pageOpener(() => stack);

beforeAll(async () => {
  stack = await sharedLocalStack();
});
afterEach(() => pages.closeAll());
afterAll(async () => {
  await stack?.stop();
});

/** Where the admin's section links lead, opening the menu first where the screen is narrow. */
async function sectionLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole('link').first().waitFor();
  return nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

async function signInAs(page: Page, role: string): Promise<void> {
  const { email, password } = roleCredentials(stack, role);
  await logIn(page, email, password);
}

describe.each(Object.entries(VIEWPORTS))('at %s width', (_name, viewport) => {
  test('an intake worker sees Messages and Referrals only, and no access at /admin/feedback', async () => {
    const page = await pages.open({ viewport });
    await signInAs(page, 'intake');
    await page.waitForURL('**/admin/msg');
    await page.getByRole('heading', { name: 'Messages', level: 2 }).waitFor();
    expect(await sectionLinks(page)).toEqual(['/admin/msg', '/admin/referrals']);

    const requests = recordGraphqlRequests(page);
    await page.goto('/admin/feedback');
    await page.getByRole('heading', { name: NO_ACCESS, level: 2 }).waitFor();
    expect(page.url()).toMatch(/\/admin\/feedback$/);
    expect(requests.map((request) => request.query).join('\n')).not.toMatch(/feedback/i);
    expect(await axeViolations(page)).toEqual([]);

    const pagesToUse = page.getByRole('list', { name: 'Pages you can use:' });
    expect(await pagesToUse.getByRole('link').allTextContents()).toEqual(['Messages', 'Referrals']);
    await pagesToUse.getByRole('link', { name: 'Referrals' }).click();
    await page.waitForURL('**/admin/referrals');
    await page.getByRole('heading', { name: 'Referrals', level: 2 }).waitFor();
  });

  test('an owner changes a person’s roles on Staff accounts, and cannot drop their own owner role', async () => {
    const page = await pages.open({ viewport });
    const owner = adminCredentials(stack);
    await logIn(page, owner.email, owner.password);
    await page.waitForURL('**/admin/msg');
    await page.getByRole('heading', { name: 'Messages', level: 2 }).waitFor();
    expect(await sectionLinks(page)).toContain('/admin/accounts');
    await page.goto('/admin/accounts');
    const list = page.getByRole('list', { name: 'Staff accounts, oldest first' });
    await list.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const complaints = roleCredentials(stack, 'complaints');
    const theirs = page.getByRole('form', { name: `Roles of ${complaints.email}` });
    await theirs.getByLabel(/^Website/).check();
    await theirs.getByRole('button', { name: 'Save roles' }).click();
    await theirs.getByRole('status').filter({ hasText: 'Roles saved.' }).waitFor();

    const mine = page.getByRole('form', { name: `Roles of ${owner.email}` });
    await mine.getByLabel(/^Owner/).uncheck();
    await mine.getByLabel(/^Intake/).check();
    await mine.getByRole('button', { name: 'Save roles' }).click();
    await mine
      .getByRole('alert')
      .filter({ hasText: 'You cannot take the owner role from yourself.' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a website editor lands on their first page and has no access to messages', async () => {
    const page = await pages.open({ viewport });
    await signInAs(page, 'website');
    await page.waitForURL('**/admin/recruit');
    await page.getByRole('heading', { name: 'Recruitment', level: 2 }).waitFor();
    expect(await sectionLinks(page)).toEqual(['/admin/recruit', '/admin/review', '/admin/team']);
    for (const path of ['/admin/msg', '/admin/accounts']) {
      await page.goto(path);
      await page.getByRole('heading', { name: NO_ACCESS, level: 2 }).waitFor();
    }
    await page.goto('/admin');
    await page.waitForURL('**/admin/recruit');
  });
});
