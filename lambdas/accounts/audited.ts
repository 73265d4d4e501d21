// An account change with its audit entries (../shared/auditedCall.ts): REQUESTED before Cognito is
// asked, FAILED when it refused or failed, the change's own entry only once Cognito made it.

import type { AuditAction } from '../../schema/generated/types';
import { recordAudit } from '../shared/audit';
import { requestedCall } from '../shared/auditedCall';
import type { RequestContext } from '../shared/errors';

/** Runs `change` between its entries in the account's trail (kind STAFF_ACCOUNT, by e-mail). */
export async function auditedChange(
  request: RequestContext,
  email: string,
  action: AuditAction,
  detail: string | undefined,
  change: () => Promise<void>,
): Promise<void> {
  const subject = { kind: 'STAFF_ACCOUNT' as const, id: email };
  await requestedCall(request, subject, action, change);
  await recordAudit(request, [{ ...subject, action, ...(detail ? { detail } : {}) }]);
}
