// How many fields a request selects under the root field this handler resolves, from what AppSync
// hands the Lambda: selectionSetList names every selected field once per alias (fragments
// expanded) but leaves out `__typename`, which selectionSetGraphQL shows. AppSync itself bounds
// neither, and fields without a resolver are free to alias, so the handler refuses a selection
// wider than the API's limit before it reads anything: its answer cannot be multiplied.

import type { AppSyncResolverEvent } from 'aws-lambda';
import { SELECTION_LIMIT } from '../../schema/contract/apiLimits';
import { ValidationError } from './errors';

const TYPENAME = /\b__typename\b/g;

type SelectionInfo = Pick<
  AppSyncResolverEvent<unknown>['info'],
  'selectionSetList' | 'selectionSetGraphQL'
>;

export function selectedFieldCount(info: SelectionInfo): number {
  const typenames = (info.selectionSetGraphQL ?? '').match(TYPENAME)?.length ?? 0;
  return (info.selectionSetList ?? []).length + typenames;
}

export function checkSelectionWidth(info: SelectionInfo): void {
  const count = selectedFieldCount(info);
  if (count > SELECTION_LIMIT) {
    throw new ValidationError(
      'selection',
      `Selects ${count} fields; a request may select at most ${SELECTION_LIMIT} under one field.`,
    );
  }
}
