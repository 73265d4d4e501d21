// Staff accounts, for owners: the list, invitations, roles, disabling, enabling, deleting and
// turning off a lost authenticator app. Guard rails (guardRails.ts) refuse, and say why, an owner
// acting against themselves or leaving the pool without an active owner. Every change is audited
// (audited.ts): REQUESTED before Cognito is called, then the change itself once Cognito made it.

import { rolesOfGroups } from '../../schema/contract/staffRoles';
import type { StaffAccount, StaffRole } from '../../schema/generated/types';
import { UnauthorizedError, ValidationError } from '../shared/errors';
import type { RequestContext } from '../shared/errors';
import type { Routes } from '../shared/resolver';
import { parseArguments } from '../shared/validation';
import { auditedChange } from './audited';
import {
  createUser,
  deleteUser,
  disableUser,
  enableUser,
  resendInvitation,
  resetMfa,
} from './changes';
import type { ACCOUNT_FIELDS } from './fields';
import { refuseLosingLastOwner, refuseSelf } from './guardRails';
import { getAccount, listAccounts, setGroups, type PoolAccount } from './pool';
import {
  inviteStaffAccountArguments,
  setStaffAccountRolesArguments,
  staffAccountArguments,
} from './schemas';

export { LAST_OWNER_REFUSAL, SELF_REFUSALS } from './guardRails';
export { EMAIL_TAKEN_REFUSAL } from './changes';

export const NOT_INVITED_REFUSAL =
  'This person has already chosen a password: there is no invitation to resend.';

function toStaffAccount(account: PoolAccount): StaffAccount {
  return {
    username: account.username,
    email: account.email,
    name: account.name,
    status: account.status,
    mfaEnabled: account.mfaEnabled,
    createdAt: account.createdAt,
    lastSignInAt: account.lastSignInAt,
    roles: rolesOfGroups(account.groups).map((role) => role.toUpperCase() as StaffRole),
  };
}

/** The signed-in caller's user name: every account change needs to know who makes it. */
function callerOf(request: RequestContext): string {
  const identity = request.identity;
  if (identity && 'username' in identity && identity.username) return identity.username;
  throw new UnauthorizedError('Only a signed-in owner can do this.');
}

/** The account an operation names, read fresh from the pool. */
async function namedAccount(args: Record<string, unknown>): Promise<PoolAccount> {
  return getAccount(parseArguments(staffAccountArguments, args).input.username);
}

export const routes: Routes<typeof ACCOUNT_FIELDS> = {
  'Query.staffAccounts': {
    resolve: async () => (await listAccounts()).map(toStaffAccount),
  },
  'Mutation.setStaffAccountRoles': {
    resolve: async (args, request) => {
      const { username, roles } = parseArguments(setStaffAccountRolesArguments, args).input;
      const caller = callerOf(request);
      const account = await getAccount(username);
      // A role's group is its own name (schema/contract/roles.ts); the legacy group is dropped.
      const groups = roles.map((role) => role.toLowerCase());
      if (!rolesOfGroups(groups).includes('owner')) {
        refuseSelf(account, caller, 'removeOwner');
        await refuseLosingLastOwner(account, 'roles');
      }
      await auditedChange(request, account.email, 'CHANGED_ROLES', groups.join(', '), () =>
        setGroups(account, groups),
      );
      return toStaffAccount({ ...account, groups });
    },
  },
  'Mutation.inviteStaffAccount': {
    resolve: async (args, request) => {
      const { email, name, roles } = parseArguments(inviteStaffAccountArguments, args).input;
      callerOf(request);
      const groups = roles.map((role) => role.toLowerCase());
      let username = email;
      await auditedChange(request, email, 'INVITED', groups.join(', '), async () => {
        username = await createUser(email, name);
        await setGroups({ username, groups: [] }, groups);
      });
      return toStaffAccount(await getAccount(username));
    },
  },
  'Mutation.resendStaffInvitation': {
    resolve: async (args, request) => {
      const account = await namedAccount(args);
      callerOf(request);
      if (account.status !== 'INVITED') {
        throw new ValidationError('username', NOT_INVITED_REFUSAL);
      }
      await auditedChange(request, account.email, 'RESENT_INVITATION', undefined, () =>
        resendInvitation(account.username),
      );
      return toStaffAccount(await getAccount(account.username));
    },
  },
  'Mutation.disableStaffAccount': {
    resolve: async (args, request) => {
      const account = await namedAccount(args);
      refuseSelf(account, callerOf(request), 'disable');
      await refuseLosingLastOwner(account, 'username');
      await auditedChange(request, account.email, 'DISABLED', undefined, () =>
        disableUser(account.username),
      );
      return toStaffAccount({ ...account, status: 'DISABLED' });
    },
  },
  'Mutation.enableStaffAccount': {
    resolve: async (args, request) => {
      const account = await namedAccount(args);
      callerOf(request);
      await auditedChange(request, account.email, 'ENABLED', undefined, () =>
        enableUser(account.username),
      );
      return toStaffAccount(await getAccount(account.username));
    },
  },
  'Mutation.deleteStaffAccount': {
    resolve: async (args, request) => {
      const account = await namedAccount(args);
      refuseSelf(account, callerOf(request), 'delete');
      await refuseLosingLastOwner(account, 'username');
      await auditedChange(request, account.email, 'DELETED', undefined, () =>
        deleteUser(account.username),
      );
      return toStaffAccount(account);
    },
  },
  'Mutation.resetStaffAccountMfa': {
    resolve: async (args, request) => {
      const account = await namedAccount(args);
      callerOf(request);
      await auditedChange(request, account.email, 'RESET_MFA', undefined, () =>
        resetMfa(account.username),
      );
      return toStaffAccount({ ...account, mfaEnabled: false });
    },
  },
};
