// Plain HTTP calls to a running `npm start`, for tests that reach it only through its ports (the
// process-group tests): a JSON POST, and the seeded admin's access token signed in as the admin
// page signs in.
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../../../lib/local/index';
import type { RuntimeConfig } from '../../../schema/contract/runtimeConfig';

export async function post<T>(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function adminToken(config: RuntimeConfig): Promise<string> {
  const body = await post<{ AuthenticationResult: { AccessToken: string } }>(
    config.cognitoEndpoint!,
    {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: DEFAULT_ADMIN_EMAIL, PASSWORD: DEFAULT_ADMIN_PASSWORD },
    },
  );
  return body.AuthenticationResult.AccessToken;
}
