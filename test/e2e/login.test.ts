// Staff sign-in in Chromium against `npm start`: the sign-in page and its steps, the guard on every
// admin path, denial of signed-in users with no staff role, and logout.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { sharedLocalStack, type LocalStack } from './harness';
import { axeViolations } from './page-checks';
import {
  adminCredentials,
  createMember,
  expectAnnounced,
  inviteUser,
  latestMailedCode,
  logIn,
  logInAsAdmin,
  newEmail,
} from './support/admin-session';
import { textContrasts } from './support/contrast';

const GUARDED_PATHS = [
  '/admin',
  '/admin/msg',
  '/admin/recruit',
  '/admin/review',
  '/admin/team',
  '/admin/dashboard',
  '/admin/referrals',
];

let stack: LocalStack;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stack = await sharedLocalStack();
});

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await stack?.stop();
});

async function openPage(width = 1280): Promise<Page> {
  const context = await stack.browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width, height: 900 },
  });
  contexts.push(context);
  return context.newPage();
}

/** Every GraphQL answer the page received that carried admin data. */
function adminDataResponses(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql')) return;
    const body = await response.text().catch(() => '');
    if (/"list(Messages|Staff)":\{/.test(body)) seen.push(body);
  });
  return seen;
}

describe('/login', () => {
  test('shows the sign-in form: required e-mail (type email) and password, and Log in', async () => {
    const page = await openPage();
    await page.goto('/login');
    const email = page.getByLabel('E-mail');
    await expect(email.getAttribute('type')).resolves.toBe('email');
    await expect(email.evaluate((input: HTMLInputElement) => input.required)).resolves.toBe(true);
    const password = page.getByLabel(/^Password/);
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await expect(password.evaluate((input: HTMLInputElement) => input.required)).resolves.toBe(
      true,
    );
    await expect(page.getByRole('button', { name: 'Log in' }).isVisible()).resolves.toBe(true);
  });

  test('a wrong password shows the error message and stays on /login', async () => {
    const page = await openPage();
    await logIn(page, adminCredentials(stack).email, 'NotThePassword1');
    await expectAnnounced(page, 'alert', 'Incorrect username or password.');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('the admin signs in and lands on /admin/msg; /login then goes straight on', async () => {
    const page = await openPage();
    await logInAsAdmin(page, stack);
    expect(new URL(page.url()).pathname).toBe('/admin/msg');
    await page.goto('/login');
    await page.waitForURL('**/admin/msg');
    await expect(page.getByText('There is already a signed in user.').count()).resolves.toBe(0);
  });

  test('marks the required fields with asterisks of at least 4.5:1 contrast', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const markers = await textContrasts(page.locator('label').getByText('*', { exact: true }));
    expect(markers.map((marker) => marker.text)).toEqual(['*', '*']);
    for (const marker of markers) {
      expect(marker.ratio, JSON.stringify(marker)).toBeGreaterThanOrEqual(4.5);
    }
  });

  test.each([375, 1280])('has no axe-core violations at %i px', async (width) => {
    const page = await openPage(width);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await logIn(page, adminCredentials(stack).email, 'NotThePassword1');
    await expectAnnounced(page, 'alert', 'Incorrect username or password.');
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});

describe('the admin guard', () => {
  test.each(GUARDED_PATHS)('%s signed out shows Loading..., then goes to /login', async (path) => {
    const page = await openPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // The prerendered shell, before any script has run.
    await expect(response?.text()).resolves.toContain('Loading...');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
  });

  test('any other /admin/* path is the not-found page', async () => {
    const page = await openPage();
    const response = await page.goto('/admin/nothing-here');
    expect(response?.status()).toBe(404);
    await page.getByText('Page not found').waitFor();
  });

  test('a signed-in member outside the admin group goes back to /login and sees no data', async () => {
    const email = newEmail('member');
    const password = 'MemberPass123';
    await createMember(stack, email, password);
    const page = await openPage();
    const leaked = adminDataResponses(page);
    await logIn(page, email, password);
    await expectAnnounced(page, 'alert', 'Unauthorized');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goto('/admin/msg');
    await page.waitForURL('**/login');
    await expect(page.getByRole('list', { name: 'Staff members' }).count()).resolves.toBe(0);
    expect(leaked).toEqual([]);
  });
});

describe('invited staff', () => {
  test('choose a new password at first sign-in and reach the admin', async () => {
    const email = newEmail('invited');
    await inviteUser(stack, { email, temporaryPassword: 'Temporary123', admin: true });
    const page = await openPage();
    await logIn(page, email, 'Temporary123');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await expect(page.getByLabel(/^New password/).getAttribute('minlength')).resolves.toBe('8');
    await page.getByLabel(/^New password/).fill('MyOwnPass123');
    await page.getByLabel(/^Confirm new password/).fill('MyOwnPass124');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expectAnnounced(page, 'alert', 'The passwords do not match.');

    await page.getByLabel(/^New password/).fill('MyOwnPass123');
    await page.getByLabel(/^Confirm new password/).fill('MyOwnPass123');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL('**/admin/msg');
    await page.getByRole('heading', { name: 'Messages' }).waitFor();

    // The new password is the one that works from now on.
    const again = await openPage();
    await logIn(again, email, 'MyOwnPass123');
    await again.waitForURL('**/admin/msg');
  });
});

describe('forgotten password', () => {
  test('a code sent by e-mail and a new password let the user sign in again', async () => {
    const email = newEmail('forgetful');
    await createMember(stack, email, 'Forgotten123', true);
    const page = await openPage(375);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(/We sent a code to/).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);

    await expect.poll(() => latestMailedCode(stack, email).catch(() => '')).toMatch(/^\d{6}$/);
    await page.getByLabel(/^Code/).fill(await latestMailedCode(stack, email));
    await page.getByLabel(/^New password/).fill('Remembered123');
    await page.getByLabel(/^Confirm new password/).fill('Remembered123');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectAnnounced(
      page,
      'status',
      'Your password has been changed. Log in with your new password.',
    );
    await logIn(page, email, 'Remembered123');
    await page.waitForURL('**/admin/msg');
  });
});

describe('steps', () => {
  test('a step that replaces another has its heading focused; the first step does not', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const focusedHeading = () =>
      page.evaluate(() =>
        document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null,
      );
    await expect(focusedHeading()).resolves.toBeNull();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect.poll(focusedHeading).toBe('Reset your password');
    await page.getByRole('button', { name: 'Back to login' }).click();
    await expect.poll(focusedHeading).toBe('Staff login');
  });
});

describe('logout', () => {
  test('signs out everywhere, goes to /login, and Back shows no admin data', async () => {
    const page = await openPage();
    await logInAsAdmin(page, stack);
    await page.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('heading', { name: 'Staff Management' }).waitFor();
    await page.getByRole('list', { name: 'Staff members' }).getByRole('listitem').first().waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();

    await page.goBack();
    await page.waitForURL('**/login');
    await expect(page.getByRole('heading', { name: 'Staff Management' }).count()).resolves.toBe(0);
    await expect(page.getByRole('list', { name: 'Staff members' }).count()).resolves.toBe(0);
    const stored = await page.evaluate(() => Object.keys(localStorage).join(' '));
    expect(stored).not.toMatch(/accessToken|idToken|refreshToken/);
  });
});
