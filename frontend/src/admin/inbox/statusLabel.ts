// A status value as an inbox's screens name it, for text that carries the API's value (History).

/** The label of each value; a value the labels do not know shows as itself. */
export function statusLabeller(
  labels: Readonly<Record<string, string>>,
): (value: string) => string {
  const byValue = new Map(Object.entries(labels));
  return (value) => byValue.get(value) ?? value;
}
