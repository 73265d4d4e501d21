// Users and mail for the Cognito tests: invited staff made as an administrator makes them (on
// cognito-local directly), and the password-reset codes the local SES captured. The proxy answers
// ForgotPassword before the code's e-mail is delivered, so the mail is waited for.
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import type { LocalStack } from '../../../lib/local/index';
import { cognito } from './stack';

const admin = (stack: LocalStack) => ({ endpoint: stack.cognitoAdminEndpoint });

/** A fresh e-mail address, so that each test has its own user (lockouts, codes...). */
export function newEmail(prefix: string): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

/** Invites a user as AdminCreateUser does: they must choose a password at first sign-in. */
export async function inviteUser(
  stack: LocalStack,
  email: string,
  temporaryPassword: string,
): Promise<void> {
  const created = await cognito(
    stack,
    'AdminCreateUser',
    {
      UserPoolId: stack.userPoolId,
      Username: email,
      TemporaryPassword: temporaryPassword,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    },
    admin(stack),
  );
  if (created.status !== 200) {
    throw new Error(`AdminCreateUser failed: ${JSON.stringify(created.body)}`);
  }
}

/** A confirmed user with a permanent password. */
export async function createUser(stack: LocalStack, email: string, password: string) {
  await inviteUser(stack, email, `${password}Tmp`);
  const set = await cognito(
    stack,
    'AdminSetUserPassword',
    { UserPoolId: stack.userPoolId, Username: email, Password: password, Permanent: true },
    admin(stack),
  );
  if (set.status !== 200) {
    throw new Error(`AdminSetUserPassword failed: ${JSON.stringify(set.body)}`);
  }
}

interface CapturedEmail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

export async function capturedMailTo(stack: LocalStack, address: string) {
  const store = (await (await fetch(`${stack.mailUrl}store`)).json()) as {
    emails: CapturedEmail[];
  };
  return store.emails.filter((email) => email.destination.to.includes(address));
}

/** The e-mails to this address once at least `count` have been captured. */
export function mailedTo(stack: LocalStack, address: string, count: number) {
  return vi.waitFor(
    async () => {
      const mails = await capturedMailTo(stack, address);
      if (mails.length < count) {
        throw new Error(`${mails.length} of ${count} e-mails to ${address} captured.`);
      }
      return mails;
    },
    { timeout: 30_000, interval: 50 },
  );
}

/** The code in the `count`th password-reset e-mail to this address (the first by default). */
export async function latestResetCode(
  stack: LocalStack,
  address: string,
  count = 1,
): Promise<string> {
  const mails = await mailedTo(stack, address, count);
  const code = /\b(\d{6})\b/.exec(mails.at(-1)?.body.text ?? '')?.[1];
  if (!code) {
    throw new Error(`No reset code was mailed to ${address}.`);
  }
  return code;
}
