// The script the test server puts first in every page's <head> when the browser tests ask for it (scripts/serve.mjs
// --without-media-source, --without-managed-media-source, --refusing-source-buffer, --record-page-errors);
// `npm run preview` never does. It is
// inline, allowed by its hash added to that response's script-src, so that a page the offline worker kept and answers
// without the network runs it too.
import { createHash } from 'node:crypto';

/** Where the page keeps the errors it records: a property of each window, and each tab's sessionStorage. */
export const PAGE_ERRORS_KEY = 'test:page-errors';

/**
 * Records what the page could not run, as a browser's console would show it: uncaught errors, unhandled rejections
 * and what the Content-Security-Policy blocked. Each entry goes into the window's list and, so that a link followed
 * in the same tab keeps it, into the tab's sessionStorage; `id` tells apart the copies a pop-up inherits with it.
 * Serialized into the page with toString: it may use nothing from outside.
 */
function recordPageErrors(key) {
  const kept = [];
  Object.defineProperty(window, key, { value: kept });
  const note = (text) => {
    const entry = {
      id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
      page: location.pathname,
      text,
    };
    kept.push(entry);
    try {
      sessionStorage.setItem(key, JSON.stringify([...JSON.parse(sessionStorage.getItem(key) ?? '[]'), entry]));
    } catch {
      // A tab without storage still has the window's list.
    }
  };
  window.addEventListener('error', (event) => note(`${event.message} (${event.filename}:${event.lineno})`));
  window.addEventListener('unhandledrejection', (event) => {
    const reason =
      event.reason instanceof Error ? `${event.reason.name}: ${event.reason.message}` : String(event.reason);
    note(`Unhandled rejection: ${reason}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    note(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
  });
}

/**
 * The script's text for the options asked, or null for none. Without Media Source the page sees what an iPhone
 * gives it (iOS 17.1+ has only ManagedMediaSource): both names of the old interface are gone, ManagedMediaSource stays.
 */
export function testPageScript({
  withoutMediaSource = false,
  withoutManagedMediaSource = false,
  refusingSourceBuffer = false,
  recordPageErrors: record = false,
} = {}) {
  const parts = [];
  if (withoutMediaSource) parts.push('delete window.MediaSource;delete window.WebKitMediaSource;');
  // Older iOS and old browsers have neither: the radio's plain <audio> path.
  if (withoutManagedMediaSource) parts.push('delete window.ManagedMediaSource;');
  // An engine that lies: isTypeSupported says yes to MP3, and the SourceBuffer itself is then refused.
  if (refusingSourceBuffer) {
    parts.push(
      "for(const name of ['MediaSource','ManagedMediaSource'])if(window[name])window[name].prototype.addSourceBuffer=function(){throw new DOMException('The operation is not supported.','NotSupportedError')};",
    );
  }
  if (record) parts.push(`(${recordPageErrors.toString()})(${JSON.stringify(PAGE_ERRORS_KEY)});`);
  return parts.length > 0 ? parts.join('') : null;
}

/** The page with the script first in its <head>, before any of its own; unchanged if it has no <head>. */
export function withTestPageScript(html, script) {
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (!head) return html;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`;
}

/** The policy with the script's hash added to its script-src; a policy without script-src is left as it is. */
export function allowTestPageScript(policy, script) {
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return policy
    .split(';')
    .map((directive) => (/^\s*script-src(\s|$)/i.test(directive) ? `${directive.trimEnd()} ${hash}` : directive))
    .join(';');
}
