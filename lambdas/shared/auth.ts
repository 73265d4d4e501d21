// Defence in depth: AppSync already enforces the group directives, and handlers check again.

import type { AppSyncIdentity } from 'aws-lambda';
import { ADMIN_GROUP } from '../../schema/contract/authSettings';

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
