import { useStore } from '@nanostores/react';
import { useEffect, useRef, type FocusEvent } from 'react';
import { loadMoment, remainingDelay } from '@/lib/donation/timing';
import type { DonationWords } from '@/schemas/donation-words';
import {
  $donationDue,
  dismissDonation,
  donationDelayPassed,
  isDonationOffered,
  isDonationShown,
  restoreDonationDismissal,
} from '@/stores/donation';
import { $mobileMenuOpen } from '@/stores/ui';
import { ExternalLink } from '@/components/links/ExternalLink';
import { IslandBoundary } from './shared/IslandBoundary';

export interface DonationPopupProps {
  /** Counted from the page's load event. */
  delayMs: number;
  /** A dismissal keeps it away this many days; 0 shows it on every visit. */
  snoozeDays: number;
  url: string;
  /** From src/content/words/donation.yaml. */
  words: DonationWords;
  newTab: string;
}

/** If the keyboard was inside, focus returns where it came from (or to the main content), never to the page's top. */
function close(card: HTMLElement | null, cameFrom: HTMLElement | null): void {
  if (card?.contains(document.activeElement)) {
    const target = cameFrom?.isConnected ? cameFrom : document.getElementById('main');
    target?.focus({ preventScroll: true });
  }
  dismissDonation();
}

/**
 * The donation request (product §4): a small non-modal card (a sheet at the bottom on phones) that never covers the
 * page's content. It appears `delayMs` after the load event, never while the mobile menu is open; it does not take
 * focus, Escape closes it, and if it fails it simply does not appear.
 */
export default function DonationPopup(props: DonationPopupProps) {
  return (
    <IslandBoundary island="donation pop-up" fallback={null}>
      <Popup {...props} />
    </IslandBoundary>
  );
}

function Popup({ delayMs, snoozeDays, url, words, newTab }: DonationPopupProps) {
  const visible = isDonationShown(useStore($donationDue), useStore($mobileMenuOpen));
  const cardRef = useRef<HTMLDivElement>(null);
  const cameFromRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    restoreDonationDismissal();
    if (!isDonationOffered(snoozeDays)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      const timing = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
      const now = performance.now();
      timer = setTimeout(donationDelayPassed, remainingDelay(delayMs, loadMoment(timing, now), now));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, [delayMs, snoozeDays]);

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close(cardRef.current, cameFromRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  if (!visible) return null;

  const onClose = () => close(cardRef.current, cameFromRef.current);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFromRef.current = from;
  };

  return (
    <div
      ref={cardRef}
      role="dialog"
      aria-labelledby="donation-heading"
      aria-describedby="donation-message"
      data-donation-popup
      onFocus={onFocus}
      // Under reduced motion the global stylesheet cuts the entrance transition to nothing.
      className="surface-light fixed inset-x-0 bottom-0 z-30 print:hidden max-h-[30dvh] overflow-y-auto rounded-t-2xl border-t border-rule bg-card px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-2xl transition duration-300 starting:translate-y-6 starting:opacity-0 md:inset-x-auto md:right-6 md:bottom-6 md:max-h-none md:w-88 md:rounded-2xl md:border md:p-6"
    >
      <button
        type="button"
        aria-label={words.close}
        onClick={onClose}
        className="absolute top-1 right-1 inline-flex size-touch items-center justify-center rounded-full text-ink-soft hover:bg-paper-deep hover:text-ink"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <p className="pr-10 text-xs font-semibold tracking-[0.15em] text-accent uppercase">{words.charityName}</p>
      <h2 id="donation-heading" className="mt-0.5 pr-10 font-serif text-lg font-bold md:mt-1 md:text-xl">
        {words.heading}
      </h2>
      <p id="donation-message" className="mt-1 text-sm text-ink-soft">
        {words.message}
      </p>
      <ExternalLink href={url} newTab={newTab} onClick={onClose} primary className="mt-2 md:mt-4">
        {words.donate}
      </ExternalLink>
    </div>
  );
}
