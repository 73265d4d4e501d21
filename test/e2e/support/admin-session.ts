// Helpers for the admin browser tests: the seeded admin's credentials and staff accounts made as an
// administrator makes them (AdminCreateUser on the Cognito stand-in's admin endpoint, which
// `npm start` prints), signing in through /login, and calls to the API as the admin.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RuntimeConfig } from '../../../schema/contract/runtimeConfig';
import type { LocalStack } from '../harness';

function printed(stack: LocalStack, label: string): string {
  const value = new RegExp(`${label}:\\s+(\\S+)`).exec(stack.output())?.[1];
  if (!value) throw new Error(`npm start printed no "${label}" line:\n${stack.output()}`);
  return value;
}

export function adminCredentials(stack: LocalStack) {
  return { email: printed(stack, 'Admin e-mail'), password: printed(stack, 'Admin password') };
}

/** The demo account of a role besides owner that `npm start` printed ("Role intake: e-mail / password"). */
export function roleCredentials(stack: LocalStack, role: string) {
  const match = new RegExp(`Role ${role}:\\s+(\\S+) / (\\S+)`).exec(stack.output());
  if (!match?.[1] || !match[2]) throw new Error(`npm start printed no ${role} account.`);
  return { email: match[1], password: match[2] };
}

export async function runtimeConfig(stack: LocalStack): Promise<RuntimeConfig> {
  return (await (await fetch(`${stack.baseUrl}/config.json`)).json()) as RuntimeConfig;
}

interface CapturedEmail {
  destination: { to: string[] };
  body: { text?: string };
}

/** The code in the latest e-mail the SES stand-in captured for this address. */
export async function latestMailedCode(stack: LocalStack, address: string): Promise<string> {
  const store = printed(stack, 'Captured e-mail').replace(/\/?$/, '/store');
  const { emails } = (await (await fetch(store)).json()) as { emails: CapturedEmail[] };
  const mail = emails.filter((email) => email.destination.to.includes(address)).at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.body.text ?? '')?.[1];
  if (!code) throw new Error(`No code was mailed to ${address}.`);
  return code;
}

/** A fresh address per test, so users never collide. */
export function newEmail(prefix: string): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

async function cognitoAdmin(stack: LocalStack, target: string, body: Record<string, unknown>) {
  const response = await fetch(printed(stack, 'Cognito admin'), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify({ UserPoolId: (await runtimeConfig(stack)).userPoolId, ...body }),
  });
  if (!response.ok) throw new Error(`${target} failed: ${await response.text()}`);
}

/** Invites staff as docs/DEPLOYING.md says: they choose their own password at first sign-in. */
export async function inviteUser(
  stack: LocalStack,
  user: { email: string; temporaryPassword: string; admin: boolean },
): Promise<void> {
  await cognitoAdmin(stack, 'AdminCreateUser', {
    Username: user.email,
    TemporaryPassword: user.temporaryPassword,
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'email', Value: user.email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
  if (user.admin) {
    await cognitoAdmin(stack, 'AdminAddUserToGroup', { Username: user.email, GroupName: 'admin' });
  }
}

/** A staff member with a permanent password, in no group unless `admin` (the legacy owner group). */
export async function createMember(
  stack: LocalStack,
  email: string,
  password: string,
  admin = false,
) {
  await inviteUser(stack, { email, temporaryPassword: `${password}Tmp`, admin });
  await cognitoAdmin(stack, 'AdminSetUserPassword', {
    Username: email,
    Password: password,
    Permanent: true,
  });
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function logInAsAdmin(page: Page, stack: LocalStack): Promise<void> {
  const { email, password } = adminCredentials(stack);
  await logIn(page, email, password);
  await page.waitForURL('**/admin/msg');
  await page.getByRole('heading', { name: 'Messages' }).waitFor();
}

/** Opens an admin page and waits for its own heading (the guard has let the admin in). */
export async function openAdminPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { name: heading, exact: true, level: 2 }).waitFor();
}

/**
 * Waits for an outcome message in a live region: `role` status for success, alert for failure, so
 * that it is announced, not only shown.
 */
export async function expectAnnounced(
  page: Page,
  role: 'status' | 'alert',
  text: string,
): Promise<void> {
  await page.getByRole(role).filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** Sends a GraphQL request with the public API key, as the public pages do. */
export async function publicGraphql<T>(
  stack: LocalStack,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const config = await runtimeConfig(stack);
  const response = await fetch(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': config.apiKey },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}
