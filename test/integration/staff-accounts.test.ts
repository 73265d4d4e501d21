// Staff accounts over HTTP against the local stack (cognito-local behind the accounts handler): an
// owner lists the accounts and changes a person's roles, which their next sign-in carries and the
// API then honours; the guard rails refuse an owner acting against themselves and anyone removing
// the last active owner; each change is in the account's audit trail, which only owners read.
import { decodeJwt } from 'jose';
import { INACTIVE_ACCOUNT_MESSAGE } from '../../lambdas/shared/activeAccount';
import { providerDate } from '../../schema/contract/providerDate';
import { mailedTo, newEmail } from './support/cognito-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminTokens,
  cognito,
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
  mfaEnabled?: boolean;
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
      `{ auditTrail(kind: STAFF_ACCOUNT, id: "${website.email}") { action detail actor } }`,
    );
    expect(trail.body.data?.auditTrail).toEqual([
      { action: 'CHANGED_ROLES', detail: 'website, complaints', actor: stack.adminEmail },
      { action: 'REQUESTED', detail: 'CHANGED_ROLES', actor: stack.adminEmail },
    ]);
    const intakeTrail = await graphql(
      stack,
      { token: (await roleTokens(stack, 'intake')).AccessToken },
      `{ auditTrail(kind: STAFF_ACCOUNT, id: "${website.email}") { action } }`,
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

const ACCOUNT_FIELDS = 'username email name roles status mfaEnabled createdAt lastSignInAt';

async function onAccount(token: string, field: string, username: string) {
  return graphql<Record<string, Account>>(
    stack,
    { token },
    `mutation ($input: StaffAccountInput!) { ${field}(input: $input) { ${ACCOUNT_FIELDS} } }`,
    { input: { username } },
  );
}

async function invite(email: string, roles: string[]) {
  return graphql<{ inviteStaffAccount: Account }>(
    stack,
    { token: owner },
    `mutation ($input: InviteStaffAccountInput!) {
      inviteStaffAccount(input: $input) { ${ACCOUNT_FIELDS} }
    }`,
    { input: { email, name: 'Ivy Intake', roles } },
  );
}

/** The temporary password in the `count`th invitation mailed to this address. */
async function invitedPassword(email: string, count = 1): Promise<string> {
  const mails = await mailedTo(stack, email, count);
  const password = /temporary password (\S+), then/.exec(mails.at(-1)?.body.text ?? '')?.[1];
  if (!password) throw new Error(`No temporary password in ${JSON.stringify(mails.at(-1))}`);
  return password;
}

/** Signs in with the temporary password and chooses a password, as /login does. */
async function acceptInvitation(email: string, temporary: string, chosen: string) {
  const started = await cognito(stack, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: stack.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: temporary },
  });
  expect(started.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const answered = await cognito(stack, 'RespondToAuthChallenge', {
    ClientId: stack.clientId,
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: started.body.Session,
    ChallengeResponses: { USERNAME: email, NEW_PASSWORD: chosen },
  });
  expect(answered.status).toBe(200);
  return answered.body.AuthenticationResult as { AccessToken: string; RefreshToken: string };
}

const LIST_MESSAGES = '{ listMessages { items { id } } }';
const LIST_FEEDBACK = '{ unreadFeedbackCount }';

