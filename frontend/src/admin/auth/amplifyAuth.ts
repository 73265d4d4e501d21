// Amplify v6 Auth, configured at run time from /config.json so that one build signs in against any
// deployment; locally the config names the Cognito stand-in's endpoint. Nothing runs at import
// time: the prerender imports this module on the server.
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';
import { type Role, rolesOfGroups } from '../../../../schema/contract/staffRoles';
import type { RuntimeConfig } from '../../../../schema/contract/runtimeConfig';
import { runtimeConfig } from '../../data/runtimeConfig';

let configuring: Promise<RuntimeConfig> | undefined;

export function configureAuth(): Promise<RuntimeConfig> {
  configuring ??= runtimeConfig().then((config) => {
    const logLevel = ConsoleLogger.LOG_LEVEL;
    // Amplify warns on every page that a custom endpoint is in use: locally that is the intent.
    if (config.cognitoEndpoint) ConsoleLogger.LOG_LEVEL = 'ERROR';
    try {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
            loginWith: { email: true },
          },
        },
      });
    } finally {
      ConsoleLogger.LOG_LEVEL = logLevel;
    }
    return config;
  });
  configuring.catch(() => (configuring = undefined));
  return configuring;
}

export type Session =
  { status: 'staff'; roles: Role[] } | { status: 'no-role' } | { status: 'signed-out' };

/**
 * Who is signed in: staff with the roles their groups grant (the API decides again on every call),
 * someone with no staff role, or nobody (also on any failure).
 */
export async function checkSession(): Promise<Session> {
  try {
    await configureAuth();
    const { tokens } = await fetchAuthSession();
    if (!tokens?.accessToken) return { status: 'signed-out' };
    const groups = tokens.accessToken.payload['cognito:groups'];
    const roles = rolesOfGroups(Array.isArray(groups) ? groups : []);
    if (roles.length > 0) return { status: 'staff', roles };
    console.warn('Admin access denied', { username: tokens.accessToken.payload.username });
    return { status: 'no-role' };
  } catch (error) {
    console.error('The session check failed', error);
    return { status: 'signed-out' };
  }
}

/** The signed-in user's access token for the API, or undefined when nobody is signed in. */
export async function accessToken(): Promise<string | undefined> {
  await configureAuth();
  const { tokens } = await fetchAuthSession();
  return tokens?.accessToken.toString();
}
