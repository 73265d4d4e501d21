// The local user pool behaves like the cloud one for what the admin area uses: e-mail sign-in,
// the role groups in the tokens, token refresh, and global sign-out ending every session. Its
// browser-facing endpoint (the proxy) serves only what Cognito serves without AWS credentials.
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_POOL_SETTINGS } from '../../schema/contract/authSettings';
import {
  adminTokens,
  cognito,
  graphql,
  publishedKeyToken,
  signIn,
  sharedTestStack,
  type LocalStack,
} from './support/stack';

let stack: LocalStack;

beforeAll(async () => {
  stack = await sharedTestStack();
});

describe('local Cognito', () => {
  it('has the cloud pool settings', async () => {
    const admin = { endpoint: stack.cognitoAdminEndpoint };
    const { body } = await cognito(
      stack,
      'DescribeUserPool',
      { UserPoolId: stack.userPoolId },
      admin,
    );
    const pool = body.UserPool as {
      UsernameAttributes: string[];
      Policies: { PasswordPolicy: { MinimumLength: number } };
    };
    expect(pool.UsernameAttributes).toEqual(['email']);
    expect(pool.Policies.PasswordPolicy.MinimumLength).toBe(
      USER_POOL_SETTINGS.passwordPolicy.minLength,
    );
    const client = await cognito(
      stack,
      'DescribeUserPoolClient',
      { UserPoolId: stack.userPoolId, ClientId: stack.clientId },
      admin,
    );
    expect(
      (client.body.UserPoolClient as { ExplicitAuthFlows: string[] }).ExplicitAuthFlows,
    ).toEqual(expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']));
  });

  it('signs the admin in by e-mail with the owner group in both tokens', async () => {
    const tokens = await adminTokens(stack);
    for (const token of [tokens.AccessToken, tokens.IdToken]) {
      expect(decodeJwt(token)['cognito:groups']).toEqual(['owner']);
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

  it('signs tokens with the DATA_DIR’s key, published as the pool’s JWKS', async () => {
    const tokens = await adminTokens(stack);
    const jwks = (await (
      await fetch(`${stack.cognitoEndpoint}/${stack.userPoolId}/.well-known/jwks.json`)
    ).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual([decodeProtectedHeader(tokens.IdToken).kid]);
    expect(decodeProtectedHeader(tokens.AccessToken).kid).toBe(jwks.keys[0]?.kid);
    expect(jwks.keys[0]?.kid).not.toBe('CognitoLocal');
  });

  it('refuses an access token signed with cognito-local’s published key', async () => {
    const tokens = await adminTokens(stack);
    const token = await publishedKeyToken(tokens.AccessToken, {});
    for (const target of ['GetUser', 'GlobalSignOut']) {
      const { status, body } = await cognito(stack, target, { AccessToken: token });
      expect(status).toBe(400);
      expect(body).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
    }
    const change = await cognito(stack, 'ChangePassword', {
      AccessToken: token,
      PreviousPassword: stack.adminPassword,
      ProposedPassword: 'TakenOver123',
    });
    expect(change.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });
});

describe('the browser-facing Cognito endpoint', () => {
  const NEW_USER = 'intruder@example.com';
  const NEW_PASSWORD = 'Intruder123';

  /** What an administrator's IAM credentials allow, tried without them. */
  const iamCalls = (): [string, Record<string, unknown>][] => [
    [
      'AdminCreateUser',
      {
        UserPoolId: stack.userPoolId,
        Username: NEW_USER,
        TemporaryPassword: NEW_PASSWORD,
        MessageAction: 'SUPPRESS',
      },
    ],
    [
      'AdminSetUserPassword',
      {
        UserPoolId: stack.userPoolId,
        Username: stack.adminEmail,
        Password: NEW_PASSWORD,
        Permanent: true,
      },
    ],
    [
      'AdminAddUserToGroup',
      { UserPoolId: stack.userPoolId, Username: NEW_USER, GroupName: 'owner' },
    ],
    [
      'AdminInitiateAuth',
      {
        UserPoolId: stack.userPoolId,
        ClientId: stack.clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: stack.adminEmail, PASSWORD: stack.adminPassword },
      },
    ],
    ['AdminDeleteUser', { UserPoolId: stack.userPoolId, Username: stack.adminEmail }],
    ['ListUsers', { UserPoolId: stack.userPoolId }],
    ['DescribeUserPool', { UserPoolId: stack.userPoolId }],
    ['CreateUserPoolClient', { UserPoolId: stack.userPoolId, ClientName: 'intruder' }],
  ];

  it('refuses IAM-authorized operations as Cognito refuses unsigned calls', async () => {
    for (const [target, body] of iamCalls()) {
      const unsigned = await cognito(stack, target, body);
      expect({ target, ...unsigned }).toEqual({
        target,
        status: 400,
        body: {
          __type: 'MissingAuthenticationTokenException',
          message: 'Missing Authentication Token',
        },
      });
      const signed = await cognito(stack, target, body, {
        headers: { authorization: 'AWS4-HMAC-SHA256 Credential=S3RVER/20250101/x/y/z' },
      });
      expect(signed.body.__type).toBe('UnrecognizedClientException');
    }
    // Nothing ran: no new user, and the admin's password still works.
    const lookup = await cognito(
      stack,
      'AdminGetUser',
      { UserPoolId: stack.userPoolId, Username: NEW_USER },
      { endpoint: stack.cognitoAdminEndpoint },
    );
    expect(lookup.body.__type).toBe('UserNotFoundException');
    await expect(adminTokens(stack)).resolves.toMatchObject({ AccessToken: expect.any(String) });
  });

  it('refuses SignUp: self sign-up is off, as in the cloud pool', async () => {
    expect(USER_POOL_SETTINGS.selfSignUpEnabled).toBe(false);
    const { status, body } = await cognito(stack, 'SignUp', {
      ClientId: stack.clientId,
      Username: NEW_USER,
      Password: NEW_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: NEW_USER }],
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'SignUp is not permitted for this user pool',
    });
    await expect(signIn(stack, NEW_USER, NEW_PASSWORD)).rejects.toThrow(/Sign-in failed/);
  });

  it('answers a request naming no operation with UnknownOperationException', async () => {
    const response = await fetch(stack.cognitoEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { __type: string }).__type).toBe(
      'UnknownOperationException',
    );
  });

  it('admits the site’s origins only (CORS)', async () => {
    const preflight = (origin: string) =>
      fetch(stack.cognitoEndpoint, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-amz-target,x-evil',
        },
      });
    const allowed = await preflight(stack.url);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(stack.url);
    const headers = allowed.headers.get('access-control-allow-headers')!.split(/,\s*/);
    expect(headers).toEqual(expect.arrayContaining(['content-type', 'x-amz-target']));
    expect(headers).not.toContain('x-evil');

    const evil = await preflight('https://evil.example');
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const evilSignIn = await fetch(stack.cognitoEndpoint, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.clientId,
        AuthParameters: { USERNAME: stack.adminEmail, PASSWORD: stack.adminPassword },
      }),
    });
    expect(evilSignIn.status).toBe(403);
    expect(evilSignIn.headers.get('access-control-allow-origin')).toBeNull();

    const siteSignIn = await fetch(stack.cognitoEndpoint, {
      method: 'POST',
      headers: {
        origin: stack.url,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.clientId,
        AuthParameters: { USERNAME: stack.adminEmail, PASSWORD: stack.adminPassword },
      }),
    });
    expect(siteSignIn.status).toBe(200);
    expect(siteSignIn.headers.get('access-control-allow-origin')).toBe(stack.url);
  });
});
