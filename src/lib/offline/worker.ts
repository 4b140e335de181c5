// Offline reading: the service worker's caching rules (this file, built by
// src/integrations/offline-worker.ts and registered by src/browser/register-worker.ts) and what the offline page lists
// as kept on this phone (kept.ts, drawn by src/browser/offline-list.ts).

import type { GenerateSWOptions } from 'workbox-build';
import { OFFLINE, PLANT_DATABASE } from '../../site.config';

/** The browser editor, which the worker never keeps: its folder (CMS.path) and the site files its pages load. */
export interface EditorExclusion {
  /** e.g. `/admin/`. */
  readonly folder: string;
  /** Addresses of the build's files that the editor's pages load, e.g. `/_astro/main-BBzW-7jj.js` (6 MB). */
  readonly files: readonly string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `/_astro/` files a built page loads by src or href: its scripts, modules and stylesheets. */
export function siteFilesOf(html: string): string[] {
  return [...new Set([...html.matchAll(/\s(?:src|href)="(\/_astro\/[^"?#]+)/g)].map((match) => match[1]!))];
}

/**
 * Every address of the editor, as one expression on the whole address (a rule that must hold values is an expression:
 * a function is copied into the worker as text, without the values around it): a path in its folder, the folder
 * itself included, in any letter case as the host serves it, or one of its files. It starts after the scheme, never at
 * the first character, so Workbox applies it to this site's addresses only.
 */
export function editorAddressPattern(editor: EditorExclusion): RegExp {
  const folder = escape(editor.folder.replace(/\/$/, ''));
  const paths = [`${folder}(?:/[^?#]*)?`, ...editor.files.map(escape)].join('|');
  return new RegExp(`://[^/?#]+(?:${paths})(?:[?#]|$)`, 'i');
}

/**
 * The service worker's rules, as Workbox's generateSW options (run over the build by src/integrations/offline-worker.ts):
 *
 * - at install: the stylesheet, the icon, the manifest and the offline page (OFFLINE.precache);
 * - every page opened: from the network first, the kept copy if the network fails or takes longer than
 *   OFFLINE.networkTimeoutSeconds, and the offline page for a page never kept. So an old page is never shown while
 *   the network answers in time, and after a deploy the new page is what the visitor sees;
 * - the search index and the plant records opened: from the cache at once, refreshed in the background, so that
 *   the database searches offline and after a deploy the new data is there by the second view;
 * - the site's own hashed code (`/_astro/`): kept once fetched, as it never changes under the same name;
 * - never the browser editor (its pages under CMS.path and the code they load: the first rule sends them to the network);
 * - never the radio's stream or status (OFFLINE rules match no `/api/` address), never another site's response
 *   (every rule matches this site's paths only: Workbox applies a regular expression to another origin only when it
 *   matches from the first character, and these begin with a path).
 *
 * The new worker takes over at once (skipWaiting, clientsClaim) and removes the caches of older Workbox versions.
 */
export function offlineWorkerOptions(distDir: string, editor: EditorExclusion): GenerateSWOptions {
  return {
    globDirectory: distDir,
    globPatterns: [...OFFLINE.precache],
    swDest: `${distDir.replace(/\/$/, '')}${OFFLINE.workerPath}`,
    // One file: the worker is the only request the page adds, and it is all 'self' for the Content-Security-Policy.
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Hashed names change with their content; Workbox need not add its own revision to them.
    dontCacheBustURLsMatching: /^_astro\//,
    // 'offline/index.html' is kept under the address the worker asks for, '/offline/'.
    manifestTransforms: [
      (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: entry.url.replace(/(^|\/)index\.html$/, '$1') })), warnings: [] }),
    ],
    runtimeCaching: [
      {
        // First, so that no later rule takes them: the browser editor's pages, configuration and code (6 MB) always
        // come from the network and are never kept. Editors edit online; a visitor's phone never stores the editor.
        urlPattern: editorAddressPattern(editor),
        handler: 'NetworkOnly',
      },
      {
        // Functions are copied into the worker as text, so this one names its values itself: a page of this site
        // that is not the radio's stream (a navigation is always to this site).
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: OFFLINE.caches.pages,
          networkTimeoutSeconds: OFFLINE.networkTimeoutSeconds,
          // '/?plant=lavender' offline is the landing page kept as '/': every page here is the same whatever its query.
          matchOptions: { ignoreSearch: true },
          expiration: { maxEntries: OFFLINE.maxEntries.pages },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: OFFLINE.pagePath },
        },
      },
      {
        // Matched against the whole address; for another site Workbox ignores a match that does not start it.
        urlPattern: new RegExp(`${escape(PLANT_DATABASE.searchIndexPath)}$|${escape(PLANT_DATABASE.recordsPath)}[^/]+\\.json$`),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: OFFLINE.caches.plantData,
          expiration: { maxEntries: OFFLINE.maxEntries.plantData },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: /\/_astro\/[^/]+\.js$/,
        handler: 'CacheFirst',
        options: {
          cacheName: OFFLINE.caches.code,
          expiration: { maxEntries: OFFLINE.maxEntries.code },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  };
}
