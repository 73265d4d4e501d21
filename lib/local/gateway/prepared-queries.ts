// Queries the gateway already parsed and validated, by their text. The site and the admin send the
// same few operations again and again, and parsing and validating one cost about a tenth of a
// request's time here (0.45 of 4.8 CPU-ms). Only queries that passed are kept, so every refused
// one is checked and answered as before; the schema and the rules are fixed for a gateway's life.
// At most `limit` are kept, the oldest dropped first, so that endless distinct queries cannot grow
// it without bound.

export type Prepared<Document, Errors> = { document: Document } | { errors: Errors };

export function preparedQueries<Document, Errors>(
  prepare: (query: string) => Prepared<Document, Errors>,
  limit: number,
): (query: string) => Prepared<Document, Errors> {
  const kept = new Map<string, { document: Document }>();
  return (query) => {
    const known = kept.get(query);
    if (known) return known;
    const prepared = prepare(query);
    if ('document' in prepared) {
      kept.set(query, prepared);
      if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    }
    return prepared;
  };
}
