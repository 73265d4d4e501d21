// The selection counter the local gateway and the handlers share (schema/contract/selectionShape.ts):
// fragments are measured once each, so a fragment spread exponentially often is counted, not
// expanded, and a fragment that spreads itself is found instead of followed.
import { parse, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fragmentsOf, selectionProblem } from '../../schema/contract/selectionShape';
import { fragmentBomb } from '../support/fragment-bomb';

function measured(query: string) {
  const document = parse(query);
  const fragments = fragmentsOf(document);
  const operation = document.definitions[0] as OperationDefinitionNode;
  return { fragments, root: operation.selectionSet };
}

/** The selection set below the first root field. */
function belowRoot(root: SelectionSetNode): SelectionSetNode | undefined {
  const [field] = root.selections;
  return field?.kind === 'Field' ? field.selectionSet : undefined;
}

describe('measuring a selection', () => {
  it('counts fields at every level and at the selection’s own level', () => {
    const { fragments, root } = measured(`
      { listPosts { nextToken items { id ...F ... on Post { title } } } }
      fragment F on Post { description location }
    `);
    expect(fragments.measure(root)).toEqual({ width: 1, size: 7 });
    expect(fragments.measure(belowRoot(root)!)).toEqual({ width: 2, size: 6 });
  });

  it('counts a fragment as often as it is spread, at the level it is spread', () => {
    const { fragments, root } = measured(`
      { ...R ...R }
      fragment R on Query { listPosts { items { ...P ...P } } }
      fragment P on Post { id title }
    `);
    expect(fragments.measure(root)).toEqual({ width: 2, size: 2 * (2 + 2 * 2) });
  });

  it('counts the 816-byte bomb of issue 21 as 10^9 fields', () => {
    const bomb = fragmentBomb(9, 10);
    expect(bomb).toHaveLength(816);
    const { fragments, root } = measured(bomb);
    expect(fragments.measure(root)).toEqual({ width: 1, size: 2 + 10 ** 9 });
  });

  it('counts a bomb past what a number holds as infinitely wide', () => {
    const { fragments, root } = measured(fragmentBomb(400, 10));
    expect(fragments.measure(root)).toEqual({ width: 1, size: Infinity });
  });

  it('counts a spread of an unknown fragment as nothing, for validation to report', () => {
    const { fragments, root } = measured('{ listPosts { items { id ...Missing } } }');
    expect(fragments.measure(root)).toEqual({ width: 1, size: 3 });
  });

  it('reports a fragment that spreads itself', () => {
    const { fragments, root } = measured(`
      { listPosts { items { ...A } } }
      fragment A on Post { id ...A }
    `);
    expect(fragments.measure(root)).toEqual({ kind: 'fragmentCycle', fragment: 'A', via: [] });
  });

  it('reports a cycle through other fragments, naming them in spread order', () => {
    const { fragments, root } = measured(`
      { listPosts { items { ...A } } }
      fragment A on Post { id ...B }
      fragment B on Post { title ...C }
      fragment C on Post { ... on Post { ...A } }
    `);
    expect(fragments.measure(root)).toEqual({
      kind: 'fragmentCycle',
      fragment: 'A',
      via: ['B', 'C'],
    });
  });

  it('measures a fragment reached on several paths once, and finds no cycle in it', () => {
    const { fragments, root } = measured(`
      { listPosts { items { ...A ...B } } }
      fragment A on Post { ...B ...C }
      fragment B on Post { ...C }
      fragment C on Post { id }
    `);
    expect(fragments.measure(root)).toEqual({ width: 1, size: 2 + 3 });
  });
});

describe('selectionProblem', () => {
  function problemBelowRoot(query: string, limit: number) {
    const { fragments, root } = measured(query);
    return selectionProblem(belowRoot(root), fragments, limit);
  }

  it('refuses the bomb as too wide without expanding it', () => {
    expect(problemBelowRoot(fragmentBomb(9, 10), 100)).toEqual({ kind: 'tooWide' });
    expect(problemBelowRoot(fragmentBomb(20, 2), 100)).toEqual({ kind: 'tooWide' });
  });

  it('refuses a bomb that loops back on itself as a cycle', () => {
    const cyclic = fragmentBomb(9, 10).replace('A9 on Post { id }', 'A9 on Post { ...A0 }');
    expect(problemBelowRoot(cyclic, 100)).toMatchObject({ kind: 'fragmentCycle' });
  });

  it('counts up to the limit and one past it', () => {
    const fragment = 'fragment P on Post { id title }';
    expect(problemBelowRoot(`{ listPosts { items { ...P ...P } } } ${fragment}`, 5)).toBe(
      undefined,
    );
    expect(problemBelowRoot(`{ listPosts { items { ...P ...P } } } ${fragment}`, 4)).toEqual({
      kind: 'tooWide',
    });
  });

  it('finds a field under two response names across fragments', () => {
    expect(
      problemBelowRoot(
        '{ listPosts { items { ...A ...B } } } fragment A on Post { x: title } fragment B on Post { y: title }',
        100,
      ),
    ).toEqual({ kind: 'repeated', field: 'title' });
  });

  it('lets one field reached twice under one name through', () => {
    expect(
      problemBelowRoot(
        '{ listPosts { items { ...A title } } } fragment A on Post { id title }',
        100,
      ),
    ).toBe(undefined);
  });
});
