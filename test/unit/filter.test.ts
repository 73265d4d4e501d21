import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
