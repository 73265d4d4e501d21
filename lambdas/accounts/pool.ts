// The staff accounts as the Cognito user pool holds them: who is in it, in which groups, and the
// group changes owners make. Only the calls lib/cloud/functions.ts allows this handler on the pool.

import type { UserType } from '@aws-sdk/client-cognito-identity-provider';
import { ALL_GROUPS } from '../../schema/contract/staffRoles';
import type { StaffAccountStatus } from '../../schema/generated/types';
import { isAwsError } from '../shared/awsErrors';
import { cognito } from '../shared/clients';
import { config } from '../shared/config';
import { NotFoundError } from '../shared/errors';
import { lastSignIns } from './signIns';

export interface PoolAccount {
  username: string;
  email: string;
  name: string | null;
  status: StaffAccountStatus;
  createdAt: string;
  groups: string[];
  mfaEnabled: boolean;
  /** Null when the pool records no sign-in events (signIns.ts). */
  lastSignInAt: string | null;
}

function attribute(user: Pick<UserType, 'Attributes'>, name: string): string | undefined {
  return user.Attributes?.find((candidate) => candidate.Name === name)?.Value;
}

function statusOf(
  enabled: boolean | undefined,
  userStatus: string | undefined,
): StaffAccountStatus {
  if (enabled === false) return 'DISABLED';
  return userStatus === 'FORCE_CHANGE_PASSWORD' ? 'INVITED' : 'ACTIVE';
}

function accountOf(
  user: UserType,
  groups: string[],
  signIn: Pick<PoolAccount, 'mfaEnabled' | 'lastSignInAt'>,
): PoolAccount {
  return {
    username: user.Username ?? '',
    email: attribute(user, 'email') ?? '',
    name: attribute(user, 'name') ?? null,
    status: statusOf(user.Enabled, user.UserStatus),
    createdAt: (user.UserCreateDate ?? new Date(0)).toISOString(),
    groups,
    ...signIn,
  };
}

/** Whether an authenticator app is on: AdminGetUser's MFA settings (ListUsers has none). */
async function mfaEnabled(username: string): Promise<boolean> {
  const { client, sdk } = await cognito();
  const user = await client.send(
    new sdk.AdminGetUserCommand({ UserPoolId: config.userPoolId(), Username: username }),
  );
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
}

async function allUsers(): Promise<UserType[]> {
  const { client, sdk } = await cognito();
  const users: UserType[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListUsersCommand({
        UserPoolId: config.userPoolId(),
        Limit: 60,
        PaginationToken: token,
      }),
    );
    users.push(...(page.Users ?? []));
    token = page.PaginationToken;
  } while (token);
  return users;
}

async function groupMembers(group: string): Promise<string[]> {
  const { client, sdk } = await cognito();
  const members: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListUsersInGroupCommand({
        UserPoolId: config.userPoolId(),
        GroupName: group,
        Limit: 60,
        NextToken: token,
      }),
    );
    members.push(...(page.Users ?? []).flatMap((user) => (user.Username ? [user.Username] : [])));
    token = page.NextToken;
  } while (token);
  return members;
}

/**
 * Every account, oldest first, with its groups (one call per group), and its authenticator app and
 * last sign-in (calls per account: a small provider has a handful).
 */
export async function listAccounts(): Promise<PoolAccount[]> {
  const [users, ...memberships] = await Promise.all([
    allUsers(),
    ...ALL_GROUPS.map((group) => groupMembers(group)),
  ]);
  const usernames = users.map((user) => user.Username ?? '');
  const [mfa, signIns] = await Promise.all([
    Promise.all(usernames.map(mfaEnabled)),
    lastSignIns(usernames),
  ]);
  return users
    .map((user, index) =>
      accountOf(
        user,
        ALL_GROUPS.filter((_group, group) => memberships[group]?.includes(user.Username ?? '')),
        { mfaEnabled: mfa[index] ?? false, lastSignInAt: signIns[index] ?? null },
      ),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** One account with its groups; NotFound when the pool has no such user. */
export async function getAccount(username: string): Promise<PoolAccount> {
  const { client, sdk } = await cognito();
  const userPoolId = config.userPoolId();
  try {
    const user = await client.send(
      new sdk.AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }),
    );
    const { Groups = [] } = await client.send(
      new sdk.AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username }),
    );
    const [lastSignInAt] = await lastSignIns([username]);
    return accountOf(
      { ...user, Attributes: user.UserAttributes },
      Groups.flatMap((group) => (group.GroupName ? [group.GroupName] : [])),
      {
        mfaEnabled: (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA'),
        lastSignInAt: lastSignInAt ?? null,
      },
    );
  } catch (error) {
    if (isAwsError(error, 'UserNotFoundException')) {
      throw new NotFoundError(`No staff account ${username}.`);
    }
    throw error;
  }
}

/** Puts the account in exactly these of the pool's groups. */
export async function setGroups(
  account: Pick<PoolAccount, 'username' | 'groups'>,
  groups: readonly string[],
): Promise<void> {
  const { client, sdk } = await cognito();
  const base = { UserPoolId: config.userPoolId(), Username: account.username };
  for (const group of groups.filter((wanted) => !account.groups.includes(wanted))) {
    await client.send(new sdk.AdminAddUserToGroupCommand({ ...base, GroupName: group }));
  }
  for (const group of account.groups.filter((held) => !groups.includes(held))) {
    await client.send(new sdk.AdminRemoveUserFromGroupCommand({ ...base, GroupName: group }));
  }
}
