// How the admin writes values that several items' views show: calendar dates, services and file
// sizes.
import { SERVICE_TITLES, type ServiceKey } from '../../../../schema/contract/services';

/** The services' names, in the order the person chose them; an unknown key shows as itself. */
export const serviceNames = (keys: readonly string[]) =>
  keys.map((key) => SERVICE_TITLES[key as ServiceKey] ?? key).join(', ');

// A calendar date (AWSDate) has no time zone: read and write it in UTC so it never shifts a day.
const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'UTC' });
export const calendarDate = (value: string) => dateFormat.format(new Date(`${value}T00:00:00Z`));

const sizeFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
