import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { filterSchema, toFilterExpression } from '../../lambdas/shared/filter';
import { parseArguments } from '../../lambdas/shared/validation';

const messageFilter = filterSchema({ fullName: 'string', postcode: 'int', email: 'string' });

function translate(filter: unknown) {
  return toFilterExpression(parseArguments(messageFilter, filter));
}

describe('filter translation', () => {
  it.each([
    [{ fullName: { eq: 'Ann' } }, '#fullName = :v0'],
    [{ fullName: { ne: 'Ann' } }, '#fullName <> :v0'],
    [{ fullName: { contains: 'Ann' } }, 'contains(#fullName, :v0)'],
    [{ fullName: { beginsWith: 'Ann' } }, 'begins_with(#fullName, :v0)'],
    [{ postcode: { eq: 3000 } }, '#postcode = :v0'],
    [{ postcode: { ne: 3000 } }, '#postcode <> :v0'],
    [{ postcode: { lt: 3000 } }, '#postcode < :v0'],
    [{ postcode: { le: 3000 } }, '#postcode <= :v0'],
    [{ postcode: { gt: 3000 } }, '#postcode > :v0'],
    [{ postcode: { ge: 3000 } }, '#postcode >= :v0'],
  ])('translates %j', (filter, expression) => {
    const [field, operators] = Object.entries(filter)[0]!;
    expect(translate(filter)).toEqual({
      expression,
      names: { [`#${field}`]: field },
      values: { ':v0': Object.values(operators)[0] },
    });
  });

  it('joins several fields and operators with AND, and nests and/or/not', () => {
    const result = translate({
      postcode: { le: 3999, ge: 3000 },
      or: [{ fullName: { beginsWith: 'A' } }, { email: { contains: '@example' } }],
      not: { email: { eq: 'spam@example.com' } },
    });
    expect(result).toEqual({
      expression:
        '((#postcode <= :v0 AND #postcode >= :v1) AND (begins_with(#fullName, :v2) OR contains(#email, :v3)) AND (NOT #email = :v4))',
      names: { '#postcode': 'postcode', '#fullName': 'fullName', '#email': 'email' },
      values: {
        ':v0': 3999,
        ':v1': 3000,
        ':v2': 'A',
        ':v3': '@example',
        ':v4': 'spam@example.com',
      },
    });
  });

  it('keeps values out of the expression, whatever they contain', () => {
    const hostile = "x) OR attribute_exists(id) OR (#a = 'y";
    const result = translate({ fullName: { eq: hostile } });
    expect(result?.expression).toBe('#fullName = :v0');
    expect(result?.values).toEqual({ ':v0': hostile });
  });

  it.each([{}, { fullName: {} }, { and: [] }, { not: {} }, { fullName: { eq: null } }])(
    'has no expression for the empty filter %j',
    (filter) => {
      expect(translate(filter)).toBeUndefined();
    },
  );

  it('treats an `or` with an empty alternative as no condition (it matches everything)', () => {
    expect(translate({ or: [{}, { fullName: { eq: 'Ann' } }] })).toBeUndefined();
    expect(translate({ or: [{ fullName: { eq: 'Ann' } }] })).toMatchObject({
      expression: '#fullName = :v0',
    });
  });

  it('caps the number of comparisons', () => {
    const filter = { and: Array.from({ length: 21 }, (_, i) => ({ postcode: { eq: 200 + i } })) };
    expect(() => translate(filter)).toThrow('filter: Use at most 20 comparisons.');
  });
});

describe('filter validation', () => {
  const wrapped = z.strictObject({ filter: messageFilter });

  /** `operator` wrapped `levels` times around one comparison. */
  function nested(operator: 'and' | 'or' | 'not', levels: number): Record<string, unknown> {
    let filter: Record<string, unknown> = { fullName: { eq: 'Ann' } };
    for (let level = 0; level < levels; level += 1) {
      filter = { [operator]: operator === 'not' ? filter : [filter] };
    }
    return filter;
  }

  it.each(['and', 'or', 'not'] as const)('accepts %s nested 3 levels deep', (operator) => {
    expect(parseArguments(wrapped, { filter: nested(operator, 3) }).filter).toEqual(
      nested(operator, 3),
    );
  });

  it.each([
    ['a `not` chain 4 deep', nested('not', 4)],
    ['a `not` chain 10 deep (hung the local store for minutes)', nested('not', 10)],
    ['an `and` chain 4 deep', nested('and', 4)],
    ['an `or` chain 4 deep', nested('or', 4)],
    ['mixed operators 4 deep', { and: [{ or: [{ not: { not: { fullName: { eq: 'A' } } } }] }] }],
    ['a chain 100000 deep', nested('not', 100000)],
  ])('rejects %s before translating anything', (_, filter) => {
    expect(() => parseArguments(wrapped, { filter })).toThrow(
      'filter: Nest and, or and not at most 3 levels deep.',
    );
  });

  it('counts the depth per branch, not across siblings', () => {
    const filter = {
      and: [nested('not', 2), nested('or', 2)],
      or: [nested('and', 2)],
      not: nested('not', 2),
    };
    expect(() => parseArguments(wrapped, { filter })).not.toThrow();
  });

  it('caps the number of filter objects, even empty ones', () => {
    const filter = (count: number) => ({ and: Array.from({ length: count }, () => ({})) });
    expect(() => parseArguments(wrapped, { filter: filter(49) })).not.toThrow();
    expect(() => parseArguments(wrapped, { filter: filter(50) })).toThrow(
      'filter: Use at most 50 filter objects.',
    );
  });

  it('still names the field for a bad value inside a nested filter', () => {
    expect(() =>
      parseArguments(wrapped, { filter: { not: { and: [{ postcode: { eq: 'x' } }] } } }),
    ).toThrow(/^filter\.not\.and\[0\]\.postcode\.eq: /);
  });

  it.each([
    [{ website: { eq: 'x' } }, 'filter.website: Unknown field.'],
    [{ fullName: { gt: 'x' } }, 'filter.fullName.gt: Unknown field.'],
    [{ postcode: { contains: 30 } }, 'filter.postcode.contains: Unknown field.'],
    [{ postcode: { eq: '3000' } }, 'filter.postcode.eq: '],
    [{ postcode: { eq: 3000.5 } }, 'filter.postcode.eq: '],
    [{ fullName: { eq: 7 } }, 'filter.fullName.eq: '],
    [
      { fullName: { eq: 'x'.repeat(1001) } },
      'filter.fullName.eq: Must be at most 1000 characters.',
    ],
    [{ and: [{ entityType: { eq: 'Post' } }] }, 'filter.and[0].entityType: Unknown field.'],
  ])('rejects %j', (filter, message) => {
    expect(() => parseArguments(wrapped, { filter })).toThrow(message);
  });
});
