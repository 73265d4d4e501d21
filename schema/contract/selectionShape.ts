// The shape of a GraphQL selection, walked without recursion: how many fields it selects (every
// alias and `__typename` counted, fragments as often as they are spread) and whether it selects one
// field under two response names. Aliases of a plain field multiply an answer without any resolver
// running, so both are bounded (apiLimits.ts). Shared by the handlers, which see the selection
// AppSync hands them, and the local gateway, which sees the whole query.

import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

export function fragmentsOf(document: DocumentNode): Fragments {
  return new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment] as const),
  );
}

interface Reached {
  field: FieldNode;
  /** The fragments being expanded on the way to this field, so a cycle is not followed. */
  expanding: readonly string[];
}

/** The fields one selection set selects, fragments (named and inline) expanded in place. */
export function fieldsOf(
  selectionSet: SelectionSetNode,
  fragments: Fragments,
  expanding: readonly string[] = [],
): Reached[] {
  const fields: Reached[] = [];
  const pending = [{ selectionSet, expanding }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    for (const selection of next.selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        fields.push({ field: selection, expanding: next.expanding });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push({ selectionSet: selection.selectionSet, expanding: next.expanding });
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // An unknown or cyclic spread is left to validation to report.
        if (fragment && !next.expanding.includes(name)) {
          pending.push({
            selectionSet: fragment.selectionSet,
            expanding: [...next.expanding, name],
          });
        }
      }
    }
  }
  return fields;
}

export type SelectionProblem = { kind: 'tooWide' } | { kind: 'repeated'; field: string };

/**
 * What is wrong with the selection below a root field, if anything: more than `limit` fields, or
 * one field under two response names in one selection set. Stops at the first problem.
 */
export function selectionProblem(
  selectionSet: SelectionSetNode | undefined,
  fragments: Fragments,
  limit: number,
  expanding: readonly string[] = [],
): SelectionProblem | undefined {
  let count = 0;
  const pending: { selectionSet: SelectionSetNode; expanding: readonly string[] }[] = [];
  if (selectionSet) {
    pending.push({ selectionSet, expanding });
  }
  for (let next = pending.pop(); next; next = pending.pop()) {
    const responseNames = new Map<string, string>();
    for (const { field, expanding } of fieldsOf(next.selectionSet, fragments, next.expanding)) {
      count += 1;
      if (count > limit) {
        return { kind: 'tooWide' };
      }
      const name = field.name.value;
      const responseName = field.alias?.value ?? name;
      if ((responseNames.get(name) ?? responseName) !== responseName) {
        return { kind: 'repeated', field: name };
      }
      responseNames.set(name, responseName);
      if (field.selectionSet) {
        pending.push({ selectionSet: field.selectionSet, expanding });
      }
    }
  }
  return undefined;
}
