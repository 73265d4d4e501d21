// What the audit trail and audit log fields accept.

import * as z from 'zod/mini';
import type {
  AuditedKind,
  QueryAuditLogArgs,
  QueryAuditTrailArgs,
} from '../../schema/generated/types';
import { calendarDate } from '../shared/fieldSchemas';
import { graphqlArguments } from '../shared/graphqlArguments';
import { entityId, singleLineText } from '../shared/validation';

const AUDITED_KINDS = [
  'MESSAGE',
  'REFERRAL',
  'FEEDBACK',
  'STAFF_ACCOUNT',
  'JOB_APPLICATION',
] as const satisfies AuditedKind[];

const auditedKind = z.enum(AUDITED_KINDS, { error: `Must be one of ${AUDITED_KINDS.join(', ')}.` });

export const auditTrailArguments = graphqlArguments<QueryAuditTrailArgs>()(
  z.strictObject({
    kind: auditedKind,
    id: entityId,
  }),
);

/** An e-mail address or a reference at most: the longest value an entry's actor or item holds. */
const FILTER_TEXT_MAX = 254;

const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

export const auditLogArguments = graphqlArguments<QueryAuditLogArgs>()(
  z.strictObject({
    filter: optional(
      z
        .strictObject({
          actor: optional(singleLineText(FILTER_TEXT_MAX)),
          kind: optional(auditedKind),
          itemId: optional(singleLineText(FILTER_TEXT_MAX)),
          from: optional(calendarDate),
          to: optional(calendarDate),
        })
        .check(
          z.refine((filter) => !filter.itemId || Boolean(filter.kind), {
            message: 'Choose the kind of item as well.',
            path: ['kind'],
          }),
          z.refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
            message: 'Must not be after the last day.',
            path: ['from'],
          }),
        ),
    ),
  }),
);
