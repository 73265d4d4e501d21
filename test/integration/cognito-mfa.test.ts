// Staff MFA on the local user pool (lib/local/cognito/mfa.ts), as the cloud pool answers with
// cdk.json's "staffMfa" set: an authenticator app enrolled from the admin (access token) or at
// sign-in (MFA_SETUP), its code asked at sign-in (SOFTWARE_TOKEN_MFA), checked ±1 time step, once,
// with wrong codes locking out like wrong passwords. The clock the proxy reads is the tests', so
// codes are computed for known time steps.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, inviteUser, newEmail } from './support/cognito-users';
import {
  adminTokens,
  cognito,
  graphql,
  startTestStack,
  type TestStack,
  type Tokens,
} from './support/stack';

const STEP_MS = 30_000;
const PASSWORD = 'StaffPass123';

/** A clock the tests move; it starts at the beginning of a time step. */
function testClock() {
  let now = Math.floor(Date.now() / STEP_MS) * STEP_MS;
  return {
    clock: () => now,
    nextStep: () => {
      now += STEP_MS;
    },
    at: (offsetSteps = 0) => now + offsetSteps * STEP_MS,
  };
}

const code = (secret: string, timestamp: number): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });

const error = (answer: { status: number; body: Record<string, unknown> }) => ({
  status: answer.status,
  type: answer.body.__type,
  message: answer.body.message,
});

