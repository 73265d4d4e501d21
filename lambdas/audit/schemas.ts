// What the audit trail query accepts.

import * as z from 'zod/mini';
import type { AuditedKind, QueryAuditTrailArgs } from '../../schema/generated/types';
import { graphqlArguments } from '../shared/graphqlArguments';
import { entityId } from '../shared/validation';

const AUDITED_KINDS = [
  'MESSAGE',
  'REFERRAL',
  'FEEDBACK',
  'STAFF_ACCOUNT',
  'JOB_APPLICATION',
] as const satisfies AuditedKind[];

export const auditTrailArguments = graphqlArguments<QueryAuditTrailArgs>()(
  z.strictObject({
    kind: z.enum(AUDITED_KINDS, { error: `Must be one of ${AUDITED_KINDS.join(', ')}.` }),
    id: entityId,
  }),
);
