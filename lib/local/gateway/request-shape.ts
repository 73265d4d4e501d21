// Checks on a request's shape made before anything parses or validates it recursively: how deep its
// brackets nest and how many fields each root field selects (lib/api-limits.ts). Both walk without
// recursion over the text or stop early, so a hostile request costs little to refuse.
import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

const OPENING = new Set(['{', '[', '(']);
const CLOSING = new Set(['}', ']', ')']);

/** The index of the `"` closing the string whose opening quote is at `start`. */
function endOfString(text: string, start: number): number {
  let at = start + 1;
  while (at < text.length && text[at] !== '"') {
    at += text[at] === '\\' ? 2 : 1;
  }
  return at;
}

/** The index of the last `"` of the GraphQL block string opening at `start` (`\"""` is escaped). */
function endOfBlockString(text: string, start: number): number {
  for (let at = text.indexOf('"""', start + 3); at !== -1; at = text.indexOf('"""', at + 1)) {
    if (text[at - 1] !== '\\') {
      return at + 2;
    }
  }
  return text.length;
}

/**
 * Whether brackets outside strings (and, in GraphQL, comments) nest deeper than `limit` in JSON or
 * GraphQL text. Unbalanced text is left to the parser to report.
 */
export function nestsDeeperThan(text: string, limit: number, syntax: 'json' | 'graphql'): boolean {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] ?? '';
    if (char === '"') {
      at =
        syntax === 'graphql' && text.startsWith('"""', at)
          ? endOfBlockString(text, at)
          : endOfString(text, at);
    } else if (char === '#' && syntax === 'graphql') {
      const lineEnd = text.indexOf('\n', at);
      at = lineEnd === -1 ? text.length : lineEnd;
    } else if (OPENING.has(char)) {
      depth += 1;
      if (depth > limit) {
        return true;
      }
    } else if (CLOSING.has(char)) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The fields selected under `selectionSet`, counting every alias and `__typename` and expanding
 * fragments; stops counting past `limit`. A fragment spread inside itself is skipped (validation
 * reports the cycle).
 */
function countSelections(
  selectionSet: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  limit: number,
): number {
  let count = 0;
  const pending: { selectionSet: SelectionSetNode; expanding: readonly string[] }[] = [];
  if (selectionSet) {
    pending.push({ selectionSet, expanding: [] });
  }
  for (let next = pending.pop(); next && count <= limit; next = pending.pop()) {
    for (const selection of next.selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        count += 1;
        if (selection.selectionSet) {
          pending.push({ selectionSet: selection.selectionSet, expanding: next.expanding });
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push({ selectionSet: selection.selectionSet, expanding: next.expanding });
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !next.expanding.includes(name)) {
          pending.push({
            selectionSet: fragment.selectionSet,
            expanding: [...next.expanding, name],
          });
        }
      }
    }
  }
  return count;
}

/** The response names of root fields that select more than `limit` fields. */
export function overwideRootFields(document: DocumentNode, limit: number): string[] {
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment] as const),
  );
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operations.flatMap((operation) =>
    operation.selectionSet.selections.flatMap((selection) => {
      // Root fields in a fragment are counted together with everything they select.
      const [name, selectionSet]: [string, SelectionSetNode | undefined] =
        selection.kind === Kind.FIELD
          ? [selection.alias?.value ?? selection.name.value, selection.selectionSet]
          : [
              operation.name?.value ?? operation.operation,
              { kind: Kind.SELECTION_SET, selections: [selection] },
            ];
      return countSelections(selectionSet, fragments, limit) > limit ? [name] : [];
    }),
  );
}
