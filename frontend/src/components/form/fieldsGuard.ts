// Type guards for what a form kept with its progress in sessionStorage (useFileUploads.ts restores
// its checked files from there): storage may hold anything, so a value is trusted only once the
// fields the form reads are there with the right kind of value.

/** The typeof answer a field of this type gives. */
type FieldKind<V> = V extends string ? 'string' : V extends number ? 'number' : never;

/** A guard for an object whose named fields hold a string or a number, as named. */
export function fieldsGuard<T extends object>(fields: {
  [K in keyof T]?: FieldKind<T[K]>;
}): (value: unknown) => value is T {
  const expected = Object.entries(fields);
  return (value): value is T =>
    typeof value === 'object' &&
    value !== null &&
    expected.every(([name, kind]) => typeof (value as Record<string, unknown>)[name] === kind);
}
