/**
 * How every link to another site is written (src/components/links/ExternalLink.tsx): a new tab, no handle on this
 * page for the other site, and a hint for screen readers (`newTab` in src/content/words/layout.yaml).
 */

export function newTabHint(hint: string): string {
  return ` ${hint}`;
}

/** Says "another site" to sighted readers; hidden from screen readers. */
export const EXTERNAL_ARROW = '↗';

/** `sponsored` for paid and affiliate links, as search engines ask. */
export function externalRel(sponsored = false): string {
  return sponsored ? 'sponsored noopener noreferrer' : 'noopener noreferrer';
}
