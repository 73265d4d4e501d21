// How the admin writes values that several items' views show: calendar dates and services.
import { SERVICE_TITLES, type ServiceKey } from '../../../../schema/contract/services';

/** The services' names, in the order the person chose them; an unknown key shows as itself. */
export const serviceNames = (keys: readonly string[]) =>
  keys.map((key) => SERVICE_TITLES[key as ServiceKey] ?? key).join(', ');

// A calendar date (AWSDate) has no time zone: read and write it in UTC so it never shifts a day.
const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'UTC' });
export const calendarDate = (value: string) => dateFormat.format(new Date(`${value}T00:00:00Z`));
