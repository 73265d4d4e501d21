// Checks on a request's shape made before anything parses or validates it recursively: how deep its
// brackets nest, and what each operation selects at its root and below each root field
// (apiLimits.ts). Both walk without recursion over the text or stop early, so a hostile request
// costs little to refuse.
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import {
  fieldsOf,
  fragmentsOf,
  selectionProblem,
  type FragmentCycle,
} from '../../../schema/contract/selectionShape';

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

function cycleMessage({ fragment, via }: FragmentCycle): string {
  const through = via.length > 0 ? ` via ${via.map((name) => `"${name}"`).join(', ')}` : '';
  return `Cannot spread fragment "${fragment}" within itself${through}.`;
}

/**
 * Why the document's selection is refused: a fragment that spreads itself, more than `limit` fields
 * at an operation's root, or, one message per offending root field (by response name), more than
 * `limit` fields below it or a field selected twice under different aliases. Fragments are measured
 * before anything is expanded, so a fragment spread exponentially often costs no more than its text.
 */
export function selectionProblems(document: DocumentNode, limit: number): string[] {
  const fragments = fragmentsOf(document);
  return document.definitions
    .filter(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    )
    .flatMap((operation) => {
      const root = fragments.measure(operation.selectionSet);
      if ('kind' in root) {
        return [cycleMessage(root)];
      }
      if (root.width > limit) {
        return [
          `The operation selects more than ${limit} fields at its root; a request may select at ` +
            `most ${limit} there.`,
        ];
      }
      return fieldsOf(operation.selectionSet, fragments).flatMap((field) => {
        const problem = selectionProblem(field.selectionSet, fragments, limit);
        const name = field.alias?.value ?? field.name.value;
        switch (problem?.kind) {
          case undefined:
            return [];
          case 'fragmentCycle':
            return [cycleMessage(problem)];
          case 'tooWide':
            return [
              `${name} selects more than ${limit} fields; a request may select at most ${limit} ` +
                'under one root field.',
            ];
          case 'repeated':
            return [`${name} selects ${problem.field} more than once; select each field once.`];
        }
      });
    });
}
