// The shape of a GraphQL selection, walked without recursion: how many fields it selects (every
// alias and `__typename` counted, fragments as often as they are spread) and whether it selects one
// field under two response names. Aliases of a plain field multiply an answer without any resolver
// running, so both are bounded (apiLimits.ts). Shared by the handlers, which see the selection
// AppSync hands them, and the local gateway, which sees the whole query.
//
// A fragment spreading another ten times, ten fragments deep, selects 10^10 fields in a query of
// under a kilobyte: fields are counted with each fragment measured once, and a selection is only
// expanded field by field once its count is known to be within the limit.

import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** What a selection set selects: fields at its own level, and fields at every level. */
export interface Measure {
  width: number;
  size: number;
}

/** A fragment that spreads itself, directly or through `via` (in spread order). */
export interface FragmentCycle {
  kind: 'fragmentCycle';
  fragment: string;
  via: string[];
}

interface Spread {
  name: string;
  /** Whether the spread sits at the selection set's own level (its fields add to the width). */
  top: boolean;
}

/** What a selection set selects before its named spreads are counted. */
interface Direct extends Measure {
  spreads: Spread[];
}

function directOf(selectionSet: SelectionSetNode): Direct {
  const direct: Direct = { width: 0, size: 0, spreads: [] };
  const pending = [{ selectionSet, top: true }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    for (const selection of next.selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        direct.size += 1;
        direct.width += next.top ? 1 : 0;
        if (selection.selectionSet) {
          pending.push({ selectionSet: selection.selectionSet, top: false });
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push({ selectionSet: selection.selectionSet, top: next.top });
      } else {
        direct.spreads.push({ name: selection.name.value, top: next.top });
      }
    }
  }
  return direct;
}

/**
 * A document's fragments, each measured at most once. A spread of an unknown fragment selects
 * nothing here: validation reports it.
 */
export class Fragments {
  readonly #definitions: ReadonlyMap<string, FragmentDefinitionNode>;
  readonly #measures = new Map<string, Measure>();

  constructor(document: DocumentNode) {
    this.#definitions = new Map(
      document.definitions
        .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((fragment) => [fragment.name.value, fragment] as const),
    );
  }

  get(name: string): FragmentDefinitionNode | undefined {
    return this.#definitions.get(name);
  }

  /** What the selection set selects, its spreads counted as often as they occur. */
  measure(selectionSet: SelectionSetNode): Measure | FragmentCycle {
    const direct = directOf(selectionSet);
    for (const { name } of direct.spreads) {
      const cycle = this.#measureFragment(name);
      if (cycle) {
        return cycle;
      }
    }
    return this.#combined(direct);
  }

  #combined({ width, size, spreads }: Direct): Measure {
    const measure = { width, size };
    for (const spread of spreads) {
      const fragment = this.#measures.get(spread.name);
      if (fragment) {
        measure.size += fragment.size;
        measure.width += spread.top ? fragment.width : 0;
      }
    }
    return measure;
  }

  /**
   * Measures the fragment and every fragment it reaches, depth first: a fragment is combined once
   * all it spreads are measured. A spread back into the fragments being measured is a cycle.
   */
  #measureFragment(name: string): FragmentCycle | undefined {
    const path: string[] = [];
    const stack: { name: string; direct?: Direct }[] = [{ name }];
    for (let next = stack.at(-1); next; next = stack.at(-1)) {
      const definition = this.#definitions.get(next.name);
      if (this.#measures.has(next.name) || !definition) {
        stack.pop();
      } else if (next.direct) {
        this.#measures.set(next.name, this.#combined(next.direct));
        path.pop();
        stack.pop();
      } else {
        next.direct = directOf(definition.selectionSet);
        path.push(next.name);
        for (const spread of next.direct.spreads) {
          const onPath = path.indexOf(spread.name);
          if (onPath !== -1) {
            return { kind: 'fragmentCycle', fragment: spread.name, via: path.slice(onPath + 1) };
          }
          stack.push({ name: spread.name });
        }
      }
    }
    return undefined;
  }
}

export function fragmentsOf(document: DocumentNode): Fragments {
  return new Fragments(document);
}

/**
 * The fields one selection set selects at its own level, fragments (named and inline) expanded in
 * place. Only for a selection set whose measure is known: it expands every spread it meets.
 */
export function fieldsOf(selectionSet: SelectionSetNode, fragments: Fragments): FieldNode[] {
  const fields: FieldNode[] = [];
  const pending = [selectionSet];
  for (let next = pending.pop(); next; next = pending.pop()) {
    for (const selection of next.selections) {
      if (selection.kind === Kind.FIELD) {
        fields.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push(selection.selectionSet);
      } else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) {
          pending.push(fragment.selectionSet);
        }
      }
    }
  }
  return fields;
}

export type SelectionProblem =
  { kind: 'tooWide' } | { kind: 'repeated'; field: string } | FragmentCycle;

/**
 * What is wrong with the selection below a root field, if anything: a fragment cycle, more than
 * `limit` fields, or one field under two response names in one selection set.
 */
export function selectionProblem(
  selectionSet: SelectionSetNode | undefined,
  fragments: Fragments,
  limit: number,
): SelectionProblem | undefined {
  if (!selectionSet) {
    return undefined;
  }
  const measure = fragments.measure(selectionSet);
  if ('kind' in measure) {
    return measure;
  }
  if (measure.size > limit) {
    return { kind: 'tooWide' };
  }
  const pending = [selectionSet];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const responseNames = new Map<string, string>();
    for (const field of fieldsOf(next, fragments)) {
      const name = field.name.value;
      const responseName = field.alias?.value ?? name;
      if ((responseNames.get(name) ?? responseName) !== responseName) {
        return { kind: 'repeated', field: name };
      }
      responseNames.set(name, responseName);
      if (field.selectionSet) {
        pending.push(field.selectionSet);
      }
    }
  }
  return undefined;
}
