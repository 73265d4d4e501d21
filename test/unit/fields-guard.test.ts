// The guard the public forms trust their restored checked files by
// (frontend/src/components/form/fieldsGuard.ts): an object with every named field of its kind
// passes, whatever else it holds; anything else, from a missing field to a number kept as a
// string, is refused.

import { describe, expect, it } from 'vitest';
import { fieldsGuard } from '../../frontend/src/components/form/fieldsGuard';

interface Checked {
  key: string;
  size: number;
}

const isChecked = fieldsGuard<Checked>({ key: 'string', size: 'number' });

describe('fieldsGuard', () => {
  it('passes an object whose named fields are of their kind, with other fields too', () => {
    expect(isChecked({ key: 'private/x.pdf', size: 10 })).toBe(true);
    expect(isChecked({ key: 'private/x.pdf', size: 10, fileName: 'x.pdf' })).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'private/x.pdf'],
    ['an array', ['private/x.pdf', 10]],
    ['a missing field', { key: 'private/x.pdf' }],
    ['a number kept as a string', { key: 'private/x.pdf', size: '10' }],
    ['a string field that is null', { key: null, size: 10 }],
  ])('refuses %s', (_, value) => {
    expect(isChecked(value)).toBe(false);
  });
});
