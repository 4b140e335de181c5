/**
 * How a link to another site is written everywhere on the site, for the Astro and the React external-link
 * components alike: it opens in a new tab, without giving the other site a handle on this page, and says so to
 * screen readers.
 */

/** Read by screen readers after the link's text, so that a new tab is no surprise. */
export const NEW_TAB_HINT = ' (opens in a new tab)';

/** The drawn arrow after a link's text that says "another site" to sighted readers (hidden from screen readers). */
export const EXTERNAL_ARROW = '↗';

/** The link's rel: no opener and no referrer; `sponsored` for paid and affiliate links, as search engines ask. */
export function externalRel(sponsored = false): string {
  return sponsored ? 'sponsored noopener noreferrer' : 'noopener noreferrer';
}
