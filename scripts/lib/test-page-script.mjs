// The script the test server puts first in every page's <head> when the browser tests ask for it (scripts/serve.mjs
// --without-media-source, --without-managed-media-source, --refusing-source-buffer, --evicting-source-buffer,
// --record-page-errors); `npm run preview` never does. It is
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
    const entry = { id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`, page: location.pathname, text };
    kept.push(entry);
    try {
      sessionStorage.setItem(key, JSON.stringify([...JSON.parse(sessionStorage.getItem(key) ?? '[]'), entry]));
    } catch {
      // A tab without storage still has the window's list.
    }
  };
  window.addEventListener('error', (event) => note(`${event.message} (${event.filename}:${event.lineno})`));
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason instanceof Error ? `${event.reason.name}: ${event.reason.message}` : String(event.reason);
    note(`Unhandled rejection: ${reason}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    note(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
  });
}

/** When the engine evicts, after the first append: long enough for the player to be playing steadily. */
export const EVICTION_AFTER_MS = 6000;

/**
 * An engine that evicts audio it buffered ahead of the playing position, as a ManagedMediaSource may under memory
 * pressure: once, `afterMs` after the first append, everything buffered from just past the position is removed, and
 * `bufferedchange` is fired. An engine evicts on its own: the page never sees the removal's `update*` events (each
 * SourceBuffer gets, before the page's own listeners, one that hides them), and what the page appends meanwhile is
 * appended once the removal is done. Each eviction is noted in `window.__evictions`.
 * Serialized into the page with toString: it may use nothing from outside.
 */
function evictAhead(afterMs) {
  const buffers = window.SourceBuffer?.prototype;
  if (!buffers) return;
  const evictions = [];
  Object.defineProperty(window, '__evictions', { value: evictions });
  const removing = new WeakMap();
  for (const name of ['MediaSource', 'ManagedMediaSource']) {
    const sources = window[name]?.prototype;
    if (!sources) continue;
    const add = sources.addSourceBuffer;
    sources.addSourceBuffer = function addSourceBuffer(type) {
      const buffer = add.call(this, type);
      for (const event of ['updatestart', 'update', 'updateend']) {
        buffer.addEventListener(event, (happened) => {
          const removal = removing.get(buffer);
          if (!removal) return;
          happened.stopImmediatePropagation();
          if (event !== 'updateend') return;
          removing.delete(buffer);
          evictions.push({ at: Date.now(), from: removal.from, to: removal.to });
          buffer.dispatchEvent(new Event('bufferedchange'));
          // What the page appended meanwhile, in one piece (whole fragments, one after another, are one append).
          const parts = removal.data.map((data) => (ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data)));
          const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
          parts.reduce((offset, part) => (joined.set(part, offset), offset + part.length), 0);
          append.call(buffer, joined);
        });
      }
      return buffer;
    };
  }
  const append = buffers.appendBuffer;
  let due = null;
  buffers.appendBuffer = function appendBuffer(data) {
    const removal = removing.get(this);
    if (removal) {
      removal.data.push(data);
      return undefined;
    }
    due ??= performance.now() + afterMs;
    if (due !== Infinity && performance.now() >= due && !this.updating) {
      const audio = document.querySelector('audio');
      const from = (audio?.currentTime ?? 0) + 0.1;
      const ranges = this.buffered;
      const to = ranges.length > 0 ? ranges.end(ranges.length - 1) : 0;
      if (to > from + 1) {
        due = Infinity;
        removing.set(this, { from, to, data: [data] });
        this.remove(from, to);
        return undefined;
      }
    }
    return append.call(this, data);
  };
}

/**
 * The script's text for the options asked, or null for none. Without Media Source the page sees what an iPhone
 * gives it (iOS 17.1+ has only ManagedMediaSource): both names of the old interface are gone, ManagedMediaSource stays.
 */
export function testPageScript({
  withoutMediaSource = false,
  withoutManagedMediaSource = false,
  refusingSourceBuffer = false,
  evictingSourceBuffer = false,
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
  if (evictingSourceBuffer) parts.push(`(${evictAhead.toString()})(${EVICTION_AFTER_MS});`);
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
