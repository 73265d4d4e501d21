// Staff MFA in Chromium against `npm start` with STAFF_MFA set: enrolling an authenticator app on
// the Account security page and signing in with its code ("optional"), and enrolling at sign-in
// ("required"), at phone and desktop widths. Codes are computed here with otpauth from the key the
// page shows, as an authenticator app would.
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { startLocalStack, type LocalStack } from './harness';
import { axeViolations } from './page-checks';
import { createMember, expectAnnounced, logIn, newEmail } from './support/admin-session';
import { pageOpener, VIEWPORTS } from './support/browser';

const PASSWORD = 'StaffPass123';
const STEP_MS = 30_000;

/** The code for the time step `steps` from now: the next one is still accepted, and not used yet. */
function code(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + steps * STEP_MS,
  });
}

function wrongCode(secret: string): string {
  return String((Number(code(secret)) + 500_000) % 1_000_000).padStart(6, '0');
}

/** The key the page shows for typing into an app, without its grouping spaces. */
async function shownSecret(page: Page): Promise<string> {
  const text = await page.getByLabel('Or type this key into the app').textContent();
  return (text ?? '').replace(/\s/g, '');
}

async function enterCode(page: Page, value: string, submit: string): Promise<void> {
  const field = page.getByLabel(/^6-digit code/);
  await expect(field.getAttribute('autocomplete')).resolves.toBe('one-time-code');
  await expect(field.getAttribute('inputmode')).resolves.toBe('numeric');
  await field.fill(value);
  await page.getByRole('button', { name: submit }).click();
}

describe('staffMfa "optional"', () => {
  let stack: LocalStack;
  const pages = pageOpener(() => stack);

  beforeAll(async () => {
    stack = await startLocalStack({ env: { STAFF_MFA: 'optional' } });
  });

  afterEach(() => pages.closeAll());

  afterAll(async () => {
    await stack?.stop();
  });

  test.each(Object.entries(VIEWPORTS))(
    'a staff member enrols an app, then signs in with its code; wrong codes are refused (%s)',
    async (name, viewport) => {
      const email = newEmail(`mfa.${name}`);
      await createMember(stack, email, PASSWORD, true);
      const page = await pages.open({ viewport });
      await logIn(page, email, PASSWORD);
      await page.waitForURL('**/admin/msg');
      if (name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Security' }).click();
      await page.getByRole('heading', { name: 'Account security', level: 2 }).waitFor();
      await page.getByText('No authenticator app is set up for your account.').waitFor();
      await page.getByRole('button', { name: 'Set up authenticator app' }).click();
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      const secret = await shownSecret(page);
      expect(secret).toMatch(/^[A-Z2-7]{52}$/);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/mfa-enrol-${viewport.width}.png`, fullPage: true });

      await enterCode(page, wrongCode(secret), 'Verify code');
      await expectAnnounced(page, 'alert', 'That code is not right.');
      await enterCode(page, code(secret), 'Verify code');
      await expectAnnounced(page, 'status', 'Your authenticator app is set up.');
      await page.getByRole('button', { name: 'Turn off authenticator app' }).waitFor();

      const signIn = await pages.open({ viewport });
      await logIn(signIn, email, PASSWORD);
      await signIn.getByRole('heading', { name: 'Enter your sign-in code' }).waitFor();
      expect(await axeViolations(signIn)).toEqual([]);
      await enterCode(signIn, wrongCode(secret), 'Verify code');
      await expectAnnounced(signIn, 'alert', 'That code is not right.');
      await signIn.screenshot({ path: `/tmp/mfa-code-${viewport.width}.png`, fullPage: true });
      await enterCode(signIn, code(secret, 1), 'Verify code');
      await signIn.waitForURL('**/admin/msg');
    },
  );
});

describe('staffMfa "required"', () => {
  let stack: LocalStack;
  const pages = pageOpener(() => stack);

  beforeAll(async () => {
    stack = await startLocalStack({ env: { STAFF_MFA: 'required' } });
  });

  afterEach(() => pages.closeAll());

  afterAll(async () => {
    await stack?.stop();
  });

  test.each(Object.entries(VIEWPORTS))(
    'a staff member without an app enrols one at sign-in (%s)',
    async (name, viewport) => {
      const email = newEmail(`mfa.required.${name}`);
      await createMember(stack, email, PASSWORD, true);
      const page = await pages.open({ viewport });
      await logIn(page, email, PASSWORD);
      await page.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
      const secret = await shownSecret(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/mfa-setup-${viewport.width}.png`, fullPage: true });
      await enterCode(page, wrongCode(secret), 'Verify and log in');
      await expectAnnounced(page, 'alert', 'That code is not right.');
      await enterCode(page, code(secret), 'Verify and log in');
      await page.waitForURL('**/admin/msg');
    },
  );
});
