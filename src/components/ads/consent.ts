/**
 * Google's consent tool (Privacy & messaging), as AdSense expects it on the page: its script for this publisher, a
 * hidden frame named `googlefcPresent` that tells Google's ad code a consent tool is there (so that it waits for the
 * visitor's choice), and the `googlefc` queue through which the page asks it to show the choice again.
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

/**
 * Shows the visitor's consent choice again (the footer's 'Privacy settings'): loads the tool if it is not there yet, and
 * queues Google's documented call for when it knows the visitor's current choice.
 */
export function reopenConsentChoice(win: Window, scriptUrl: string): void {
  const api = (win.googlefc = win.googlefc ?? {});
  (api.callbackQueue = api.callbackQueue ?? []).push({ CONSENT_DATA_READY: () => win.googlefc?.showRevocationMessage?.() });
  loadConsentTool(win.document, scriptUrl);
}

/** Makes every `data-consent-settings` link reopen the choice instead of leading to the privacy page. */
export function watchConsentLinks(win: Window, scriptUrl: string): void {
  for (const link of win.document.querySelectorAll<HTMLAnchorElement>('a[data-consent-settings]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      reopenConsentChoice(win, scriptUrl);
    });
  }
}
