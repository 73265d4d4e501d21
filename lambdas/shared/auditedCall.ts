// A call outside DynamoDB (Cognito, SES) that must never go unaudited. The call and the audit table
// cannot share a transaction, so the order decides what a failure leaves: REQUESTED (its detail
// names the action) is written first, so no entry means no call; FAILED follows when the call
// failed. The action's own entry is the caller's to write once the call is done, so a done call
// is never unaudited (REQUESTED is there even if that last write fails) and a failed one is never
// recorded as done.

import type { AuditAction, AuditedKind } from '../../schema/generated/types';
import { recordAudit } from './audit';
import type { RequestContext } from './errors';
import { log } from './log';

export async function requestedCall<T>(
  request: RequestContext,
  subject: { kind: AuditedKind; id: string },
  action: AuditAction,
  call: () => Promise<T>,
): Promise<T> {
  const entry = (recorded: AuditAction) => ({ ...subject, action: recorded, detail: action });
  await recordAudit(request, [entry('REQUESTED')]);
  try {
    return await call();
  } catch (error) {
    await recordAudit(request, [entry('FAILED')]).catch((auditError: unknown) =>
      log.error('The FAILED audit entry could not be written', request, { error: auditError }),
    );
    throw error;
  }
}
