// The browser-facing Cognito endpoint tried as an attacker would: every operation it serves, with
// forged or replayed sessions, missing or guessed codes, weak passwords, unknown users and password
// guessing. It must answer as a real user pool with this pool's settings answers.
import { readFileSync } from 'node:fs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  capturedMailTo,
  createUser,
  inviteUser,
  latestResetCode,
  mailedTo,
  newEmail,
} from './support/cognito-users';
import { descendants } from './support/processes';
import { adminTokens, cognito, signIn, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.dispose();
});

const TEMPORARY_PASSWORD = 'Welcome123';

/** A process's arguments, none when it exited meanwhile. */
function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** A process's environment, empty when it exited meanwhile. */
function environment(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  } catch {
    return [];
  }
}
const CHOSEN_PASSWORD = 'Chosen4Me';

function passwordSignIn(username: string, password: string, clientId = stack.clientId) {
  return cognito(stack, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
}

/** Signs an invited user in with their temporary password; returns the challenge's Session. */
async function newPasswordChallenge(email: string): Promise<string> {
  const { status, body } = await passwordSignIn(email, TEMPORARY_PASSWORD);
  expect(status).toBe(200);
  expect(body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  expect(body.AuthenticationResult).toBeUndefined();
  return body.Session as string;
}

function answerNewPassword(
  session: string,
  responses: Record<string, string>,
  overrides: Record<string, unknown> = {},
) {
  return cognito(stack, 'RespondToAuthChallenge', {
    ClientId: stack.clientId,
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: session,
    ChallengeResponses: responses,
    ...overrides,
  });
}

const INVALID_SESSION = {
  __type: 'NotAuthorizedException',
  message: 'Invalid session for the user.',
};
const INCORRECT = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };

describe('RespondToAuthChallenge', () => {
  it('gives no tokens for a challenge the stack never set (SMS_MFA with a made-up session)', async () => {
    for (const challenge of [
      'SMS_MFA',
      'SOFTWARE_TOKEN_MFA',
      'SELECT_MFA_TYPE',
      'CUSTOM_CHALLENGE',
    ]) {
      const { status, body } = await cognito(stack, 'RespondToAuthChallenge', {
        ClientId: stack.clientId,
        ChallengeName: challenge,
        Session: 'x',
        ChallengeResponses: {
          USERNAME: stack.adminEmail,
          SMS_MFA_CODE: '123456',
          ANSWER: 'SMS_MFA',
        },
      });
      expect({ challenge, status, body }).toEqual({
        challenge,
        status: 400,
        body: INVALID_SESSION,
      });
    }
  });

  it('sets no password without a session it issued, on a confirmed user', async () => {
    for (const session of ['x', '']) {
      const { status, body } = await answerNewPassword(session, {
        USERNAME: stack.adminEmail,
        NEW_PASSWORD: 'a',
      });
      expect(status).toBe(400);
      expect(body.__type).toMatch(/NotAuthorizedException|InvalidParameterException/);
    }
    await expect(signIn(stack, stack.adminEmail, 'a')).rejects.toThrow(/Sign-in failed/);
    await expect(adminTokens(stack)).resolves.toMatchObject({ AccessToken: expect.any(String) });
  });

  it('refuses an unknown challenge name', async () => {
    const { body } = await answerNewPassword(
      'x',
      { USERNAME: stack.adminEmail },
      {
        ChallengeName: 'NO_SUCH_CHALLENGE',
      },
    );
    expect(body.__type).toBe('InvalidParameterException');
  });

  it('lets invited staff choose a password meeting the policy, once, with the session issued', async () => {
    const email = newEmail('invited');
    await inviteUser(stack, email, TEMPORARY_PASSWORD);

    // The temporary password is checked before the challenge is set.
    expect((await passwordSignIn(email, 'NotTheTemp123')).body).toEqual(INCORRECT);

    const session = await newPasswordChallenge(email);
    for (const weak of ['a', 'short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const { status, body } = await answerNewPassword(session, {
        USERNAME: email,
        NEW_PASSWORD: weak,
      });
      expect({ weak, status, type: body.__type }).toEqual({
        weak,
        status: 400,
        type: 'InvalidPasswordException',
      });
      expect(body.message).toMatch(/^Password did not conform with policy: /);
    }
    const missing = await answerNewPassword(session, { USERNAME: email });
    expect(missing.body.__type).toBe('InvalidParameterException');

    // A weak password leaves the session usable; the right answer gives tokens.
    const answered = await answerNewPassword(session, {
      USERNAME: email,
      NEW_PASSWORD: CHOSEN_PASSWORD,
    });
    expect(answered.status).toBe(200);
    const tokens = answered.body.AuthenticationResult as {
      AccessToken: string;
      RefreshToken: string;
    };
    expect(decodeJwt(tokens.AccessToken).token_use).toBe('access');

    // Used once.
    const replay = await answerNewPassword(session, { USERNAME: email, NEW_PASSWORD: 'Again1234' });
    expect(replay.body).toEqual(INVALID_SESSION);

    // The chosen password is now the password; the temporary one no longer is.
    await expect(signIn(stack, email, CHOSEN_PASSWORD)).resolves.toBeDefined();
    expect((await passwordSignIn(email, TEMPORARY_PASSWORD)).body).toEqual(INCORRECT);
    await expect(signIn(stack, email, 'Again1234')).rejects.toThrow(/Sign-in failed/);

    // The session's refresh token works (cognito-local alone did not keep it).
    const refreshed = await cognito(stack, 'GetTokensFromRefreshToken', {
      ClientId: stack.clientId,
      RefreshToken: tokens.RefreshToken,
    });
    expect(refreshed.status).toBe(200);
  });

  it('accepts a session only for its own user, challenge and client', async () => {
    const email = newEmail('invited');
    const other = newEmail('other');
    await inviteUser(stack, email, TEMPORARY_PASSWORD);
    await inviteUser(stack, other, TEMPORARY_PASSWORD);

    const attempts: [string, Record<string, string>, Record<string, unknown>][] = [
      ['another user', { USERNAME: other, NEW_PASSWORD: CHOSEN_PASSWORD }, {}],
      ['the admin', { USERNAME: stack.adminEmail, NEW_PASSWORD: CHOSEN_PASSWORD }, {}],
      [
        'another challenge',
        { USERNAME: email, SMS_MFA_CODE: '000000', NEW_PASSWORD: CHOSEN_PASSWORD },
        { ChallengeName: 'SMS_MFA' },
      ],
    ];
    for (const [what, responses, overrides] of attempts) {
      const session = await newPasswordChallenge(email);
      const misused = await answerNewPassword(session, responses, overrides);
      expect({ what, body: misused.body }).toEqual({ what, body: INVALID_SESSION });
      // A session presented for something else is spent.
      const after = await answerNewPassword(session, {
        USERNAME: email,
        NEW_PASSWORD: CHOSEN_PASSWORD,
      });
      expect({ what, body: after.body }).toEqual({ what, body: INVALID_SESSION });
    }

    const session = await newPasswordChallenge(email);
    const otherClient = await answerNewPassword(
      session,
      { USERNAME: email, NEW_PASSWORD: CHOSEN_PASSWORD },
      { ClientId: 'someotherclient' },
    );
    expect(otherClient.body.__type).toBe('ResourceNotFoundException');

    // Nobody's password changed.
    for (const user of [email, other]) {
      await expect(signIn(stack, user, CHOSEN_PASSWORD)).rejects.toThrow(/Sign-in failed/);
    }
    await expect(adminTokens(stack)).resolves.toBeDefined();
  });
});

