// The admin's lists return each item's summary (the schema's *Summary types), never the whole
// item. When a summary holds personal details (schema/contract/personalDetails.ts) every item a
// list read returns gets a VIEWED entry in its audit trail before the list is answered, as opening
// the item does: nothing personal is shown without its entry.

import {
  LIST_VIEW_DETAIL,
  returnsPersonalDetails,
  type AuditedKindValue,
} from '../../schema/contract/personalDetails';
import { recordAudit } from './audit';
import type { Entity } from './config';
import type { RequestContext } from './errors';
import { type ListArguments, listFilledPage } from './list';

type FieldOf<T> = Exclude<keyof T, '__typename'> & string;

/** Names every field of summary type T (the compiler refuses a list that misses one). */
export function summaryFields<T>() {
  return <const F extends readonly FieldOf<T>[]>(
    fields: F & ([Exclude<FieldOf<T>, F[number]>] extends [never] ? unknown : never),
  ): F => fields;
}

/** Only the summary's fields of an item. */
export function summaryOf<T, K extends keyof T>(item: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, item[field]])) as Pick<T, K>;
}

/** Records a view of each listed item when its summary's fields hold personal details. */
export async function recordListView(
  request: RequestContext,
  kind: AuditedKindValue,
  fields: readonly string[],
  items: readonly { id: string }[],
): Promise<void> {
  if (!returnsPersonalDetails(kind, fields)) return;
  await recordAudit(
    request,
    items.map((item) => ({ kind, id: item.id, action: 'VIEWED', detail: LIST_VIEW_DETAIL })),
  );
}

/**
 * One page of summaries, read with only their fields (a projection, so the rest stays in the
 * table), each item's view recorded before the page is answered.
 */
export async function listSummaries<T extends { id: string; createdAt: string }>(
  entity: Entity,
  kind: AuditedKindValue,
  args: ListArguments,
  fields: readonly (keyof T & string)[],
  request: RequestContext,
): Promise<{ items: Pick<T, keyof T & string>[]; nextToken: string | null }> {
  const page = await listFilledPage<T>(entity, args, fields);
  // Whatever the read returned, the answer holds only the summary's fields.
  const items = page.items.map((item) => summaryOf(item, fields));
  await recordListView(request, kind, fields, items);
  return { items, nextToken: page.nextToken };
}
