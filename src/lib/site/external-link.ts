/**
 * How a link to another site is written everywhere on the site, for the Astro and the React external-link
 * components alike: it opens in a new tab, without giving the other site a handle on this page, and says so to
 * screen readers (the words `newTab` of src/content/words/layout.yaml, read after the link's text).
 */

/** What screen readers hear after the link's own text, so that a new tab is no surprise: a space, then the hint. */
export function newTabHint(hint: string): string {
  return ` ${hint}`;
}

/** The drawn arrow after a link's text that says "another site" to sighted readers (hidden from screen readers). */
export const EXTERNAL_ARROW = '↗';

/** The link's rel: no opener and no referrer; `sponsored` for paid and affiliate links, as search engines ask. */
export function externalRel(sponsored = false): string {
  return sponsored ? 'sponsored noopener noreferrer' : 'noopener noreferrer';
}
