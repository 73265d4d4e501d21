// The provider's calendar: "today", a date received, a closing date are dates in the provider's
// time zone (siteConfig.timeZone), not UTC's, which is a day behind in Australia every morning.
import { siteConfig } from './siteConfig';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) an instant falls on in the provider's (or the given) time zone. */
export function providerDate(
  instant: Date | string,
  timeZone: string = siteConfig.timeZone,
): string {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}
