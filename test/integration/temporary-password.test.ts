// An invited user's temporary password signs in for the pool's validity
// (USER_POOL_SETTINGS.temporaryPasswordValidityDays) and no longer: after it, the local Cognito
// answers as the cloud pool does. The proxy's clock is moved; cognito-local's stays real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_POOL_SETTINGS } from '../../schema/contract/authSettings';
import { createUser, inviteUser, newEmail } from './support/cognito-users';
import { cognito, startTestStack, type TestStack } from './support/stack';

const DAY_MS = 24 * 60 * 60 * 1000;
const VALIDITY_MS = USER_POOL_SETTINGS.temporaryPasswordValidityDays * DAY_MS;
const TEMPORARY_PASSWORD = 'Welcome123';
/** Cognito's own words for it. */
const EXPIRED = 'Temporary password has expired and must be reset by an administrator.';

let offsetMs = 0;
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ cognitoClock: () => Date.now() + offsetMs });
});

afterAll(async () => {
  await stack?.dispose();
});

function passwordSignIn(username: string, password: string) {
  return cognito(stack, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: stack.clientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
}

/** Runs `check` with the proxy's clock `ms` ahead of the real one. */
async function later<T>(ms: number, check: () => Promise<T>): Promise<T> {
  offsetMs = ms;
  try {
    return await check();
  } finally {
    offsetMs = 0;
  }
}

describe('a temporary password', () => {
  it(`signs in until ${USER_POOL_SETTINGS.temporaryPasswordValidityDays} days have passed`, async () => {
    const email = newEmail('invited.recent');
    await inviteUser(stack, email, TEMPORARY_PASSWORD);
    const { status, body } = await later(VALIDITY_MS - 60_000, () =>
      passwordSignIn(email, TEMPORARY_PASSWORD),
    );
    expect(status).toBe(200);
    expect(body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  // The password is still checked first: a wrong one is refused as wrong, not as expired.
  it.each([
    ['the temporary password', TEMPORARY_PASSWORD, EXPIRED],
    ['a wrong password', 'NotTheOne123', 'Incorrect username or password.'],
  ])(
    'after that, refuses %s as Cognito does, and goes on refusing it',
    async (_, password, message) => {
      const email = newEmail('invited.expired');
      await inviteUser(stack, email, TEMPORARY_PASSWORD);
      for (const ms of [VALIDITY_MS + 60_000, 30 * DAY_MS]) {
        const { status, body } = await later(ms, () => passwordSignIn(email, password));
        expect(status).toBe(400);
        expect(body).toEqual({ __type: 'NotAuthorizedException', message });
      }
    },
  );

  it('does not limit a password the user chose', async () => {
    const email = newEmail('confirmed');
    await createUser(stack, email, 'Chosen4Me');
    const { status, body } = await later(VALIDITY_MS + 60_000, () =>
      passwordSignIn(email, 'Chosen4Me'),
    );
    expect(status).toBe(200);
    expect(body.AuthenticationResult).toBeDefined();
  });
});
