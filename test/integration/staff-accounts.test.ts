// Staff accounts over HTTP against the local stack (cognito-local behind the accounts handler): an
// owner lists the accounts and changes a person's roles, which their next sign-in carries and the
// API then honours; the guard rail refuses an owner dropping their own owner role; each change is
// in the account's audit trail, which only owners read.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminTokens,
  graphql,
  roleTokens,
  signIn,
  startTestStack,
  type TestStack,
} from './support/stack';

let stack: TestStack;
let owner: string;

beforeAll(async () => {
  stack = await startTestStack();
  owner = (await adminTokens(stack)).AccessToken;
});
afterAll(async () => {
  await stack?.dispose();
});

interface Account {
  username: string;
  email: string;
  roles: string[];
  status: string;
}

async function accounts(): Promise<Account[]> {
  const response = await graphql<{ staffAccounts: Account[] }>(
    stack,
    { token: owner },
    '{ staffAccounts { username email roles status } }',
  );
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.staffAccounts;
}

async function setRoles(token: string, username: string, roles: string[]) {
  return graphql<{ setStaffAccountRoles: Account }>(
    stack,
    { token },
    `
      mutation ($input: SetStaffAccountRolesInput!) {
        setStaffAccountRoles(input: $input) {
          username
          email
          roles
          status
        }
      }
    `,
    { input: { username, roles } },
  );
}

const account = (list: Account[], email: string) => list.find((a) => a.email === email)!;

describe('staff accounts', () => {
  it('lists the seeded owner and one account per other role', async () => {
    const list = await accounts();
    expect(list.map(({ email, roles, status }) => ({ email, roles, status }))).toEqual(
      expect.arrayContaining([
        { email: stack.adminEmail, roles: ['OWNER'], status: 'ACTIVE' },
        ...stack.roleAccounts.map((seeded) => ({
          email: seeded.email,
          roles: [seeded.role.toUpperCase()],
          status: 'ACTIVE',
        })),
      ]),
    );
  });

  it('gives a person new roles, which their next sign-in carries and the API honours', async () => {
    const website = stack.roleAccounts.find((seeded) => seeded.role === 'website')!;
    const { username } = account(await accounts(), website.email);
    const feedbackQuery = '{ unreadFeedbackCount }';
    const before = await graphql(
      stack,
      { token: (await roleTokens(stack, 'website')).AccessToken },
      feedbackQuery,
    );
    expect(before.body.errors?.[0]?.errorType).toBe('Unauthorized');

    const changed = await setRoles(owner, username, ['WEBSITE', 'COMPLAINTS']);
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data?.setStaffAccountRoles.roles).toEqual(['COMPLAINTS', 'WEBSITE']);

    const tokens = await signIn(stack, website.email, website.password);
    expect(decodeJwt(tokens.AccessToken)['cognito:groups']).toEqual(
      expect.arrayContaining(['website', 'complaints']),
    );
    const after = await graphql(stack, { token: tokens.AccessToken }, feedbackQuery);
    expect(after.body.errors).toBeUndefined();

    const trail = await graphql<{
      auditTrail: { action: string; detail: string; actor: string }[];
    }>(
      stack,
      { token: owner },
      `{ auditTrail(kind: STAFF_ACCOUNT, id: "${username}") { action detail actor } }`,
    );
    expect(trail.body.data?.auditTrail).toEqual([
      { action: 'CHANGED_ROLES', detail: 'website, complaints', actor: stack.adminEmail },
    ]);
    const intakeTrail = await graphql(
      stack,
      { token: (await roleTokens(stack, 'intake')).AccessToken },
      `{ auditTrail(kind: STAFF_ACCOUNT, id: "${username}") { action } }`,
    );
    expect(intakeTrail.body.errors?.[0]?.errorType).toBe('Unauthorized');
  });

  it('refuses an owner taking the owner role from themselves, and says why', async () => {
    const { username } = account(await accounts(), stack.adminEmail);
    const refused = await setRoles(owner, username, ['INTAKE']);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        errorType: 'ValidationError',
        message: 'roles: You cannot take the owner role from yourself.',
      }),
    ]);
    expect(account(await accounts(), stack.adminEmail).roles).toEqual(['OWNER']);
  });

  it('refuses every other role the account operations', async () => {
    for (const role of ['intake', 'complaints', 'website'] as const) {
      const token = (await roleTokens(stack, role)).AccessToken;
      const response = await graphql(stack, { token }, '{ staffAccounts { username } }');
      expect(response.body.errors?.[0]?.errorType).toBe('Unauthorized');
    }
  });
});
