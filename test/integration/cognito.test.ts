// The local user pool behaves like the cloud one for what the admin area uses: e-mail sign-in,
// the admin group in the tokens, token refresh, and global sign-out ending every session.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP, USER_POOL_SETTINGS } from '../../lib/auth-settings';
import { adminTokens, cognito, graphql, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(async () => {
  await stack?.dispose();
});

describe('local Cognito', () => {
  it('has the cloud pool settings', async () => {
    const { body } = await cognito(stack, 'DescribeUserPool', { UserPoolId: stack.userPoolId });
    const pool = body.UserPool as {
      UsernameAttributes: string[];
      Policies: { PasswordPolicy: { MinimumLength: number } };
    };
    expect(pool.UsernameAttributes).toEqual(['email']);
    expect(pool.Policies.PasswordPolicy.MinimumLength).toBe(
      USER_POOL_SETTINGS.passwordPolicy.minLength,
    );
    const client = await cognito(stack, 'DescribeUserPoolClient', {
      UserPoolId: stack.userPoolId,
      ClientId: stack.clientId,
    });
    expect(
      (client.body.UserPoolClient as { ExplicitAuthFlows: string[] }).ExplicitAuthFlows,
    ).toEqual(expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']));
  });

  it('signs the admin in by e-mail with the admin group in both tokens', async () => {
    const tokens = await adminTokens(stack);
    for (const token of [tokens.AccessToken, tokens.IdToken]) {
      expect(decodeJwt(token)['cognito:groups']).toEqual([ADMIN_GROUP]);
    }
    expect(decodeJwt(tokens.IdToken).email).toBe(stack.adminEmail);
    expect(decodeJwt(tokens.AccessToken).iss).toBe(`${stack.cognitoEndpoint}/${stack.userPoolId}`);
  });

  it('refuses a wrong password', async () => {
    const { status, body } = await cognito(stack, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { USERNAME: stack.adminEmail, PASSWORD: 'WrongPass123' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('refreshes tokens (InitiateAuth REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken)', async () => {
    const tokens = await adminTokens(stack);
    const refreshed = await cognito(stack, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    expect(refreshed.status).toBe(200);
    const result = refreshed.body.AuthenticationResult as { AccessToken: string };
    const api = await graphql(
      stack,
      { token: result.AccessToken },
      '{ listMessages { nextToken } }',
    );
    expect(api.body.errors).toBeUndefined();

    const viaNewApi = await cognito(stack, 'GetTokensFromRefreshToken', {
      ClientId: stack.clientId,
      RefreshToken: tokens.RefreshToken,
    });
    expect(viaNewApi.status).toBe(200);
    expect(viaNewApi.body.AuthenticationResult).toMatchObject({ IdToken: expect.any(String) });
  });

  it('global sign-out revokes every session of the user, not only the current one', async () => {
    const laptop = await adminTokens(stack);
    const phone = await adminTokens(stack);
    const signOut = await cognito(stack, 'GlobalSignOut', { AccessToken: laptop.AccessToken });
    expect(signOut.status).toBe(200);

    for (const session of [laptop, phone]) {
      const refresh = await cognito(stack, 'InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: stack.clientId,
        AuthParameters: { REFRESH_TOKEN: session.RefreshToken },
      });
      expect(refresh.status).toBe(400);
      expect(refresh.body.__type).toBe('NotAuthorizedException');
      const user = await cognito(stack, 'GetUser', { AccessToken: session.AccessToken });
      expect(user.body).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Access Token has been revoked',
      });
    }
    const again = await cognito(stack, 'GlobalSignOut', { AccessToken: laptop.AccessToken });
    expect(again.body.__type).toBe('NotAuthorizedException');

    const fresh = await adminTokens(stack);
    const user = await cognito(stack, 'GetUser', { AccessToken: fresh.AccessToken });
    expect(user.status).toBe(200);
  });

  it('refuses GlobalSignOut with a token that is not the pool’s', async () => {
    const { status, body } = await cognito(stack, 'GlobalSignOut', { AccessToken: 'not.a.token' });
    expect(status).toBe(400);
    expect(body.__type).toBe('NotAuthorizedException');
  });
});
