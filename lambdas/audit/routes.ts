// Resolves the audit trail the admin shows on a message, referral or feedback item, and the audit
// log owners read and export across everything. The entries are written by the handlers that view
// and change those items (lambdas/shared/audit.ts); this handler only reads them, and nothing can
// change them. An item's history goes only to those whose roles may open the item
// (schema/contract/roles.ts): intake staff do not read a complaint's history.

import { AUDITED_KIND_ACCESS, rolesAllow } from '../../schema/contract/roles';
import type { AuditLogEntry } from '../../schema/generated/types';
import { readAuditTrail } from '../shared/audit';
import { rolesOf } from '../shared/auth';
import { toCsv, type CsvColumn } from '../shared/csv';
import { UnauthorizedError, ValidationError } from '../shared/errors';
import type { Routes } from '../shared/resolver';
import { parseArguments } from '../shared/validation';
import type { AUDIT_FIELDS } from './fields';
import { readAuditLog } from './log';
import { auditLogArguments, auditTrailArguments } from './schemas';

/** Entries the page shows at once; narrower filters reach older ones. */
export const AUDIT_LOG_PAGE_LIMIT = 500;
/** Entries one CSV export may hold. */
export const AUDIT_LOG_EXPORT_LIMIT = 10_000;
export const EXPORT_TOO_LARGE = `More than ${AUDIT_LOG_EXPORT_LIMIT} entries match: narrow the filter, by date for example.`;

const CSV_COLUMNS: readonly CsvColumn<AuditLogEntry>[] = [
  { header: 'When (UTC)', value: (entry) => entry.at },
  { header: 'Who', value: (entry) => entry.actor },
  { header: 'Kind', value: (entry) => entry.kind },
  { header: 'Item', value: (entry) => entry.itemId },
  { header: 'Action', value: (entry) => entry.action },
  { header: 'Detail', value: (entry) => entry.detail },
];

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
  'Query.auditLog': {
    resolve: async (args) => {
      const { filter } = parseArguments(auditLogArguments, args);
      return readAuditLog(filter ?? {}, AUDIT_LOG_PAGE_LIMIT);
    },
  },
  'Mutation.exportAuditLog': {
    resolve: async (args) => {
      const { filter } = parseArguments(auditLogArguments, args);
      const { entries, truncated } = await readAuditLog(filter ?? {}, AUDIT_LOG_EXPORT_LIMIT);
      if (truncated) throw new ValidationError('filter', EXPORT_TOO_LARGE);
      return toCsv(CSV_COLUMNS, entries);
    },
  },
};
