/** A select's options: one for each value of `labels`, in its order, shown by its label. */
export function SelectOptions(props: { labels: Readonly<Record<string, string>> }) {
  return Object.entries(props.labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
