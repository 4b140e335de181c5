/**
 * How the site prints dates, in one place: the calendar day as written in the content file ("4 March 2026"),
 * whatever the visitor's or the build machine's time zone.
 */

/** A date as the site prints it, e.g. "4 March 2026". */
export function formatDate(date: Date, locale = 'en-GB'): string {
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A date as a `<time datetime>` value: "2026-03-04". */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
