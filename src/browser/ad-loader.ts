import { loadConsentTool, watchConsentLinks } from './ad-consent';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/**
 * Loads the ad script once, when the first slot nears the viewport, just after the consent tool so that the ad code
 * waits for the visitor's choice; then fills every slot. A failing script only marks the slots failed.
 */
export function loadAdsWhenNear(doc: Document): void {
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

  // Slots are marked data-near (src/browser/when-near.ts). The event's name is written out rather than imported: an
  // import shared with the base layout's script would turn both inline scripts into files to download.
  const onNear = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.matches('[data-ad-slot]')) return;
    doc.removeEventListener('near', onNear);
    load();
  };
  doc.addEventListener('near', onNear);
}
