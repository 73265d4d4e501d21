// Resolves the audit trail the admin shows on a message, referral or feedback item. The entries are
// written by the handlers that view and change those items (lambdas/shared/audit.ts); this handler
// only reads them, and nothing can change them. An item's history goes only to those whose roles
// may open the item (schema/contract/roles.ts): intake staff do not read a complaint's history.

import { AUDITED_KIND_ACCESS, rolesAllow } from '../../schema/contract/roles';
import { readAuditTrail } from '../shared/audit';
import { rolesOf } from '../shared/auth';
import { UnauthorizedError } from '../shared/errors';
import type { Routes } from '../shared/resolver';
import { parseArguments } from '../shared/validation';
import { auditTrailArguments } from './schemas';
import type { AUDIT_FIELDS } from './fields';

export const routes: Routes<typeof AUDIT_FIELDS> = {
  'Query.auditTrail': {
    resolve: async (args, request) => {
      const { kind, id } = parseArguments(auditTrailArguments, args);
      if (!rolesAllow(AUDITED_KIND_ACCESS[kind], rolesOf(request.identity ?? null))) {
        throw new UnauthorizedError('Not Authorized to access auditTrail on type Query');
      }
      return readAuditTrail(kind, id);
    },
  },
};
