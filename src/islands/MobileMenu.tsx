import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { MOBILE_MEDIA_QUERY, type SiteLink } from '../site.config';
import { $mobileMenuOpen, closeMobileMenu, toggleMobileMenu } from '../stores/ui';
import { ExternalLink } from './shared/ExternalLink';

export interface MobileMenuProps {
  /** The site's own links, in order. */
  links: readonly SiteLink[];
  /** Partner sites, opened in a new tab. */
  partners: readonly SiteLink[];
}

/**
 * The header's menu under the mobile breakpoint: a toggle with `aria-expanded` and the panel it controls.
 * Escape closes it and returns focus to the toggle; choosing a link closes it.
 */
export default function MobileMenu({ links, partners }: MobileMenuProps) {
  const open = useStore($mobileMenuOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMobileMenu();
      toggleRef.current?.focus();
    };
    // Widening the window past the breakpoint hides the toggle, so the menu must not stay open behind it.
    const desktop = window.matchMedia(MOBILE_MEDIA_QUERY);
    const onChange = () => {
      if (!desktop.matches) closeMobileMenu();
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onChange);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onChange);
    };
  }, [open]);

  const linkClass =
    'flex min-h-touch items-center rounded px-3 text-base font-medium text-white hover:bg-white/10';

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-touch items-center justify-center rounded text-white hover:bg-white/10"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label="Menu"
        onClick={toggleMobileMenu}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-forest px-4 py-3 shadow-lg"
      >
        <ul className="grid gap-1">
          {links.map((link) => (
            <li key={link.href}>
              <a className={linkClass} href={link.href} onClick={closeMobileMenu}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 border-t border-white/10 px-3 pt-3 text-xs font-semibold tracking-wider text-leaf-100 uppercase">
          Partner sites
        </p>
        <ul className="grid gap-1">
          {partners.map((link) => (
            <li key={link.href}>
              <ExternalLink className={linkClass} href={link.href} onClick={closeMobileMenu}>
                {link.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
