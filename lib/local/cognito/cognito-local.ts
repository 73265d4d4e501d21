// Cognito stand-in: cognito-local in a child process (it keeps its state under its working
// directory, so that is DATA_DIR/cognito), and a user pool, app client and role groups configured
// like the cloud's (schema/contract/authSettings.ts). Tokens name the proxy as issuer: browsers only see it.
import { mkdir, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { USER_POOL_SETTINGS } from '../../../schema/contract/authSettings';
import { ROLES, ROLE_DESCRIPTIONS, ROLE_GROUPS } from '../../../schema/contract/staffRoles';
import { REGION } from '../../../schema/contract/region';
import { LOCAL_CREDENTIALS } from '../config/aws-env';
import { DamagedStateError, readStateFile } from '../data/data-dir';
import { PRIVATE_DIR_MODE, writeFileAtomic } from '../data/fs-util';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../emulators/emulator';
import { LOOPBACK } from '../http/ports';

const require = createRequire(import.meta.url);

export const USER_POOL_NAME = 'ndis-site-staff';
export const USER_POOL_CLIENT_NAME = 'ndis-site-web';

export interface UserPoolIds {
  userPoolId: string;
  clientId: string;
}

/**
 * Refuses to start on a damaged pool: cognito-local reads an empty or unreadable pool file as a
 * pool that does not exist, and the stack would then create a new pool and app client in its place
 * and lose every user.
 */
async function assertPoolFilesIntact(dbDirectory: string): Promise<void> {
  let names: string[];
  try {
    names = (await readdir(dbDirectory)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return;
    }
    throw error;
  }
  const pools = new Set<string>();
  let clients: Record<string, { UserPoolId?: string }> = {};
  for (const name of names) {
    const file = join(dbDirectory, name);
    if (name === 'clients.json') {
      const state = await readStateFile(file, "the local user pool's app clients");
      clients = (state?.Clients ?? {}) as typeof clients;
    } else {
      const state = await readStateFile(file, 'the local user pool: its users and groups');
      if (typeof (state?.Options as { Id?: unknown } | undefined)?.Id !== 'string') {
        throw new DamagedStateError(file, 'it names no pool', 'the local user pool');
      }
      pools.add(name.slice(0, -'.json'.length));
    }
  }
  for (const client of Object.values(clients)) {
    if (client.UserPoolId && !pools.has(client.UserPoolId)) {
      throw new DamagedStateError(
        join(dbDirectory, `${client.UserPoolId}.json`),
        'it is missing, although clients.json names its app client',
        'the local user pool: its users and groups',
      );
    }
  }
}

export async function startCognito(
  options: EmulatorOptions & { issuerDomain: string },
): Promise<RunningEmulator> {
  const cwd = join(options.dataDir, 'cognito');
  await assertPoolFilesIntact(join(cwd, '.cognito', 'db'));
  await mkdir(join(cwd, '.cognito'), { recursive: true, mode: PRIVATE_DIR_MODE });
  await writeFileAtomic(
    join(cwd, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: options.issuerDomain } }, null, 2),
  );
  return startEmulator(options, (port) => ({
    name: 'cognito-local',
    script: require.resolve('cognito-local/lib/bin/start.js'),
    cwd,
    env: { ...process.env, HOST: LOOPBACK, PORT: String(port) },
    readyPath: '/health',
    // Browsers reach Cognito only through the proxy; cognito-local answers no cross-origin call.
    allowedOrigins: [],
    writesData: true,
  }));
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: REGION,
    endpoint,
    credentials: LOCAL_CREDENTIALS,
  });
}

/** Finds or creates the pool, its app client and the groups of the staff roles. */
export async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<UserPoolIds> {
  const settings = USER_POOL_SETTINGS;
  const { UserPools = [] } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = UserPools.find((pool) => pool.Name === USER_POOL_NAME)?.Id;
  if (!userPoolId) {
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: USER_POOL_NAME,
        UsernameAttributes: settings.signInWithEmail ? ['email'] : undefined,
        AutoVerifiedAttributes: ['email'],
        // The proxy asks for the second factor itself (mfa.ts); cognito-local's own is SMS only.
        MfaConfiguration: 'OFF',
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: !settings.selfSignUpEnabled },
        Policies: {
          PasswordPolicy: {
            MinimumLength: settings.passwordPolicy.minLength,
            RequireLowercase: settings.passwordPolicy.requireLowercase,
            RequireUppercase: settings.passwordPolicy.requireUppercase,
            RequireNumbers: settings.passwordPolicy.requireDigits,
            RequireSymbols: settings.passwordPolicy.requireSymbols,
            TemporaryPasswordValidityDays: settings.temporaryPasswordValidityDays,
          },
        },
      }),
    );
    userPoolId = UserPool?.Id;
  }
  if (!userPoolId) {
    throw new Error('cognito-local did not return a user pool id.');
  }

  const { UserPoolClients = [] } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  let clientId = UserPoolClients.find((c) => c.ClientName === USER_POOL_CLIENT_NAME)?.ClientId;
  if (!clientId) {
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: USER_POOL_CLIENT_NAME,
        GenerateSecret: settings.generateSecret,
        ExplicitAuthFlows: [
          ...(settings.clientAuthFlows.userPassword ? ['ALLOW_USER_PASSWORD_AUTH' as const] : []),
          ...(settings.clientAuthFlows.userSrp ? ['ALLOW_USER_SRP_AUTH' as const] : []),
          'ALLOW_REFRESH_TOKEN_AUTH',
        ],
        AccessTokenValidity: settings.accessTokenValidityMinutes,
        IdTokenValidity: settings.idTokenValidityMinutes,
        RefreshTokenValidity: settings.refreshTokenValidityDays,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
        EnableTokenRevocation: true,
      }),
    );
    clientId = UserPoolClient?.ClientId;
  }
  if (!clientId) {
    throw new Error('cognito-local did not return an app client id.');
  }

  // ListGroups, not GetGroup: cognito-local's GetGroup fails with a 500 on a pool without groups.
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  for (const role of ROLES) {
    for (const groupName of ROLE_GROUPS[role]) {
      if (Groups.some((group) => group.GroupName === groupName)) continue;
      await client.send(
        new CreateGroupCommand({
          UserPoolId: userPoolId,
          GroupName: groupName,
          Description: `Role ${role}: ${ROLE_DESCRIPTIONS[role]}`,
        }),
      );
    }
  }
  return { userPoolId, clientId };
}

/**
 * Creates a confirmed user with a permanent password (or resets an existing user's password to
 * the given one) and optionally adds them to groups. Used for the admin and by the tests.
 */
export async function ensureUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: { email: string; password: string; groups: string[] },
): Promise<void> {
  try {
    await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }));
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) {
      throw error;
    }
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: user.password,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  }
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
  for (const group of user.groups) {
    await client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        GroupName: group,
      }),
    );
  }
}
