// Staff accounts, for owners: the list, and each account's roles. An owner cannot take the owner
// role from themselves, and no change may leave the pool without an active owner; each refusal
// says why, field `roles`. Every change is recorded in the account's audit trail (kind
// STAFF_ACCOUNT) once Cognito has made it.

import { rolesOfGroups, type Role } from '../../schema/contract/staffRoles';
import type { StaffAccount, StaffRole } from '../../schema/generated/types';
import { recordAudit } from '../shared/audit';
import { UnauthorizedError, ValidationError } from '../shared/errors';
import type { Routes } from '../shared/resolver';
import { parseArguments } from '../shared/validation';
import type { ACCOUNT_FIELDS } from './fields';
import { getAccount, listAccounts, setGroups, type PoolAccount } from './pool';
import { setStaffAccountRolesArguments } from './schemas';

export const SELF_OWNER_REFUSAL = 'You cannot take the owner role from yourself.';
export const LAST_OWNER_REFUSAL =
  'This is the last active owner: give another account the owner role first.';

function rolesOf(account: PoolAccount): Role[] {
  return rolesOfGroups(account.groups);
}

function toStaffAccount(account: PoolAccount): StaffAccount {
  return {
    username: account.username,
    email: account.email,
    name: account.name,
    status: account.status,
    createdAt: account.createdAt,
    roles: rolesOf(account).map((role) => role.toUpperCase() as StaffRole),
  };
}

const isActiveOwner = (account: PoolAccount) =>
  account.status !== 'DISABLED' && rolesOf(account).includes('owner');

export const routes: Routes<typeof ACCOUNT_FIELDS> = {
  'Query.staffAccounts': {
    resolve: async () => (await listAccounts()).map(toStaffAccount),
  },
  'Mutation.setStaffAccountRoles': {
    resolve: async (args, request) => {
      const { username, roles } = parseArguments(setStaffAccountRolesArguments, args).input;
      const caller = request.identity && 'username' in request.identity ? request.identity : null;
      if (!caller?.username) throw new UnauthorizedError('Only a signed-in owner can do this.');
      const account = await getAccount(username);
      // A role's group is its own name (schema/contract/roles.ts); the legacy group is dropped.
      const groups = roles.map((role) => role.toLowerCase());
      if (isActiveOwner(account) && !groups.includes('owner')) {
        if (account.username === caller.username)
          throw new ValidationError('roles', SELF_OWNER_REFUSAL);
        const owners = (await listAccounts()).filter(isActiveOwner);
        if (owners.every((owner) => owner.username === account.username)) {
          throw new ValidationError('roles', LAST_OWNER_REFUSAL);
        }
      }
      await setGroups(account, groups);
      await recordAudit(request, [
        {
          kind: 'STAFF_ACCOUNT',
          id: account.username,
          action: 'CHANGED_ROLES',
          detail: groups.join(', '),
        },
      ]);
      return toStaffAccount({ ...account, groups });
    },
  },
};
