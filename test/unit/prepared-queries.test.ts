// The local gateway parses and validates each distinct valid query once (lib/local/gateway/
// prepared-queries.ts): refused queries are checked every time, and it keeps a bounded number.
import { describe, expect, it } from 'vitest';
import { preparedQueries, type Prepared } from '../../lib/local/gateway/prepared-queries';

function counted() {
  const calls: string[] = [];
  const prepare = (query: string): Prepared<{ query: string }, string[]> => {
    calls.push(query);
    return query.startsWith('bad') ? { errors: [`refused ${query}`] } : { document: { query } };
  };
  return { calls, prepare };
}

describe('prepared queries', () => {
  it('prepares a valid query once and answers it again with the same document', () => {
    const { calls, prepare } = counted();
    const prepared = preparedQueries(prepare, 10);
    const first = prepared('{ a }');
    expect(prepared('{ a }')).toBe(first);
    expect(prepared('{ b }')).toEqual({ document: { query: '{ b }' } });
    expect(calls).toEqual(['{ a }', '{ b }']);
  });

  it('checks a refused query every time it comes', () => {
    const { calls, prepare } = counted();
    const prepared = preparedQueries(prepare, 10);
    expect(prepared('bad 1')).toEqual({ errors: ['refused bad 1'] });
    expect(prepared('bad 1')).toEqual({ errors: ['refused bad 1'] });
    expect(calls).toEqual(['bad 1', 'bad 1']);
  });

  it('keeps at most its limit, dropping the oldest first', () => {
    const { calls, prepare } = counted();
    const prepared = preparedQueries(prepare, 2);
    prepared('{ a }');
    prepared('{ b }');
    prepared('{ c }');
    prepared('{ c }');
    prepared('{ b }');
    expect(calls).toEqual(['{ a }', '{ b }', '{ c }']);
    prepared('{ a }');
    expect(calls).toEqual(['{ a }', '{ b }', '{ c }', '{ a }']);
  });
});
