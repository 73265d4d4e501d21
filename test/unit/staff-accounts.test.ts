// The accounts handler against a mocked user pool: the list with roles and statuses, a role change
// as exactly the group changes it needs with its audit entry, and the guard rails, which refuse
// with the reason and change nothing.

import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListUserAuthEventsCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminUserGlobalSignOutCommand,
  UserPoolAddOnNotEnabledException,
  UsernameExistsException,
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
import {
  EMAIL_TAKEN_REFUSAL,
  LAST_OWNER_REFUSAL,
  NOT_INVITED_REFUSAL,
  SELF_REFUSALS,
} from '../../lambdas/accounts/routes';
import { INACTIVE_ACCOUNT_MESSAGE } from '../../lambdas/shared/activeAccount';
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
    const user: PoolUser | undefined =
      // As in a pool signed into by e-mail, the address finds the user too.
      users.find((candidate) => [candidate.username, candidate.email].includes(Username)) ??
      // The signed-in caller is an active account even where a test leaves it out of the list.
      (Username === CALLER
        ? { username: CALLER, email: CALLER, groups: [], created: '2025-01-01' }
        : undefined);
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
  cognitoMock
    .on(AdminListUserAuthEventsCommand)
    .rejects(new UserPoolAddOnNotEnabledException({ message: 'Not enabled.', $metadata: {} }));
  dynamoMock.on(PutCommand).resolves({});
}

/** The audit entries written, in order: action and detail. */
function auditEntries() {
  return dynamoMock.commandCalls(PutCommand).map((call) => {
    const item = call.args[0].input.Item!;
    return [item.subject, item.action, item.detail];
  });
}

