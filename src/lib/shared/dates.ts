import { SITE } from '../../site.config';

/** How the site prints dates: the calendar day of the content file ("4 March 2026"), whatever the time zone. */

export function formatDate(date: Date, locale: string = SITE.locale): string {
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** For `<time datetime>`: "2026-03-04". */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
