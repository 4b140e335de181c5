import { useStore } from '@nanostores/react';
import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import type { MobileMenuWords } from '@/schemas/mobile-menu-words';
import { MOBILE_MEDIA_QUERY } from '@/config/layout';
import type { SiteLink } from '@/config/links';
import { $mobileMenuOpen, MOBILE_MENU_ID, closeMobileMenu } from '@/stores/ui';
import { SiteLinkItems } from '@/components/layout/SiteLinkItems';
import { IslandBoundary } from './shared/IslandBoundary';

export interface MobileMenuProps {
  links: readonly SiteLink[];
  partners: readonly SiteLink[];
  /** Its words, from src/content/words/mobile-menu.yaml. */
  words: MobileMenuWords;
  newTab: string;
}

interface MenuMarkupProps extends MobileMenuProps {
  toggleRef?: RefObject<HTMLButtonElement | null>;
  /** The island's script is running (false in the server's HTML and in the fallback). */
  ready?: boolean;
  /** The island failed: the menu says so, and its links still work. */
  failed?: boolean;
}

/** The menu's links, drawn as the header's bar draws them (src/components/layout/SiteLinkItems.tsx). */
function MenuLinks({ links, newTab }: { links: readonly SiteLink[]; newTab?: string }) {
  return (
    <ul className="grid gap-1">
      <SiteLinkItems links={links} newTab={newTab} place="menu" />
    </ul>
  );
}

/**
 * Works without its script: `popovertarget` opens and closes the panel, the browser handles Escape, a tap outside and
 * the expanded state, the icon follows in CSS, and src/browser/popover-links.ts closes it when a link is chosen.
 * Nothing here depends on the open state, so hydrating never changes the open menu.
 */
function MenuMarkup({ links, partners, words, newTab, toggleRef, ready = false, failed = false }: MenuMarkupProps) {
  return (
    <div className="group md:hidden" data-menu-ready={ready ? '' : undefined}>
      <button
        ref={toggleRef}
        type="button"
        popoverTarget={MOBILE_MENU_ID}
        className="inline-flex size-touch items-center justify-center rounded text-white hover:bg-white/10"
        aria-label={words.toggle}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6 group-has-[:popover-open]:hidden"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="hidden size-6 group-has-[:popover-open]:block"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      {/* A popover sits in the top layer, outside the header's box: it is placed under the 4rem header by hand. */}
      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label={words.navigation}
        className="inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-t border-white/10 bg-forest px-4 py-3 text-white shadow-lg"
      >
        <MenuLinks links={links} />
        <p className="mt-3 border-t border-white/10 px-3 pt-3 text-xs font-semibold tracking-wider text-leaf-100 uppercase">
          {words.partners}
        </p>
        <MenuLinks links={partners} newTab={newTab} />
        {failed && <p className="mt-3 border-t border-white/10 px-3 pt-3 text-sm text-leaf-100">{words.fallback}</p>}
      </nav>
    </div>
  );
}

const subscribeToNothing = () => () => {};

/** Beyond the native popover: Escape returns focus to the button from anywhere; widening the window closes it. */
function LiveMenu(props: MobileMenuProps) {
  const open = useStore($mobileMenuOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // False while hydrating (matching the server's HTML), true from the first render after it.
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMobileMenu();
      toggleRef.current?.focus();
    };
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

  return <MenuMarkup {...props} toggleRef={toggleRef} ready={ready} />;
}

/**
 * The header's menu under the mobile breakpoint. The island loads only when the visitor first touches the menu
 * (client:interaction) and takes over without closing it; if it fails, the native menu stays with a short note.
 */
export default function MobileMenu(props: MobileMenuProps) {
  return (
    <IslandBoundary island="mobile menu" fallback={<MenuMarkup {...props} failed />}>
      <LiveMenu {...props} />
    </IslandBoundary>
  );
}
