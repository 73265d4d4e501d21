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

  test('an owner invites an intake worker, who signs in from the mail; disabling signs them out', async () => {
    const owner = await pages.open({ viewport });
    const ownerLogin = adminCredentials(stack);
    await logIn(owner, ownerLogin.email, ownerLogin.password);
    await owner.waitForURL('**/admin/msg');
    await owner.goto('/admin/accounts');
    const email = `invited.${viewport.width}.${Date.now()}@example.com`;
    const invite = owner.getByRole('region', { name: 'Invite a staff member' });
    await invite.getByLabel(/^E-mail/).fill(email);
    await invite.getByLabel(/^Name/).fill('Ivy Intake');
    await invite.getByLabel(/^Intake/).check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await invite
      .getByRole('status')
      .filter({ hasText: `Invitation sent to ${email}.` })
      .waitFor();
    expect(await axeViolations(owner)).toEqual([]);

    // npm start prints where the captured mail is (bin/local.ts).
    const mailUrl = /Captured e-mail: (\S+) /.exec(stack.output())?.[1];
    const store = (await (await fetch(`${mailUrl}store`)).json()) as {
      emails: { destination: { to: string[] }; body: { text?: string } }[];
    };
    const mail = store.emails.find((each) => each.destination.to.includes(email));
    const temporary = /temporary password (\S+), then/.exec(mail?.body.text ?? '')?.[1] ?? '';
    expect(temporary).not.toBe('');

    const worker = await pages.open({ viewport });
    await logIn(worker, email, temporary);
    await worker.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await worker.getByLabel(/^New password/).fill('IvyOwnPass123');
    await worker.getByLabel(/^Confirm new password/).fill('IvyOwnPass123');
    await worker.getByRole('button', { name: 'Set password' }).click();
    await worker.waitForURL('**/admin/msg');
    await worker.getByRole('heading', { name: 'Messages', level: 2 }).waitFor();
    expect(await sectionLinks(worker)).toEqual(['/admin/msg', '/admin/referrals']);
    await worker.goto('/admin/feedback');
    await worker.getByRole('heading', { name: NO_ACCESS, level: 2 }).waitFor();

    await owner.reload();
    const actions = owner.getByRole('region', { name: `Account actions for ${email}` });
    await actions.getByRole('button', { name: 'Disable' }).click();
    await actions.getByRole('status').filter({ hasText: 'Account disabled.' }).waitFor();
    expect(await axeViolations(owner)).toEqual([]);

    await worker.goto('/admin/referrals');
    await worker.waitForURL('**/login');
  });

  test('a website editor lands on their first page and has no access to messages', async () => {
    const page = await pages.open({ viewport });
    await signInAs(page, 'website');
    await page.waitForURL('**/admin/recruit');
    await page.getByRole('heading', { name: 'Recruitment', level: 2 }).waitFor();
    expect(await sectionLinks(page)).toEqual([
      '/admin/recruit',
      '/admin/applications',
      '/admin/review',
      '/admin/team',
    ]);
    for (const path of ['/admin/msg', '/admin/accounts']) {
      await page.goto(path);
      await page.getByRole('heading', { name: NO_ACCESS, level: 2 }).waitFor();
    }
    await page.goto('/admin');
    await page.waitForURL('**/admin/recruit');
  });
});
