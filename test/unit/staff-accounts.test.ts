// The accounts handler against a mocked user pool: the list with roles and statuses, a role change
// as exactly the group changes it needs with its audit entry, and the guard rails, which refuse
// with the reason and change nothing.

import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  ListUsersCommand,
  ListUsersInGroupCommand,
  UserNotFoundException,
  type UserStatusType,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../lambdas/accounts/handler';
import { LAST_OWNER_REFUSAL, SELF_OWNER_REFUSAL } from '../../lambdas/accounts/routes';
import {
  cognitoMock,
  dynamoMock,
  expectData,
  expectError,
  identities,
  invoke,
  resetMocks,
  stubTestEnv,
} from './helpers';

/** The user name every test identity has (test/unit/helpers.ts). */
const CALLER = 'someone@provider.example';
const OWNER = identities.role('owner');

interface PoolUser {
  username: string;
  email: string;
  groups: string[];
  status?: UserStatusType;
  enabled?: boolean;
  created: string;
}

function pool(users: PoolUser[]): void {
  cognitoMock.on(ListUsersCommand).resolves({
    Users: users.map((user) => ({
      Username: user.username,
      Attributes: [{ Name: 'email', Value: user.email }],
      UserStatus: user.status ?? 'CONFIRMED',
      Enabled: user.enabled ?? true,
      UserCreateDate: new Date(user.created),
    })),
  });
  cognitoMock.on(ListUsersInGroupCommand).callsFake(({ GroupName }: { GroupName: string }) => ({
    Users: users
      .filter((user) => user.groups.includes(GroupName))
      .map((user) => ({ Username: user.username })),
  }));
  cognitoMock.on(AdminGetUserCommand).callsFake(({ Username }: { Username: string }) => {
    const user = users.find((candidate) => candidate.username === Username);
    if (!user) throw new UserNotFoundException({ message: 'User does not exist.', $metadata: {} });
    return {
      Username,
      UserAttributes: [{ Name: 'email', Value: user.email }],
      UserStatus: user.status ?? 'CONFIRMED',
      Enabled: user.enabled ?? true,
      UserCreateDate: new Date(user.created),
    };
  });
  cognitoMock.on(AdminListGroupsForUserCommand).callsFake(({ Username }: { Username: string }) => ({
    Groups: (users.find((user) => user.username === Username)?.groups ?? []).map((GroupName) => ({
      GroupName,
    })),
  }));
  cognitoMock.on(AdminAddUserToGroupCommand).resolves({});
  cognitoMock.on(AdminRemoveUserFromGroupCommand).resolves({});
  dynamoMock.on(PutCommand).resolves({});
}

function groupChanges() {
  return {
    added: cognitoMock
      .commandCalls(AdminAddUserToGroupCommand)
      .map((call) => [call.args[0].input.Username, call.args[0].input.GroupName]),
    removed: cognitoMock
      .commandCalls(AdminRemoveUserFromGroupCommand)
      .map((call) => [call.args[0].input.Username, call.args[0].input.GroupName]),
  };
}

function setRoles(username: string, roles: string[]) {
  return invoke(handler, 'Mutation.setStaffAccountRoles', { input: { username, roles } }, OWNER);
}

