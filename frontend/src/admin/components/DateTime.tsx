const format = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

export function DateTime({ value }: { value: string }) {
  return <time dateTime={value}>{format.format(new Date(value))}</time>;
}
