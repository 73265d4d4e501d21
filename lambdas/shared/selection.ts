// What a request selects under the root field this handler resolves, from what AppSync hands the
// Lambda: selectionSetList names every selected field once per alias (fragments expanded) but leaves
// out `__typename`, which selectionSetGraphQL shows. AppSync bounds neither, and fields without a
// resolver are free to alias, so the handler refuses, before it reads anything, a selection wider
// than the API's limit or one that selects a field twice: its answer cannot be multiplied.

import type { AppSyncResolverEvent } from 'aws-lambda';
import { parse } from 'graphql';
import { SELECTION_LIMIT } from '../../schema/contract/apiLimits';
import { ValidationError } from './errors';
import { fragmentsOf, selectionProblem } from '../../schema/contract/selectionShape';

const TYPENAME = /\b__typename\b/g;

type SelectionInfo = Pick<
  AppSyncResolverEvent<unknown>['info'],
  'selectionSetList' | 'selectionSetGraphQL'
>;

export function selectedFieldCount(info: SelectionInfo): number {
  const typenames = (info.selectionSetGraphQL ?? '').match(TYPENAME)?.length ?? 0;
  return (info.selectionSetList ?? []).length + typenames;
}

/** The field selected twice under different aliases in one selection set, if any. */
function repeatedField(selectionSetGraphQL: string | undefined): string | undefined {
  if (!selectionSetGraphQL?.trim()) {
    return undefined; // A field of scalar type selects nothing.
  }
  // A selection set is a query document in GraphQL's shorthand; the width is checked before this.
  const document = parse(selectionSetGraphQL);
  const [operation] = document.definitions;
  if (operation?.kind !== 'OperationDefinition') {
    return undefined;
  }
  const problem = selectionProblem(operation.selectionSet, fragmentsOf(document), Infinity);
  return problem?.kind === 'repeated' ? problem.field : undefined;
}

export function checkSelection(info: SelectionInfo): void {
  const count = selectedFieldCount(info);
  if (count > SELECTION_LIMIT) {
    throw new ValidationError(
      'selection',
      `Selects ${count} fields; a request may select at most ${SELECTION_LIMIT} under one field.`,
    );
  }
  const repeated = repeatedField(info.selectionSetGraphQL);
  if (repeated) {
    throw new ValidationError(
      'selection',
      `Selects ${repeated} more than once; select each field once.`,
    );
  }
}
