// Offline reading: the service worker's rules (this file, built by src/integrations/offline-worker.ts, registered by
// src/browser/register-worker.ts) and the offline page's list of what is kept (kept.ts, src/browser/offline-list.ts).

import type { GenerateSWOptions } from 'workbox-build';
import { OFFLINE } from '../../config/offline';
import { PLANT_DATABASE } from '../../config/plants';

/** The browser editor, which the worker never keeps: its folder (CMS.path) and the site files its pages load. */
export interface EditorExclusion {
  readonly folder: string;
  /** The build's files its pages load, e.g. `/_astro/main-BBzW-7jj.js` (6 MB). */
  readonly files: readonly string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function siteFilesOf(html: string): string[] {
  return [...new Set([...html.matchAll(/\s(?:src|href)="(\/_astro\/[^"?#]+)/g)].map((match) => match[1]!))];
}

/**
 * Every address of the editor, as an expression (a function is copied into the worker as text, without the values
 * around it): its folder and anything in it, in any letter case as the host serves it, and its files. It matches
 * after the scheme, never from the first character, so Workbox applies it to this site's addresses only.
 */
export function editorAddressPattern(editor: EditorExclusion): RegExp {
  const folder = escape(editor.folder.replace(/\/$/, ''));
  const paths = [`${folder}(?:/[^?#]*)?`, ...editor.files.map(escape)].join('|');
  return new RegExp(`://[^/?#]+(?:${paths})(?:[?#]|$)`, 'i');
}

/**
 * The service worker's rules, as Workbox's generateSW options (run by src/integrations/offline-worker.ts):
 * - at install: the stylesheet, the icon, the manifest and the offline page (OFFLINE.precache);
 * - pages: network first; the kept copy if the network fails or exceeds OFFLINE.networkTimeoutSeconds; the offline
 *   page for one never kept. No old page shows while the network answers, and a deploy is seen at once;
 * - the search index and plant records: from the cache, refreshed behind, so that the database searches offline;
 * - hashed code (`/_astro/`): kept once fetched, as it never changes under the same name;
 * - never the editor, the radio's `/api/` stream and status, or another site (Workbox applies a regular expression
 *   to another origin only when it matches from the first character, and these do not).
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
      (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: entry.url.replace(/(^|\/)index\.html$/, '$1') })),
        warnings: [],
      }),
    ],
    runtimeCaching: [
      {
        // First, so that no later rule keeps the editor's pages or code (6 MB): editors edit online.
        urlPattern: editorAddressPattern(editor),
        handler: 'NetworkOnly',
      },
      {
        // A function is copied into the worker as text, so it names its values itself; navigations are same-origin. A
        // path beginning `//` is another host's address to a server that reads it as one: never kept as a page.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('//'),
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
        urlPattern: new RegExp(
          `${escape(PLANT_DATABASE.searchIndexPath)}$|${escape(PLANT_DATABASE.recordsPath)}[^/]+\\.json$`,
        ),
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
