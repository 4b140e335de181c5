import { ADS } from '../../site.config';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/**
 * Loads the ad network's script once, when the first ad slot comes near the viewport, then asks it to fill
 * every slot. A blocked or failing script only marks the slots as failed: their reserved boxes stay as they were,
 * and nothing is thrown.
 */
export function loadAdsWhenNear(doc: Document): void {
  const slots = [...doc.querySelectorAll<HTMLElement>('[data-ad-slot]')].filter((slot) =>
    slot.querySelector('ins.adsbygoogle'),
  );
  if (slots.length === 0) return;

  const markFailed = () => slots.forEach((slot) => slot.setAttribute('data-ad-failed', ''));
  const load = () => {
    const script = doc.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `${ADS.scriptUrl}?client=${encodeURIComponent(ADS.client)}`;
    script.addEventListener('error', markFailed);
    doc.head.append(script);
    for (const _slot of slots) {
      try {
        (window.adsbygoogle = window.adsbygoogle ?? []).push({});
      } catch {
        markFailed();
      }
    }
  };

  // The first slot to come near (each is marked data-near, watched by src/browser/when-near.ts) loads the script
  // for all of them.
  // The event's name is written out rather than imported: an import shared with the base layout's script would
  // turn both inline scripts into files to download.
  const onNear = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.matches('[data-ad-slot]')) return;
    doc.removeEventListener('near', onNear);
    load();
  };
  doc.addEventListener('near', onNear);
}
