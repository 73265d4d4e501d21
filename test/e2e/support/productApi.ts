// What the browser tests need from the running product besides the browser: its GraphQL API with
// the public key or as the seeded admin, and the e-mails the SES stand-in captured.
import type { RuntimeConfig } from '../../../schema/contract/runtimeConfig';
import type { LocalStack } from '../harness';

/** The admin `npm start` seeds in the tests that pass these to startLocalStack's env. */
export const TEST_ADMIN = { email: 'pages.admin@example.com', password: 'PagesAdmin123' };
export const TEST_ADMIN_ENV = {
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
};

export async function runtimeConfig(stack: LocalStack): Promise<RuntimeConfig> {
  const response = await fetch(`${stack.baseUrl}/config.json`);
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

export interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; errorType?: string }[];
}

/** A GraphQL call with the public API key, or with an admin's access token. */
export async function graphql<T>(
  stack: LocalStack,
  query: string,
  variables: Record<string, unknown> = {},
  auth: { token: string } | 'apiKey' = 'apiKey',
): Promise<GraphqlAnswer<T>> {
  const config = await runtimeConfig(stack);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth === 'apiKey') headers['x-api-key'] = config.apiKey;
  else headers.authorization = auth.token;
  const response = await fetch(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlAnswer<T>;
}

/** A GraphQL call that must succeed; resolves to its data. */
export async function graphqlData<T>(
  stack: LocalStack,
  query: string,
  variables: Record<string, unknown>,
  auth: { token: string } | 'apiKey' = 'apiKey',
): Promise<T> {
  const answer = await graphql<T>(stack, query, variables, auth);
  if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

/** PUTs a file to a presigned upload URL from the site's origin, as the browser does; its status. */
export async function putUpload(
  stack: LocalStack,
  url: string,
  body: Buffer,
  contentType: string,
): Promise<number> {
  const put = await fetch(url, {
    method: 'PUT',
    headers: { origin: stack.baseUrl, 'content-type': contentType },
    body: new Uint8Array(body),
  });
  await put.arrayBuffer();
  return put.status;
}

/** Signs the test admin in at the Cognito endpoint the site uses; returns the access token. */
export async function adminToken(stack: LocalStack): Promise<string> {
  const config = await runtimeConfig(stack);
  if (!config.cognitoEndpoint) throw new Error('config.json names no local Cognito endpoint');
  const response = await fetch(config.cognitoEndpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: { USERNAME: TEST_ADMIN.email, PASSWORD: TEST_ADMIN.password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { AccessToken: string } };
  if (!body.AuthenticationResult) throw new Error(`Admin sign-in failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.AccessToken;
}

export interface CapturedEmail {
  destination: { to: string[] };
  replyTo?: string[];
  subject: string;
  body: { text?: string; html?: string };
}

/** The e-mails captured so far, read from the store URL `npm start` prints. */
export async function capturedEmails(stack: LocalStack): Promise<CapturedEmail[]> {
  const storeUrl = /\(JSON: (\S+)\)/.exec(stack.output())?.[1];
  if (!storeUrl) throw new Error(`npm start printed no captured e-mail store:\n${stack.output()}`);
  const response = await fetch(storeUrl);
  return ((await response.json()) as { emails: CapturedEmail[] }).emails;
}
