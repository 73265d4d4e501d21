// The admin's lists return each item's summary (the schema's *Summary types), never the whole
// item. When a summary holds personal details (schema/contract/personalDetails.ts) every item a
// list read returns gets a VIEWED entry in its audit trail before the list is answered, as opening
// the item does: nothing personal is shown without its entry.

import { LIST_VIEW_DETAIL, returnsPersonalDetails } from '../../schema/contract/personalDetails';
import type { AuditedKind } from '../../schema/generated/types';
import { recordAudit } from './audit';
import type { RequestContext } from './errors';

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
  kind: AuditedKind,
  fields: readonly string[],
  items: readonly { id: string }[],
): Promise<void> {
  if (!returnsPersonalDetails(kind, fields)) return;
  await recordAudit(
    request,
    items.map((item) => ({ kind, id: item.id, action: 'VIEWED', detail: LIST_VIEW_DETAIL })),
  );
}
