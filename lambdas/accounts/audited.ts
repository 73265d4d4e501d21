// An account change with its audit entries. Cognito and the audit table cannot share a transaction,
// so the order decides what a failure leaves: REQUESTED is written first (no entry, no call), the
// change's own entry only after Cognito made it, and FAILED when Cognito refused or failed. A done
// change is therefore never unaudited (its REQUESTED entry is there even if the last write fails),
// and a failed one is never recorded as done.

import type { AuditAction } from '../../schema/generated/types';
import { recordAudit } from '../shared/audit';
import type { RequestContext } from '../shared/errors';
import { log } from '../shared/log';

/** Runs `change` between its entries in the account's trail (kind STAFF_ACCOUNT, by e-mail). */
export async function auditedChange(
  request: RequestContext,
  email: string,
  action: AuditAction,
  detail: string | undefined,
  change: () => Promise<void>,
): Promise<void> {
  const entry = (recorded: AuditAction, what?: string) => ({
    kind: 'STAFF_ACCOUNT' as const,
    id: email,
    action: recorded,
    ...(what ? { detail: what } : {}),
  });
  await recordAudit(request, [entry('REQUESTED', action)]);
  try {
    await change();
  } catch (error) {
    await recordAudit(request, [entry('FAILED', action)]).catch((auditError: unknown) =>
      log.error('The FAILED audit entry could not be written', request, { error: auditError }),
    );
    throw error;
  }
  await recordAudit(request, [entry(action, detail)]);
}