describe('account operations', () => {
  it('invites a person, who signs in from the mailed password and reaches exactly their roles', async () => {
    const email = newEmail('invited.intake');
    const invited = await invite(email, ['INTAKE']);
    expect(invited.body.errors).toBeUndefined();
    expect(invited.body.data?.inviteStaffAccount).toMatchObject({
      email,
      name: 'Ivy Intake',
      roles: ['INTAKE'],
      status: 'INVITED',
      mfaEnabled: false,
      lastSignInAt: null,
    });
    const tokens = await acceptInvitation(email, await invitedPassword(email), 'ChosenPass123');
    const messages = await graphql(stack, { token: tokens.AccessToken }, LIST_MESSAGES);
    expect(messages.body.errors).toBeUndefined();
    const feedback = await graphql(stack, { token: tokens.AccessToken }, LIST_FEEDBACK);
    expect(feedback.body.errors?.[0]?.errorType).toBe('Unauthorized');
    expect(account(await accounts(), email).status).toBe('ACTIVE');

    const again = await invite(email, ['INTAKE']);
    expect(again.body.errors?.[0]?.message).toBe(
      'email: This e-mail address already has a staff account.',
    );
  });

  it('sends an invitation again with a new temporary password, only while it is unanswered', async () => {
    const email = newEmail('invited.resend');
    const { username } = (await invite(email, ['WEBSITE'])).body.data!.inviteStaffAccount;
    const first = await invitedPassword(email);
    const resent = await onAccount(owner, 'resendStaffInvitation', username);
    expect(resent.body.errors).toBeUndefined();
    const second = await invitedPassword(email, 2);
    expect(second).not.toBe(first);
    await acceptInvitation(email, second, 'ChosenPass123');
    const refused = await onAccount(owner, 'resendStaffInvitation', username);
    expect(refused.body.errors?.[0]?.message).toBe(
      'username: This person has already chosen a password: there is no invitation to resend.',
    );
  });

  it('disables a person: their existing tokens stop working at once, and enabling lets them back', async () => {
    const email = newEmail('disabled.intake');
    const { username } = (await invite(email, ['INTAKE'])).body.data!.inviteStaffAccount;
    const tokens = await acceptInvitation(email, await invitedPassword(email), 'ChosenPass123');
    expect((await graphql(stack, { token: tokens.AccessToken }, LIST_MESSAGES)).body.errors).toBe(
      undefined,
    );

    const disabled = await onAccount(owner, 'disableStaffAccount', username);
    expect(disabled.body.data?.disableStaffAccount?.status).toBe('DISABLED');
    const refused = await graphql(stack, { token: tokens.AccessToken }, LIST_MESSAGES);
    expect(refused.body.errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: INACTIVE_ACCOUNT_MESSAGE,
    });
    const refreshed = await cognito(stack, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: stack.clientId,
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    expect(refreshed.body.__type).toBe('NotAuthorizedException');
    const user = await cognito(stack, 'GetUser', { AccessToken: tokens.AccessToken });
    expect(user.body.__type).toBe('NotAuthorizedException');
    await expect(signIn(stack, email, 'ChosenPass123')).rejects.toThrow(/disabled/);

    expect((await onAccount(owner, 'enableStaffAccount', username)).body.errors).toBeUndefined();
    const back = await signIn(stack, email, 'ChosenPass123');
    expect((await graphql(stack, { token: back.AccessToken }, LIST_MESSAGES)).body.errors).toBe(
      undefined,
    );

    const trail = await graphql<{ auditTrail: { action: string; detail: string | null }[] }>(
      stack,
      { token: owner },
      `{ auditTrail(kind: STAFF_ACCOUNT, id: "${email}") { action detail } }`,
    );
    expect(trail.body.data?.auditTrail.map(({ action, detail }) => [action, detail])).toEqual([
      ['ENABLED', null],
      ['REQUESTED', 'ENABLED'],
      ['DISABLED', null],
      ['REQUESTED', 'DISABLED'],
      ['INVITED', 'intake'],
      ['REQUESTED', 'INVITED'],
    ]);
  });

  it('turns off an authenticator app and deletes an account, whose tokens then stop working', async () => {
    const email = newEmail('deleted.website');
    const { username } = (await invite(email, ['WEBSITE'])).body.data!.inviteStaffAccount;
    const tokens = await acceptInvitation(email, await invitedPassword(email), 'ChosenPass123');
    const reset = await onAccount(owner, 'resetStaffAccountMfa', username);
    expect(reset.body.data?.resetStaffAccountMfa?.mfaEnabled).toBe(false);

    const deleted = await onAccount(owner, 'deleteStaffAccount', username);
    expect(deleted.body.errors).toBeUndefined();
    expect((await accounts()).some((each) => each.email === email)).toBe(false);
    const refused = await graphql(
      stack,
      { token: tokens.AccessToken },
      '{ listStaff { items { id } } }',
    );
    expect(refused.body.errors?.[0]?.message).toBe(INACTIVE_ACCOUNT_MESSAGE);
  });

  it('refuses an owner disabling or deleting themselves, and says why', async () => {
    const { username } = account(await accounts(), stack.adminEmail);
    const disabled = await onAccount(owner, 'disableStaffAccount', username);
    expect(disabled.body.errors?.[0]?.message).toBe(
      'username: You cannot disable your own account.',
    );
    const deleted = await onAccount(owner, 'deleteStaffAccount', username);
    expect(deleted.body.errors?.[0]?.message).toBe('username: You cannot delete your own account.');
    expect(account(await accounts(), stack.adminEmail).status).toBe('ACTIVE');
  });

  it('refuses demoting, disabling or deleting the last active owner, and says why', async () => {
    // A second owner whose owner role is taken while they are signed in: their access token still
    // carries the owner group, so only the guard rail stands between them and the last owner.
    const email = newEmail('second.owner');
    const { username } = (await invite(email, ['OWNER'])).body.data!.inviteStaffAccount;
    const tokens = await acceptInvitation(email, await invitedPassword(email), 'ChosenPass123');
    const demoted = await setRoles(owner, username, ['INTAKE']);
    expect(demoted.body.errors).toBeUndefined();

    const last = account(await accounts(), stack.adminEmail);
    const refusal = 'This is the last active owner: give another account the owner role first.';
    const refusals = [
      await setRoles(tokens.AccessToken, last.username, ['INTAKE']),
      await onAccount(tokens.AccessToken, 'disableStaffAccount', last.username),
      await onAccount(tokens.AccessToken, 'deleteStaffAccount', last.username),
    ];
    expect(refusals.map((refused) => refused.body.errors)).toEqual([
      [expect.objectContaining({ errorType: 'ValidationError', message: `roles: ${refusal}` })],
      [expect.objectContaining({ errorType: 'ValidationError', message: `username: ${refusal}` })],
      [expect.objectContaining({ errorType: 'ValidationError', message: `username: ${refusal}` })],
    ]);
    expect(account(await accounts(), stack.adminEmail)).toMatchObject({
      roles: ['OWNER'],
      status: 'ACTIVE',
    });
  });

  it('shows owners the audit log, filtered by person, item and date, and as CSV', async () => {
    const email = newEmail('logged');
    await invite(email, ['COMPLAINTS']);
    const today = providerDate(new Date());
    const filter = { actor: stack.adminEmail, kind: 'STAFF_ACCOUNT', itemId: email };
    const log = await graphql<{
      auditLog: {
        entries: { action: string; itemId: string; actor: string }[];
        truncated: boolean;
      };
    }>(
      stack,
      { token: owner },
      'query ($filter: AuditLogFilterInput) { auditLog(filter: $filter) { entries { action itemId actor } truncated } }',
      { filter },
    );
    expect(log.body.data?.auditLog).toEqual({
      entries: [
        { action: 'INVITED', itemId: email, actor: stack.adminEmail },
        { action: 'REQUESTED', itemId: email, actor: stack.adminEmail },
      ],
      truncated: false,
    });
    const longAgo = await graphql<{ auditLog: { entries: unknown[] } }>(
      stack,
      { token: owner },
      'query ($filter: AuditLogFilterInput) { auditLog(filter: $filter) { entries { action } } }',
      { filter: { ...filter, from: '2020-01-01', to: '2020-12-31' } },
    );
    expect(longAgo.body.data?.auditLog.entries).toEqual([]);
    const csv = await graphql<{ exportAuditLog: string }>(
      stack,
      { token: owner },
      'mutation ($filter: AuditLogFilterInput) { exportAuditLog(filter: $filter) }',
      { filter: { ...filter, to: today } },
    );
    const lines = csv.body.data!.exportAuditLog.trim().split('\r\n');
    expect(lines[0]).toBe('"When (UTC)","Who","Kind","Item","Action","Detail"');
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['"INVITED"', '"REQUESTED"']);
    const intake = await graphql(
      stack,
      { token: (await roleTokens(stack, 'intake')).AccessToken },
      '{ auditLog { truncated } }',
    );
    expect(intake.body.errors?.[0]?.errorType).toBe('Unauthorized');
  });
});