describe('ForgotPassword and ConfirmForgotPassword', () => {
  it('sets no password without the code that was sent', async () => {
    const email = newEmail('reset');
    await createUser(stack, email, 'Original123');
    const attempts: Record<string, unknown>[] = [
      { Username: email, Password: 'Hijacked123' },
      { Username: email, Password: 'Hijacked123', ConfirmationCode: '' },
      { Username: email, Password: 'Hijacked123', ConfirmationCode: '123456' },
      { Username: stack.adminEmail, Password: 'Hijacked123', ConfirmationCode: '000000' },
    ];
    for (const attempt of attempts) {
      const { status, body } = await cognito(stack, 'ConfirmForgotPassword', {
        ClientId: stack.clientId,
        ...attempt,
      });
      expect(status).toBe(400);
      expect(body.__type).toMatch(/InvalidParameterException|CodeMismatchException/);
    }
    await expect(signIn(stack, email, 'Hijacked123')).rejects.toThrow(/Sign-in failed/);
    await expect(signIn(stack, email, 'Original123')).resolves.toBeDefined();
    await expect(adminTokens(stack)).resolves.toBeDefined();
  });

  it('mails a code to the user, accepts it once with a password meeting the policy', async () => {
    const email = newEmail('reset');
    await createUser(stack, email, 'Original123');
    const asked = await cognito(stack, 'ForgotPassword', {
      ClientId: stack.clientId,
      Username: email,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.CodeDeliveryDetails).toEqual({
      Destination: `${email[0]}***@e***`,
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const mails = await mailedTo(stack, email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your verification code');
    const code = await latestResetCode(stack, email);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const confirm = (ConfirmationCode: string, Password: string) =>
      cognito(stack, 'ConfirmForgotPassword', {
        ClientId: stack.clientId,
        Username: email,
        ConfirmationCode,
        Password,
      });
    expect((await confirm(wrongCode, 'Renewed123')).body).toEqual({
      __type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    expect((await confirm(code, 'weak')).body.__type).toBe('InvalidPasswordException');
    expect((await confirm(code, 'Renewed123')).status).toBe(200);
    expect((await confirm(code, 'Another123')).body.__type).toBe('CodeMismatchException');

    await expect(signIn(stack, email, 'Renewed123')).resolves.toBeDefined();
    await expect(signIn(stack, email, 'Original123')).rejects.toThrow(/Sign-in failed/);
    await expect(signIn(stack, email, 'Another123')).rejects.toThrow(/Sign-in failed/);
  });

  it('voids the code after five wrong guesses', async () => {
    const email = newEmail('guess');
    await createUser(stack, email, 'Original123');
    await cognito(stack, 'ForgotPassword', { ClientId: stack.clientId, Username: email });
    const code = await latestResetCode(stack, email);
    const guesses = ['000001', '000002', '000003', '000004', '000005'].filter((g) => g !== code);
    const answers: unknown[] = [];
    for (const guess of guesses.slice(0, 5)) {
      const { body } = await cognito(stack, 'ConfirmForgotPassword', {
        ClientId: stack.clientId,
        Username: email,
        ConfirmationCode: guess,
        Password: 'Guessed123',
      });
      answers.push(body.__type);
    }
    expect(answers.at(-1)).toBe('LimitExceededException');
    const tooLate = await cognito(stack, 'ConfirmForgotPassword', {
      ClientId: stack.clientId,
      Username: email,
      ConfirmationCode: code,
      Password: 'Guessed123',
    });
    expect(tooLate.status).toBe(400);
    await expect(signIn(stack, email, 'Original123')).resolves.toBeDefined();
  });

  it('answers a name that is nobody’s as a known user’s, typed in any case, up to the same limit', async () => {
    // Two addresses alike but for the part masking hides; only the first is a user's.
    const id = newEmail('same').slice('same.'.length);
    const known = `known.${id}`;
    const unknown = `known.x${id}`;
    await createUser(stack, known, 'Original123');
    const typings = (email: string) => [
      email,
      email.toUpperCase(),
      `${email[0]!.toUpperCase()}${email.slice(1)}`,
      email.replace('@example.com', '@EXAMPLE.com'),
      email,
      email.toUpperCase(),
    ];
    const answersTo = async (email: string) => {
      const answers: unknown[] = [];
      for (const Username of typings(email)) {
        answers.push(
          await cognito(stack, 'ForgotPassword', { ClientId: stack.clientId, Username }),
        );
      }
      return answers;
    };
    const sent = {
      status: 200,
      body: {
        CodeDeliveryDetails: {
          Destination: 'k***@e***',
          DeliveryMedium: 'EMAIL',
          AttributeName: 'email',
        },
      },
    };
    const limited = {
      status: 400,
      body: {
        __type: 'LimitExceededException',
        message: 'Attempt limit exceeded, please try after some time.',
      },
    };
    const knownAnswers = await answersTo(known);
    expect(knownAnswers).toEqual([sent, sent, sent, sent, sent, limited]);
    expect(await answersTo(unknown)).toEqual(knownAnswers);

    // Only the user gets mail.
    expect(await mailedTo(stack, known, 5)).toHaveLength(5);
    expect(await capturedMailTo(stack, unknown)).toEqual([]);
    const confirm = await cognito(stack, 'ConfirmForgotPassword', {
      ClientId: stack.clientId,
      Username: unknown,
      ConfirmationCode: '123456',
      Password: 'Whatever123',
    });
    expect(confirm.body.__type).toBe('CodeMismatchException');
  });

  it('voids a name’s code after five wrong guesses whether the name is a user’s or not', async () => {
    const known = newEmail('guessed');
    const unknown = newEmail('guessed');
    await createUser(stack, known, 'Original123');
    const answersTo = async (email: string) => {
      await cognito(stack, 'ForgotPassword', { ClientId: stack.clientId, Username: email });
      const answers: unknown[] = [];
      // Never a six-digit code, so never the one sent.
      for (const guess of ['guess1', 'guess2', 'guess3', 'guess4', 'guess5', 'guess6']) {
        const { status, body } = await cognito(stack, 'ConfirmForgotPassword', {
          ClientId: stack.clientId,
          Username: email,
          ConfirmationCode: guess,
          Password: 'Guessed123',
        });
        answers.push({ status, type: body.__type });
      }
      return answers;
    };
    const knownAnswers = await answersTo(known);
    expect(knownAnswers.map((answer) => (answer as { type: string }).type)).toEqual([
      'CodeMismatchException',
      'CodeMismatchException',
      'CodeMismatchException',
      'CodeMismatchException',
      'LimitExceededException',
      'CodeMismatchException',
    ]);
    expect(await answersTo(unknown)).toEqual(knownAnswers);
    await expect(signIn(stack, known, 'Original123')).resolves.toBeDefined();
  });

  it('answers a known user before the e-mail is delivered, as a name with no e-mail to wait for', async () => {
    // The SES stand-in, paused: a mail sent now is delivered only once it runs again.
    const port = new URL(stack.mailUrl).port;
    // The stand-in's child (lib/local/emulators/ses.ts) takes its port from the environment.
    const [ses] = descendants(process.pid).filter(
      (pid) =>
        commandLine(pid).some((arg) => arg.includes('ses-main')) &&
        environment(pid).includes(`SES_PORT=${port}`),
    );
    expect(ses).toBeDefined();
    const email = newEmail('paused');
    await createUser(stack, email, 'Original123');
    process.kill(ses!, 'SIGSTOP');
    // Run even when the answer never comes and the test times out, so the stack can stop.
    onTestFinished(() => {
      process.kill(ses!, 'SIGCONT');
    });
    const asked = await cognito(stack, 'ForgotPassword', {
      ClientId: stack.clientId,
      Username: email,
    });
    expect(asked.status).toBe(200);
    process.kill(ses!, 'SIGCONT');
    expect(await mailedTo(stack, email, 1)).toHaveLength(1);
  });

  it('sends no code to invited staff who have not chosen a password, and at most five an hour', async () => {
    const invited = newEmail('invited');
    await inviteUser(stack, invited, TEMPORARY_PASSWORD);
    const refused = await cognito(stack, 'ForgotPassword', {
      ClientId: stack.clientId,
      Username: invited,
    });
    expect(refused.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'User password cannot be reset in the current state.',
    });
    expect(await capturedMailTo(stack, invited)).toEqual([]);

    const email = newEmail('flood');
    await createUser(stack, email, 'Original123');
    const answers: unknown[] = [];
    for (let request = 0; request < 6; request += 1) {
      const { body } = await cognito(stack, 'ForgotPassword', {
        ClientId: stack.clientId,
        Username: email,
      });
      answers.push(body.__type ?? 'sent');
    }
    expect(answers).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'LimitExceededException']);
    expect(await mailedTo(stack, email, 5)).toHaveLength(5);
  });

  it('refuses another app client', async () => {
    const { body } = await cognito(stack, 'ForgotPassword', {
      ClientId: 'someotherclient',
      Username: stack.adminEmail,
    });
    expect(body.__type).toBe('ResourceNotFoundException');
  });
});

describe('InitiateAuth', () => {
  it('answers an unknown user exactly as a wrong password', async () => {
    const unknown = await passwordSignIn(newEmail('nobody'), 'Whatever123');
    const wrong = await passwordSignIn(stack.adminEmail, 'Whatever123');
    expect(unknown).toEqual({ status: 400, body: INCORRECT });
    expect(wrong).toEqual(unknown);
  });

  it('locks sign-in out after five failures, known user or not, as Cognito does', async () => {
    const email = newEmail('locked');
    await createUser(stack, email, 'Correct123');
    for (const name of [email, newEmail('nobody')]) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await passwordSignIn(name, `Wrong${attempt}Pass`)).body).toEqual(INCORRECT);
      }
      // The user, however their name is typed, is locked out.
      for (const typed of [name, name.toUpperCase()]) {
        const locked = await passwordSignIn(typed, 'Correct123');
        expect(locked.body).toEqual({
          __type: 'NotAuthorizedException',
          message: 'Password attempts exceeded',
        });
      }
    }
    // The first lockout lasts one second; then the right password works and ends it.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expect(signIn(stack, email, 'Correct123')).resolves.toBeDefined();
    expect((await passwordSignIn(email, 'WrongAgain1')).body).toEqual(INCORRECT);
  });

  it('signs in by e-mail whatever its case, as Cognito does', async () => {
    const tokens = await signIn(stack, stack.adminEmail.toUpperCase(), stack.adminPassword);
    expect(decodeJwt(tokens.AccessToken)['cognito:groups']).toEqual(['owner']);
  });

  it('refuses flows the stand-in does not serve, another client, and missing parameters', async () => {
    const srp = await cognito(stack, 'InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { USERNAME: stack.adminEmail, SRP_A: 'abc' },
    });
    expect(srp.body.__type).toBe('InvalidParameterException');
    const otherClient = await passwordSignIn(stack.adminEmail, stack.adminPassword, 'nope');
    expect(otherClient.body.__type).toBe('ResourceNotFoundException');
    const noPassword = await cognito(stack, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { USERNAME: stack.adminEmail },
    });
    expect(noPassword.body.__type).toBe('InvalidParameterException');
  });
});