async function initiate(stack: TestStack, email: string, password = PASSWORD) {
  return cognito(stack, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: stack.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
}

async function respond(
  stack: TestStack,
  challengeName: string,
  session: unknown,
  responses: Record<string, string>,
) {
  return cognito(stack, 'RespondToAuthChallenge', {
    ClientId: stack.clientId,
    ChallengeName: challengeName,
    Session: session,
    ChallengeResponses: responses,
  });
}

async function tokensOf(stack: TestStack, email: string): Promise<Tokens> {
  const answer = await initiate(stack, email);
  expect(answer.status).toBe(200);
  return answer.body.AuthenticationResult as Tokens;
}

describe('staffMfa "optional"', () => {
  const time = testClock();
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ staffMfa: 'optional', cognitoClock: time.clock });
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  /** A user who enrolled from the admin and turned the factor on; returns their secret. */
  async function enrolled(email: string): Promise<string> {
    await createUser(stack, email, PASSWORD);
    const { AccessToken } = await tokensOf(stack, email);
    return enrolApp(AccessToken);
  }

  /** Enrols an authenticator app from the admin and turns the factor on; returns its secret. */
  async function enrolApp(AccessToken: string): Promise<string> {
    const associated = await cognito(stack, 'AssociateSoftwareToken', { AccessToken });
    const secret = associated.body.SecretCode as string;
    const verified = await cognito(stack, 'VerifySoftwareToken', {
      AccessToken,
      UserCode: code(secret, time.at()),
    });
    expect(verified.body).toEqual({ Status: 'SUCCESS' });
    const preference = await cognito(stack, 'SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    expect(preference.status).toBe(200);
    time.nextStep(); // The enrolment used this step's code.
    return secret;
  }

  it('enrols an authenticator app with the access token, then shows it in GetUser', async () => {
    const email = newEmail('mfa.enrol');
    await createUser(stack, email, PASSWORD);
    const { AccessToken } = await tokensOf(stack, email);
    const before = await cognito(stack, 'GetUser', { AccessToken });
    expect(before.body.UserMFASettingList).toBeUndefined();
    expect(before.body.PreferredMfaSetting).toBeUndefined();

    const associated = await cognito(stack, 'AssociateSoftwareToken', { AccessToken });
    const secret = associated.body.SecretCode as string;
    expect(secret).toMatch(/^[A-Z2-7]{52}$/);
    const wrong = await cognito(stack, 'VerifySoftwareToken', {
      AccessToken,
      UserCode: String((Number(code(secret, time.at())) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect(error(wrong)).toEqual({
      status: 400,
      type: 'EnableSoftwareTokenMFAException',
      message: 'Code mismatch and fail enable Software Token MFA',
    });
    const early = await cognito(stack, 'SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true },
    });
    expect(error(early)).toMatchObject({ type: 'InvalidParameterException' });

    const verified = await cognito(stack, 'VerifySoftwareToken', {
      AccessToken,
      UserCode: code(secret, time.at()),
    });
    expect(verified.body).toEqual({ Status: 'SUCCESS' });
    await cognito(stack, 'SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    const after = await cognito(stack, 'GetUser', { AccessToken });
    expect(after.body).toMatchObject({
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    });
    time.nextStep();
  });

  it('refuses malformed enrolment calls with Cognito errors', async () => {
    const email = newEmail('mfa.bad');
    await createUser(stack, email, PASSWORD);
    const { AccessToken } = await tokensOf(stack, email);
    await cognito(stack, 'AssociateSoftwareToken', { AccessToken });
    const cases: [Record<string, unknown>, string][] = [
      [{ AccessToken, UserCode: '12345' }, 'InvalidParameterException'],
      [{ AccessToken, UserCode: '12345a' }, 'InvalidParameterException'],
      [{ AccessToken }, 'InvalidParameterException'],
      [{ AccessToken, Session: 'x'.repeat(40), UserCode: '123456' }, 'InvalidParameterException'],
      [{ Session: 'x'.repeat(40), UserCode: '123456' }, 'NotAuthorizedException'],
      [{ AccessToken: 'not-a-token', UserCode: '123456' }, 'NotAuthorizedException'],
    ];
    for (const [body, type] of cases) {
      expect({ body, ...error(await cognito(stack, 'VerifySoftwareToken', body)) }).toMatchObject({
        body,
        status: 400,
        type,
      });
    }
    const sms = await cognito(stack, 'SetUserMFAPreference', {
      AccessToken,
      SMSMfaSettings: { Enabled: true },
    });
    expect(error(sms)).toMatchObject({ type: 'InvalidParameterException' });
  });

  it('asks an enrolled user for the code at sign-in and accepts each code once (±1 step)', async () => {
    const email = newEmail('mfa.signin');
    const secret = await enrolled(email);
    time.nextStep(); // So that the previous step's code is one not used yet.

    const first = await initiate(stack, email);
    expect(first.body).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
    expect(first.body.AuthenticationResult).toBeUndefined();
    const wrong = await respond(stack, 'SOFTWARE_TOKEN_MFA', first.body.Session, {
      USERNAME: email,
      SOFTWARE_TOKEN_MFA_CODE: code(secret, time.at(2)),
    });
    expect(error(wrong)).toEqual({
      status: 400,
      type: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
    // The same session takes another try, here the previous step's code.
    const right = await respond(stack, 'SOFTWARE_TOKEN_MFA', first.body.Session, {
      USERNAME: email,
      SOFTWARE_TOKEN_MFA_CODE: code(secret, time.at(-1) + 1),
    });
    expect(right.status).toBe(200);
    expect(right.body.AuthenticationResult).toMatchObject({ AccessToken: expect.any(String) });

    const again = await initiate(stack, email);
    const reused = await respond(stack, 'SOFTWARE_TOKEN_MFA', again.body.Session, {
      USERNAME: email,
      SOFTWARE_TOKEN_MFA_CODE: code(secret, time.at(-1) + 1),
    });
    expect(error(reused)).toMatchObject({ type: 'CodeMismatchException' });
    const next = await respond(stack, 'SOFTWARE_TOKEN_MFA', again.body.Session, {
      USERNAME: email,
      SOFTWARE_TOKEN_MFA_CODE: code(secret, time.at(1)),
    });
    expect(next.status).toBe(200);
    time.nextStep();
    time.nextStep();
  });

  it('locks the code out after five wrong ones, as it does passwords', async () => {
    const email = newEmail('mfa.lockout');
    const secret = await enrolled(email);
    const { body } = await initiate(stack, email);
    const wrongCode = String((Number(code(secret, time.at())) + 7) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await respond(stack, 'SOFTWARE_TOKEN_MFA', body.Session, {
        USERNAME: email,
        SOFTWARE_TOKEN_MFA_CODE: wrongCode,
      });
      expect(error(wrong)).toMatchObject({ type: 'CodeMismatchException' });
    }
    const locked = await respond(stack, 'SOFTWARE_TOKEN_MFA', body.Session, {
      USERNAME: email,
      SOFTWARE_TOKEN_MFA_CODE: code(secret, time.at()),
    });
    expect(error(locked)).toEqual({
      status: 400,
      type: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });

  it('signs in with the password alone once the user turns the factor off', async () => {
    const email = newEmail('mfa.off');
    const secret = await enrolled(email);
    const challenged = await initiate(stack, email);
    const signedIn = await respond(stack, 'SOFTWARE_TOKEN_MFA', challenged.body.Session, {
      USERNAME: email,
      SOFTWARE_TOKEN_MFA_CODE: code(secret, time.at()),
    });
    const { AccessToken } = signedIn.body.AuthenticationResult as Tokens;
    const off = await cognito(stack, 'SetUserMFAPreference', {
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    });
    expect(off.status).toBe(200);
    await expect(tokensOf(stack, email)).resolves.toMatchObject({ IdToken: expect.any(String) });
    const user = await cognito(stack, 'GetUser', { AccessToken });
    expect(user.body.UserMFASettingList).toBeUndefined();
    time.nextStep();
  });

  it('signs in with the password alone after an owner turns off a lost app, and enrols a new one', async () => {
    const email = newEmail('mfa.lost');
    const lostSecret = await enrolled(email);
    expect(await initiate(stack, email)).toMatchObject({
      body: { ChallengeName: 'SOFTWARE_TOKEN_MFA' },
    });

    const owner = (await adminTokens(stack)).AccessToken;
    const listed = await graphql<{ staffAccounts: { username: string; email: string }[] }>(
      stack,
      { token: owner },
      '{ staffAccounts { username email mfaEnabled } }',
    );
    const account = listed.body.data!.staffAccounts.find((each) => each.email === email)!;
    expect(account).toMatchObject({ mfaEnabled: true });
    const reset = await graphql(
      stack,
      { token: owner },
      'mutation ($input: StaffAccountInput!) { resetStaffAccountMfa(input: $input) { mfaEnabled } }',
      { input: { username: account.username } },
    );
    expect(reset.body).toEqual({ data: { resetStaffAccountMfa: { mfaEnabled: false } } });

    // No code asked, and the lost app's codes are no longer what stands between.
    const { AccessToken } = await tokensOf(stack, email);
    const user = await cognito(stack, 'GetUser', { AccessToken });
    expect(user.body.UserMFASettingList).toBeUndefined();
    expect(await enrolApp(AccessToken)).not.toBe(lostSecret);
    const challenged = await initiate(stack, email);
    const lostCode = await respond(stack, 'SOFTWARE_TOKEN_MFA', challenged.body.Session, {
      USERNAME: email,
      SOFTWARE_TOKEN_MFA_CODE: code(lostSecret, time.at()),
    });
    expect(error(lostCode)).toMatchObject({ type: 'CodeMismatchException' });
    time.nextStep();
  });
});

describe('staffMfa "required"', () => {
  const time = testClock();
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ staffMfa: 'required', cognitoClock: time.clock });
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  /** Completes MFA_SETUP from a sign-in's answer; returns the secret and the tokens. */
  async function enrolAtSignIn(email: string, setup: Record<string, unknown>) {
    expect(setup).toMatchObject({
      ChallengeName: 'MFA_SETUP',
      ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]' },
    });
    const skipped = await respond(stack, 'MFA_SETUP', setup.Session, { USERNAME: email });
    expect(error(skipped)).toMatchObject({ type: 'InvalidParameterException' });

    const associated = await cognito(stack, 'AssociateSoftwareToken', { Session: setup.Session });
    const secret = associated.body.SecretCode as string;
    const wrong = await cognito(stack, 'VerifySoftwareToken', {
      Session: associated.body.Session,
      UserCode: code(secret, time.at(3)),
    });
    expect(error(wrong)).toMatchObject({ type: 'EnableSoftwareTokenMFAException' });
    const verified = await cognito(stack, 'VerifySoftwareToken', {
      Session: associated.body.Session,
      UserCode: code(secret, time.at()),
    });
    expect(verified.body).toMatchObject({ Status: 'SUCCESS', Session: expect.any(String) });
    const done = await respond(stack, 'MFA_SETUP', verified.body.Session, { USERNAME: email });
    expect(done.status).toBe(200);
    time.nextStep();
    return { secret, tokens: done.body.AuthenticationResult as Tokens };
  }

  it('makes a user without an app enrol at sign-in, and asks for the code afterwards', async () => {
    const email = newEmail('mfa.required');
    await createUser(stack, email, PASSWORD);
    const first = await initiate(stack, email);
    const { secret, tokens } = await enrolAtSignIn(email, first.body);
    const user = await cognito(stack, 'GetUser', { AccessToken: tokens.AccessToken });
    expect(user.body).toMatchObject({ PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });

    const next = await initiate(stack, email);
    expect(next.body).toMatchObject({ ChallengeName: 'SOFTWARE_TOKEN_MFA' });
    const signedIn = await respond(stack, 'SOFTWARE_TOKEN_MFA', next.body.Session, {
      USERNAME: email,
      SOFTWARE_TOKEN_MFA_CODE: code(secret, time.at()),
    });
    expect(signedIn.body.AuthenticationResult).toMatchObject({ IdToken: expect.any(String) });
  });

  it('asks an invited user for a new password first, then to enrol', async () => {
    const email = newEmail('mfa.invited');
    await inviteUser(stack, email, 'Temporary123');
    const first = await initiate(stack, email, 'Temporary123');
    expect(first.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const newPassword = await respond(stack, 'NEW_PASSWORD_REQUIRED', first.body.Session, {
      USERNAME: email,
      NEW_PASSWORD: PASSWORD,
    });
    await enrolAtSignIn(email, newPassword.body);
  });

  it('refuses a session of another challenge for the enrolment', async () => {
    const email = newEmail('mfa.session');
    await createUser(stack, email, PASSWORD);
    const first = await initiate(stack, email);
    const associated = await cognito(stack, 'AssociateSoftwareToken', {
      Session: first.body.Session,
    });
    // The answered session is spent: the next call must use the one AssociateSoftwareToken gave.
    const stale = await cognito(stack, 'AssociateSoftwareToken', { Session: first.body.Session });
    expect(error(stale)).toEqual({
      status: 400,
      type: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
    expect(associated.status).toBe(200);
  });
});

describe('staffMfa "off" (the default)', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ staffMfa: 'off' });
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  it('signs in with the password alone and offers no authenticator app', async () => {
    const email = newEmail('mfa.none');
    await createUser(stack, email, PASSWORD);
    const { AccessToken } = await tokensOf(stack, email);
    for (const [target, body] of [
      ['AssociateSoftwareToken', { AccessToken }],
      ['VerifySoftwareToken', { AccessToken, UserCode: '123456' }],
      ['SetUserMFAPreference', { AccessToken, SoftwareTokenMfaSettings: { Enabled: true } }],
    ] as const) {
      expect({ target, ...error(await cognito(stack, target, body)) }).toEqual({
        target,
        status: 400,
        type: 'SoftwareTokenMFANotFoundException',
        message: 'Software Token MFA has not been enabled by the userPool.',
      });
    }
  });
});
