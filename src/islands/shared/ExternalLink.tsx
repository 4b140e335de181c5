import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { EXTERNAL_ARROW, NEW_TAB_HINT, externalRel } from '../../lib/external-link';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  /** A paid or affiliate link (rel="sponsored"). */
  sponsored?: boolean;
  /** Draw ↗ after the text. */
  arrow?: boolean;
}

/** A link to another site, opening in a new tab, for the islands (the Astro twin is components/links/ExternalLink). */
export function ExternalLink({ children, sponsored = false, arrow = false, ...attributes }: ExternalLinkProps) {
  return (
    <a {...attributes} target="_blank" rel={externalRel(sponsored)}>
      {children}
      {arrow && <span aria-hidden="true">{EXTERNAL_ARROW}</span>}
      <span className="sr-only">{NEW_TAB_HINT}</span>
    </a>
  );
}
