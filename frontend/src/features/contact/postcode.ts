/** The optional postcode as a base-10 integer; blank, or not starting with a digit, is null. */
export function postcodeValue(raw: string): number | null {
  const value = Number.parseInt(raw.trim(), 10);
  return Number.isNaN(value) ? null : value;
}