function onAccount(field: string, username: string) {
  return invoke(handler, `Mutation.${field}`, { input: { username } }, OWNER);
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
    expect(auditEntries()).toEqual([
      ['STAFF_ACCOUNT#t@x.example', 'REQUESTED', 'CHANGED_ROLES'],
      ['STAFF_ACCOUNT#t@x.example', 'CHANGED_ROLES', 'owner, website'],
    ]);
    expect(dynamoMock.commandCalls(PutCommand)[1]!.args[0].input.Item).toMatchObject({
      actor: CALLER,
    });
  });

  it('refuses an owner taking the owner role from themselves, changing nothing', async () => {
    pool(owners({ username: 't', email: 't@x.example', groups: ['owner'], created: '2025-02-01' }));
    expect(expectError(await setRoles(CALLER, ['INTAKE']))).toEqual({
      errorType: 'ValidationError',
      errorMessage: `roles: ${SELF_REFUSALS.removeOwner.text}`,
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

describe('account operations', () => {
  const withTarget = (target: Partial<PoolUser> = {}): PoolUser[] => [
    { username: CALLER, email: CALLER, groups: ['owner'], created: '2025-01-01' },
    { username: 't', email: 't@x.example', groups: ['intake'], created: '2025-02-01', ...target },
  ];

  it('invites: creates the user for Cognito to e-mail, gives the roles, and audits in order', async () => {
    const users = withTarget();
    pool(users);
    cognitoMock.on(AdminCreateUserCommand).callsFake(() => {
      users.push({
        username: 'new-sub',
        email: 'new@x.example',
        groups: [],
        created: '2025-03-01',
      });
      return { User: { Username: 'new-sub' } };
    });
    const invited = await invoke(
      handler,
      'Mutation.inviteStaffAccount',
      { input: { email: 'New@X.example', name: 'New Person', roles: ['INTAKE', 'WEBSITE'] } },
      OWNER,
    );
    expect(expectData<{ email: string; status: string }>(invited)).toMatchObject({
      email: 'new@x.example',
      status: 'ACTIVE',
    });
    const [create] = cognitoMock.commandCalls(AdminCreateUserCommand);
    expect(create!.args[0].input).toMatchObject({
      Username: 'new@x.example',
      DesiredDeliveryMediums: ['EMAIL'],
      UserAttributes: expect.arrayContaining([
        { Name: 'email', Value: 'new@x.example' },
        { Name: 'name', Value: 'New Person' },
      ]),
    });
    expect(create!.args[0].input.MessageAction).toBeUndefined();
    expect(groupChanges().added).toEqual([
      ['new-sub', 'intake'],
      ['new-sub', 'website'],
    ]);
    expect(auditEntries()).toEqual([
      ['STAFF_ACCOUNT#new@x.example', 'REQUESTED', 'INVITED'],
      ['STAFF_ACCOUNT#new@x.example', 'INVITED', 'intake, website'],
    ]);
  });

  it('refuses inviting an address that has an account, recording the failure, not an invitation', async () => {
    pool(withTarget());
    cognitoMock
      .on(AdminCreateUserCommand)
      .rejects(new UsernameExistsException({ message: 'exists', $metadata: {} }));
    expect(
      expectError(
        await invoke(
          handler,
          'Mutation.inviteStaffAccount',
          { input: { email: 't@x.example', name: 'T', roles: ['INTAKE'] } },
          OWNER,
        ),
      ),
    ).toEqual({ errorType: 'ValidationError', errorMessage: `email: ${EMAIL_TAKEN_REFUSAL}` });
    expect(auditEntries().map(([, action]) => action)).toEqual(['REQUESTED', 'FAILED']);
  });

  it('disables: the user, then every session, and audits once both are done', async () => {
    pool(withTarget());
    cognitoMock.on(AdminDisableUserCommand).resolves({});
    cognitoMock.on(AdminUserGlobalSignOutCommand).resolves({});
    const account = expectData<{ status: string }>(await onAccount('disableStaffAccount', 't'));
    expect(account.status).toBe('DISABLED');
    expect(cognitoMock.commandCalls(AdminDisableUserCommand)[0]!.args[0].input.Username).toBe('t');
    expect(cognitoMock.commandCalls(AdminUserGlobalSignOutCommand)[0]!.args[0].input.Username).toBe(
      't',
    );
    expect(auditEntries()).toEqual([
      ['STAFF_ACCOUNT#t@x.example', 'REQUESTED', 'DISABLED'],
      ['STAFF_ACCOUNT#t@x.example', 'DISABLED', undefined],
    ]);
  });

  it('records a disable Cognito failed as FAILED, never as DISABLED', async () => {
    pool(withTarget());
    cognitoMock.on(AdminDisableUserCommand).rejects(new Error('Cognito is down'));
    expect(expectError(await onAccount('disableStaffAccount', 't')).errorType).toBe(
      'InternalError',
    );
    expect(auditEntries().map(([, action]) => action)).toEqual(['REQUESTED', 'FAILED']);
  });

  it('calls Cognito only after REQUESTED is written', async () => {
    pool(withTarget());
    dynamoMock.on(PutCommand).rejects(new Error('table unavailable'));
    expectError(await onAccount('disableStaffAccount', 't'));
    expect(cognitoMock.commandCalls(AdminDisableUserCommand)).toHaveLength(0);
  });

  it('refuses disabling or deleting yourself, and says why', async () => {
    pool(withTarget());
    expect(expectError(await onAccount('disableStaffAccount', CALLER)).errorMessage).toBe(
      `username: ${SELF_REFUSALS.disable.text}`,
    );
    expect(expectError(await onAccount('deleteStaffAccount', CALLER)).errorMessage).toBe(
      `username: ${SELF_REFUSALS.delete.text}`,
    );
    expect(cognitoMock.commandCalls(AdminDisableUserCommand)).toHaveLength(0);
    expect(cognitoMock.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
    expect(auditEntries()).toEqual([]);
  });

  it('refuses disabling or deleting the last active owner', async () => {
    pool([
      { username: CALLER, email: CALLER, groups: ['intake'], created: '2025-01-01' },
      { username: 't', email: 't@x.example', groups: ['owner'], created: '2025-02-01' },
    ]);
    for (const field of ['disableStaffAccount', 'deleteStaffAccount']) {
      expect(expectError(await onAccount(field, 't')).errorMessage).toBe(
        `username: ${LAST_OWNER_REFUSAL}`,
      );
    }
    expect(auditEntries()).toEqual([]);
  });

  it('deletes after signing the person out everywhere', async () => {
    pool(withTarget());
    cognitoMock.on(AdminUserGlobalSignOutCommand).resolves({});
    cognitoMock.on(AdminDeleteUserCommand).resolves({});
    expectData(await onAccount('deleteStaffAccount', 't'));
    expect(cognitoMock.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
    expect(auditEntries().map(([, action]) => action)).toEqual(['REQUESTED', 'DELETED']);
  });

  it('enables and turns off an authenticator app', async () => {
    pool(withTarget({ enabled: false }));
    cognitoMock.on(AdminEnableUserCommand).resolves({});
    cognitoMock.on(AdminSetUserMFAPreferenceCommand).resolves({});
    expectData(await onAccount('enableStaffAccount', 't'));
    expectData(await onAccount('resetStaffAccountMfa', 't'));
    expect(
      cognitoMock.commandCalls(AdminSetUserMFAPreferenceCommand)[0]!.args[0].input,
    ).toMatchObject({
      Username: 't',
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    });
    expect(auditEntries().map(([, action]) => action)).toEqual([
      'REQUESTED',
      'ENABLED',
      'REQUESTED',
      'RESET_MFA',
    ]);
  });

  it('resends an invitation, and refuses to once the person chose a password', async () => {
    pool(withTarget({ status: 'FORCE_CHANGE_PASSWORD' }));
    cognitoMock.on(AdminCreateUserCommand).resolves({});
    expectData(await onAccount('resendStaffInvitation', 't'));
    expect(cognitoMock.commandCalls(AdminCreateUserCommand)[0]!.args[0].input).toMatchObject({
      Username: 't',
      MessageAction: 'RESEND',
    });
    pool(withTarget());
    expect(expectError(await onAccount('resendStaffInvitation', 't')).errorMessage).toBe(
      `username: ${NOT_INVITED_REFUSAL}`,
    );
  });

  it('refuses a disabled caller before doing anything', async () => {
    pool([{ username: CALLER, email: CALLER, groups: ['owner'], enabled: false, created: '2025' }]);
    expect(expectError(await invoke(handler, 'Query.staffAccounts', {}, OWNER))).toEqual({
      errorType: 'Unauthorized',
      errorMessage: INACTIVE_ACCOUNT_MESSAGE,
    });
    expect(cognitoMock.commandCalls(ListUsersCommand)).toHaveLength(0);
  });
});
