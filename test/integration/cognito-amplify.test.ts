// The sign-in flows the admin area uses, driven by Amplify v6 Auth itself (USER_PASSWORD_AUTH
// against the local Cognito endpoint), end to end: an invited staff member's first sign-in with a
// new password, refresh, forgotten password with the e-mailed code, global sign-out.
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { inviteUser, latestResetCode, newEmail } from './support/cognito-users';
import { cognito, sharedTestStack, type LocalStack } from './support/stack';

let stack: LocalStack;

beforeAll(async () => {
  stack = await sharedTestStack();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: stack.userPoolId,
        userPoolClientId: stack.clientId,
        userPoolEndpoint: stack.cognitoEndpoint,
      },
    },
  });
});

const USER_PASSWORD_AUTH = { authFlowType: 'USER_PASSWORD_AUTH' } as const;

describe('Amplify Auth against the local Cognito', () => {
  it('walks an invited staff member through first sign-in, refresh, reset and sign-out', async () => {
    const email = newEmail('amplify');
    await inviteUser(stack, email, 'Temporary123');

    const first = await signIn({
      username: email,
      password: 'Temporary123',
      options: USER_PASSWORD_AUTH,
    });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    await expect(confirmSignIn({ challengeResponse: 'weak' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
    const confirmed = await confirmSignIn({ challengeResponse: 'Chosen123' });
    expect(confirmed.isSignedIn).toBe(true);

    const session = await fetchAuthSession();
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens?.accessToken.toString()).toBeDefined();
    expect(refreshed.tokens?.accessToken.payload.jti).not.toBe(
      session.tokens?.accessToken.payload.jti,
    );
    const oldAccessToken = refreshed.tokens!.accessToken.toString();

    await signOut({ global: true });
    const afterSignOut = await cognito(stack, 'GetUser', { AccessToken: oldAccessToken });
    expect(afterSignOut.body.message).toBe('Access Token has been revoked');

    const reset = await resetPassword({ username: email });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    await expect(
      confirmResetPassword({
        username: email,
        confirmationCode: '000000',
        newPassword: 'Reset1234',
      }),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await confirmResetPassword({
      username: email,
      confirmationCode: await latestResetCode(stack, email),
      newPassword: 'Reset1234',
    });

    await expect(
      signIn({ username: email, password: 'Chosen123', options: USER_PASSWORD_AUTH }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    const again = await signIn({
      username: email,
      password: 'Reset1234',
      options: USER_PASSWORD_AUTH,
    });
    expect(again.isSignedIn).toBe(true);
    await signOut();
  });
});
