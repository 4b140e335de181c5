/**
 * Google's consent tool as AdSense expects it: its script, a hidden frame named `googlefcPresent` that tells the ad
 * code to wait for the visitor's choice, and the `googlefc` queue through which the page asks to show the choice again.
 */
interface ConsentApi {
  callbackQueue?: unknown[];
  showRevocationMessage?: () => void;
}

declare global {
  interface Window {
    googlefc?: ConsentApi;
  }
}

/** Loads the consent tool once, with the frame that signals it; a failing script leaves the page as it was. */
export function loadConsentTool(doc: Document, scriptUrl: string): void {
  if (!scriptUrl || doc.querySelector('script[data-consent-tool]')) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = scriptUrl;
  script.dataset.consentTool = '';
  doc.head.append(script);
  const frame = doc.createElement('iframe');
  frame.name = 'googlefcPresent';
  frame.title = 'googlefcPresent';
  frame.hidden = true;
  frame.tabIndex = -1;
  doc.body.append(frame);
}

/** The footer's 'Privacy settings': loads the tool if needed and queues Google's documented call to show the choice. */
export function reopenConsentChoice(win: Window, scriptUrl: string): void {
  const api = (win.googlefc = win.googlefc ?? {});
  (api.callbackQueue = api.callbackQueue ?? []).push({
    CONSENT_DATA_READY: () => win.googlefc?.showRevocationMessage?.(),
  });
  loadConsentTool(win.document, scriptUrl);
}

export function watchConsentLinks(win: Window, scriptUrl: string): void {
  for (const link of win.document.querySelectorAll<HTMLAnchorElement>('a[data-consent-settings]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      reopenConsentChoice(win, scriptUrl);
    });
  }
}
