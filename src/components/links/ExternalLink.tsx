import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { EXTERNAL_ARROW, externalRel, newTabHint } from '@/lib/links/external-link';
import { PRIMARY_BUTTON } from './primary-button';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  /** A paid or affiliate link (rel="sponsored"). */
  sponsored?: boolean;
  arrow?: boolean;
  /** Drawn as the site's primary button (./primary-button.ts); `className` then adds only its place. */
  primary?: boolean;
  /** What screen readers hear after the text: `newTab` of src/content/words/layout.yaml, passed down by the page. */
  newTab: string;
}

/**
 * A link to another site, opening in a new tab (src/lib/links/external-link.ts says how every such link is written).
 * The islands draw it, and the static pages render it on the server with no client directive, so it ships no script.
 */
export function ExternalLink({
  children,
  sponsored = false,
  arrow = false,
  primary = false,
  newTab,
  className,
  ...attributes
}: ExternalLinkProps) {
  const look = primary ? [className, PRIMARY_BUTTON].filter(Boolean).join(' ') : className;
  return (
    <a {...attributes} className={look} target="_blank" rel={externalRel(sponsored)}>
      {children}
      {arrow && <span aria-hidden="true">{EXTERNAL_ARROW}</span>}
      <span className="sr-only">{newTabHint(newTab)}</span>
    </a>
  );
}