describe('tokens and the signed-in user', () => {
  it('refreshes only with a refresh token the stack issued and nobody revoked', async () => {
    for (const token of ['made-up', '', 'eyJhbGciOiJSUzI1NiJ9.e30.x']) {
      const { status, body } = await cognito(stack, 'GetTokensFromRefreshToken', {
        ClientId: stack.clientId,
        RefreshToken: token,
      });
      expect(status).toBe(400);
      expect(body.__type).toMatch(/NotAuthorizedException|InvalidParameterException/);
    }
    const tokens = await adminTokens(stack);
    const otherClient = await cognito(stack, 'GetTokensFromRefreshToken', {
      ClientId: 'someotherclient',
      RefreshToken: tokens.RefreshToken,
    });
    expect(otherClient.body.__type).toBe('ResourceNotFoundException');

    // RevokeToken (Amplify's sign-out of one device) ends that session only.
    const other = await adminTokens(stack);
    const revoked = await cognito(stack, 'RevokeToken', {
      ClientId: stack.clientId,
      Token: tokens.RefreshToken,
    });
    expect(revoked.status).toBe(200);
    const refresh = await cognito(stack, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    expect(refresh.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Refresh Token',
    });
    expect((await cognito(stack, 'GetUser', { AccessToken: tokens.AccessToken })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    expect((await cognito(stack, 'GetUser', { AccessToken: other.AccessToken })).status).toBe(200);

    // Revoking a token that is nobody's changes nothing; another client may revoke nothing.
    const unknown = await cognito(stack, 'RevokeToken', { ClientId: stack.clientId, Token: 'x' });
    expect(unknown).toEqual({ status: 200, body: {} });
    const foreign = await cognito(stack, 'RevokeToken', {
      ClientId: 'someotherclient',
      Token: other.RefreshToken,
    });
    expect(foreign.body.__type).toBe('ResourceNotFoundException');
    const stillLive = await cognito(stack, 'GetTokensFromRefreshToken', {
      ClientId: stack.clientId,
      RefreshToken: other.RefreshToken,
    });
    expect(stillLive.status).toBe(200);
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const body of ['not json', '[]', 'null', '"text"']) {
      const response = await fetch(stack.cognitoEndpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body,
      });
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(((await response.json()) as { __type: string }).__type).toBe('SerializationException');
    }
  });

  it('changes a password only with the current one, to one meeting the policy', async () => {
    const email = newEmail('change');
    await createUser(stack, email, 'Current123');
    const { AccessToken } = await signIn(stack, email, 'Current123');
    const change = (PreviousPassword: string, ProposedPassword: string) =>
      cognito(stack, 'ChangePassword', { AccessToken, PreviousPassword, ProposedPassword });
    expect((await change('NotCurrent1', 'Proposed123')).body).toEqual(INCORRECT);
    expect((await change('Current123', 'weak')).body.__type).toBe('InvalidPasswordException');
    expect((await change('Current123', 'Proposed123')).status).toBe(200);
    await expect(signIn(stack, email, 'Proposed123')).resolves.toBeDefined();
    await expect(signIn(stack, email, 'Current123')).rejects.toThrow(/Sign-in failed/);
  });

  it('serves no other operation (account changes and sign-up confirmation are not forwarded)', async () => {
    const { AccessToken } = await adminTokens(stack);
    const attempts: [string, Record<string, unknown>][] = [
      [
        'UpdateUserAttributes',
        { AccessToken, UserAttributes: [{ Name: 'email', Value: 'taken.over@example.com' }] },
      ],
      ['DeleteUser', { AccessToken }],
      ['ConfirmSignUp', { ClientId: stack.clientId, Username: stack.adminEmail }],
      ['SetUserSettings', { AccessToken, MFAOptions: [] }],
    ];
    for (const [target, body] of attempts) {
      const answer = await cognito(stack, target, body);
      expect({ target, status: answer.status, type: answer.body.__type }).toEqual({
        target,
        status: 400,
        type: 'CognitoLocal#Unsupported',
      });
    }
    const user = await cognito(stack, 'GetUser', { AccessToken });
    expect(user.status).toBe(200);
    expect(JSON.stringify(user.body)).toContain(stack.adminEmail);
  });
});
