// A moment when the provider's calendar and UTC's differ: 9 am on 28 November in Sydney (AEDT,
// UTC+11, siteConfig.timeZone) is still the 27th in UTC, the browser's zone in these tests.
export const PROVIDER_MORNING = {
  instant: new Date('2026-11-27T22:00:00Z'),
  /** The provider's date at that moment. */
  date: '2026-11-28',
} as const;
