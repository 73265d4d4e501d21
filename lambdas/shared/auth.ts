// Defence in depth: AppSync already enforces the group directives, and handlers check again, both
// from the roles schema/contract/roles.ts gives each field.

import type { AppSyncIdentity } from 'aws-lambda';
import { type Role, rolesOfGroups } from '../../schema/contract/staffRoles';
import { cognito } from './clients';
import { config } from './config';
import { UnauthorizedError } from './errors';

function groupsOf(identity: AppSyncIdentity): unknown[] {
  if (!identity) {
    return [];
  }
  if ('groups' in identity && Array.isArray(identity.groups)) {
    return identity.groups;
  }
  if ('claims' in identity) {
    const claimed: unknown = identity.claims?.['cognito:groups'];
    return Array.isArray(claimed) ? claimed : [];
  }
  return [];
}

/** The caller's roles, from their Cognito groups; none for an API-key caller. */
export function rolesOf(identity: AppSyncIdentity): Role[] {
  return rolesOfGroups(groupsOf(identity));
}

/**
 * Who a signed-in staff member is, as colleagues read it on what they wrote: their e-mail address.
 * An id token carries it; an access token (what the admin sends) only the user name, which in a
 * pool signed into by e-mail is an opaque id, so the address is looked up in the pool.
 */
export async function staffName(identity: AppSyncIdentity): Promise<string> {
  if (!identity || !('claims' in identity) || !('username' in identity) || !identity.username) {
    throw new UnauthorizedError('Only a signed-in staff member can do this.');
  }
  const claimed: unknown = identity.claims?.email;
  if (typeof claimed === 'string' && claimed) {
    return claimed;
  }
  const { client, sdk } = await cognito();
  const { UserAttributes = [] } = await client.send(
    new sdk.AdminGetUserCommand({ UserPoolId: config.userPoolId(), Username: identity.username }),
  );
  return UserAttributes.find((attribute) => attribute.Name === 'email')?.Value || identity.username;
}
