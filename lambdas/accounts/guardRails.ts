// What no account change may do: an owner disabling, deleting or taking the owner role from
// themselves, or any change leaving the pool without an active owner (who else could undo it?).
// Each refusal is a ValidationError that says why.

import { rolesOfGroups } from '../../schema/contract/staffRoles';
import { ValidationError } from '../shared/errors';
import { listAccounts, type PoolAccount } from './pool';

export const SELF_REFUSALS = {
  removeOwner: { field: 'roles', text: 'You cannot take the owner role from yourself.' },
  disable: { field: 'username', text: 'You cannot disable your own account.' },
  delete: { field: 'username', text: 'You cannot delete your own account.' },
} as const;

export const LAST_OWNER_REFUSAL =
  'This is the last active owner: give another account the owner role first.';

const isActiveOwner = (account: PoolAccount) =>
  account.status !== 'DISABLED' && rolesOfGroups(account.groups).includes('owner');

/** Refuses the change when the account is the caller's own. */
export function refuseSelf(
  account: PoolAccount,
  caller: string,
  change: keyof typeof SELF_REFUSALS,
): void {
  if (account.username === caller) {
    const { field, text } = SELF_REFUSALS[change];
    throw new ValidationError(field, text);
  }
}

/** Refuses taking this account out of the active owners when it is the last of them. */
export async function refuseLosingLastOwner(account: PoolAccount, field: string): Promise<void> {
  if (!isActiveOwner(account)) return;
  const owners = (await listAccounts()).filter(isActiveOwner);
  if (owners.every((owner) => owner.username === account.username)) {
    throw new ValidationError(field, LAST_OWNER_REFUSAL);
  }
}
