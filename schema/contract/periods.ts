// A number of days as a person would say it: whole years as years ("2 years"), anything else in
// days ("90 days").

const years = new Intl.NumberFormat('en-AU', { style: 'unit', unit: 'year', unitDisplay: 'long' });
const days = new Intl.NumberFormat('en-AU', { style: 'unit', unit: 'day', unitDisplay: 'long' });

export function periodInWords(dayCount: number): string {
  const wholeYears = Math.round(dayCount / 365.25);
  // Every year 365 or 366 days long: 730 is 2 years, 2557 (with its leap days) 7.
  const isWholeYears =
    wholeYears >= 1 && dayCount >= wholeYears * 365 && dayCount <= wholeYears * 366;
  return isWholeYears ? years.format(wholeYears) : days.format(dayCount);
}