beforeEach(() => {
  stubTestEnv();
  resetMocks();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('staffAccounts', () => {
  it('lists every account oldest first with its roles and status', async () => {
    pool([
      { username: 'b', email: 'b@x.example', groups: ['intake', 'website'], created: '2025-02-01' },
      { username: 'a', email: 'a@x.example', groups: ['admin'], created: '2025-01-01' },
      {
        username: 'c',
        email: 'c@x.example',
        groups: [],
        status: 'FORCE_CHANGE_PASSWORD',
        created: '2025-03-01',
      },
      {
        username: 'd',
        email: 'd@x.example',
        groups: ['owner'],
        enabled: false,
        created: '2025-04-01',
      },
    ]);
    const accounts = expectData<{ username: string; roles: string[]; status: string }[]>(
      await invoke(handler, 'Query.staffAccounts', {}, OWNER),
    );
    expect(accounts.map(({ username, roles, status }) => ({ username, roles, status }))).toEqual([
      { username: 'a', roles: ['OWNER'], status: 'ACTIVE' },
      { username: 'b', roles: ['INTAKE', 'WEBSITE'], status: 'ACTIVE' },
      { username: 'c', roles: [], status: 'INVITED' },
      { username: 'd', roles: ['OWNER'], status: 'DISABLED' },
    ]);
  });
});

describe('setStaffAccountRoles', () => {
  const owners = (target: PoolUser): PoolUser[] => [
    { username: CALLER, email: CALLER, groups: ['owner'], created: '2025-01-01' },
    target,
  ];

  it('makes exactly the group changes the roles need, drops the legacy group, and audits', async () => {
    pool(
      owners({
        username: 't',
        email: 't@x.example',
        groups: ['admin', 'intake'],
        created: '2025-02-01',
      }),
    );
    const account = expectData<{ roles: string[] }>(await setRoles('t', ['OWNER', 'WEBSITE']));
    expect(account.roles).toEqual(['OWNER', 'WEBSITE']);
    expect(groupChanges()).toEqual({
      added: [
        ['t', 'owner'],
        ['t', 'website'],
      ],
      removed: [
        ['t', 'admin'],
        ['t', 'intake'],
      ],
    });
    const [entry] = dynamoMock.commandCalls(PutCommand).map((call) => call.args[0].input.Item);
    expect(entry).toMatchObject({
      subject: 'STAFF_ACCOUNT#t',
      action: 'CHANGED_ROLES',
      detail: 'owner, website',
      actor: CALLER,
    });
  });

  it('refuses an owner taking the owner role from themselves, changing nothing', async () => {
    pool(owners({ username: 't', email: 't@x.example', groups: ['owner'], created: '2025-02-01' }));
    expect(expectError(await setRoles(CALLER, ['INTAKE']))).toEqual({
      errorType: 'ValidationError',
      errorMessage: `roles: ${SELF_OWNER_REFUSAL}`,
    });
    expect(groupChanges()).toEqual({ added: [], removed: [] });
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses taking owner from the last active owner (others disabled), changing nothing', async () => {
    pool([
      { username: CALLER, email: CALLER, groups: ['intake'], created: '2025-01-01' },
      {
        username: 'gone',
        email: 'g@x.example',
        groups: ['owner'],
        enabled: false,
        created: '2025-01-02',
      },
      { username: 't', email: 't@x.example', groups: ['admin'], created: '2025-02-01' },
    ]);
    expect(expectError(await setRoles('t', ['WEBSITE']))).toEqual({
      errorType: 'ValidationError',
      errorMessage: `roles: ${LAST_OWNER_REFUSAL}`,
    });
    expect(groupChanges()).toEqual({ added: [], removed: [] });
  });

  it('takes owner from another owner while an active owner remains', async () => {
    pool(owners({ username: 't', email: 't@x.example', groups: ['owner'], created: '2025-02-01' }));
    expectData(await setRoles('t', ['COMPLAINTS']));
    expect(groupChanges()).toEqual({ added: [['t', 'complaints']], removed: [['t', 'owner']] });
  });

  it('refuses no role, a repeated role and an unknown one, by field', async () => {
    pool(owners({ username: 't', email: 't@x.example', groups: [], created: '2025-02-01' }));
    for (const [roles, problem] of [
      [[], 'Choose at least one role.'],
      [['INTAKE', 'INTAKE'], 'Name each role once.'],
    ] as const) {
      expect(expectError(await setRoles('t', [...roles]))).toEqual({
        errorType: 'ValidationError',
        errorMessage: `roles: ${problem}`,
      });
    }
    expect(expectError(await setRoles('t', ['ADMIN'])).errorMessage).toBe(
      'roles[0]: Must be one of OWNER, INTAKE, COMPLAINTS, WEBSITE.',
    );
    expect(groupChanges()).toEqual({ added: [], removed: [] });
  });

  it('answers NotFound for an account the pool does not have', async () => {
    pool(owners({ username: 't', email: 't@x.example', groups: [], created: '2025-02-01' }));
    expect(expectError(await setRoles('nobody', ['INTAKE'])).errorType).toBe('NotFound');
  });
});
