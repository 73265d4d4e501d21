// A calendar date (the schema's AWSDate) as the server and the browser both check it.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Written YYYY-MM-DD and a day that exists (not 2025-02-30). */
export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    ISO_DATE.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  );
}
