// Defence in depth: AppSync already enforces the group directives, and handlers check again.

import type { AppSyncIdentity } from 'aws-lambda';
import { ADMIN_GROUP } from '../../schema/contract/authSettings';
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

export function isAdmin(identity: AppSyncIdentity): boolean {
  return groupsOf(identity).includes(ADMIN_GROUP);
}

/**
 * Who a signed-in caller is, as staff read it on what they wrote: the e-mail claim when the token
 * carries one (id tokens), else the Cognito user name (access tokens).
 */
export function callerName(identity: AppSyncIdentity): string {
  if (identity && 'claims' in identity) {
    const email: unknown = identity.claims?.email;
    if (typeof email === 'string' && email) {
      return email;
    }
    if ('username' in identity && identity.username) {
      return identity.username;
    }
  }
  throw new UnauthorizedError('Only a signed-in user can do this.');
}
