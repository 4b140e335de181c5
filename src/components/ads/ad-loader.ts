import { loadConsentTool, watchConsentLinks } from './consent';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/**
 * Loads the ad network's script once, when the first ad slot comes near the viewport, then asks it to fill
 * every slot. The network's consent tool (its address in the page's `data-consent-tool`, AdLoader.astro) is loaded
 * just before it, so that the ad code finds it and waits for the visitor's choice where the law asks; the footer's
 * 'Privacy settings' link loads it on a click.
 * A blocked or failing script only marks the slots as failed: their reserved boxes stay as they were, and nothing is
 * thrown.
 */
export function loadAdsWhenNear(doc: Document): void {
  // The addresses come from the page (AdLoader.astro), not the site config, so that this script stays inside the page.
  const settings = doc.querySelector<HTMLElement>('[data-ad-loader]')?.dataset ?? {};
  const consentUrl = settings.consentTool ?? '';
  if (doc.defaultView) watchConsentLinks(doc.defaultView, consentUrl);
  const slots = [...doc.querySelectorAll<HTMLElement>('[data-ad-slot]')].filter((slot) =>
    slot.querySelector('ins.adsbygoogle'),
  );
  if (slots.length === 0) return;

  const markFailed = () => slots.forEach((slot) => slot.setAttribute('data-ad-failed', ''));
  const load = () => {
    loadConsentTool(doc, consentUrl);
    const script = doc.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `${settings.adLoader ?? ''}?client=${encodeURIComponent(settings.adClient ?? '')}`;
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
