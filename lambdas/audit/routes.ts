// Resolves the audit trail the admin shows on a message, referral or feedback item. The entries are
// written by the handlers that view and change those items (lambdas/shared/audit.ts); this handler
// only reads them, and nothing can change them.

import { readAuditTrail } from '../shared/audit';
import type { Routes } from '../shared/resolver';
import { parseArguments } from '../shared/validation';
import { auditTrailArguments } from './schemas';
import type { AUDIT_FIELDS } from './fields';

export const routes: Routes<typeof AUDIT_FIELDS> = {
  'Query.auditTrail': {
    access: 'admin',
    resolve: async (args) => {
      const { kind, id } = parseArguments(auditTrailArguments, args);
      return readAuditTrail(kind, id);
    },
  },
};
