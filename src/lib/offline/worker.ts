// Offline reading: the service worker's rules (this file, built by src/integrations/offline-worker.ts, registered by
// src/browser/register-worker.ts) and the offline page's list of what is kept (kept.ts, src/browser/offline-list.ts).

import type { GenerateSWOptions, RuntimeCaching } from 'workbox-build';
import { OFFLINE } from '../../config/offline';
import { PLANT_DATABASE } from '../../config/plants';
import { sitePath } from './site-path';

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
 * What the worker never keeps, on the path as the host reads it (./site-path.ts), in any letter case: the radio's
 * `/api/` and the editor's folder, each with anything in it, and the editor's files.
 */
export function neverKeptPattern(editor: EditorExclusion): RegExp {
  const folders = [...OFFLINE.neverKept, editor.folder].map((folder) => `${escape(folder.replace(/\/$/, ''))}(?:/|$)`);
  return new RegExp(`^(?:${[...folders, ...editor.files.map((file) => `${escape(file)}$`)].join('|')})`, 'i');
}

/**
 * A rule's match as Workbox copies it into the worker, as text (so it carries `sitePath` and the expressions written
 * out): a request of this site whose path, as the host reads it, matches `kept` and not `never`; navigations only, for
 * pages. Any other request meets no rule, and the browser fetches it as if there were no worker.
 */
function keptWhen(kept: RegExp, never: RegExp, navigations = false): RuntimeCaching['urlPattern'] {
  const body = `const path = (${sitePath.toString()})(url, sameOrigin);
return path !== null && ${never}.test(path) === false && ${kept}.test(path)${navigations ? " && request.mode === 'navigate'" : ''};`;
  return new Function('{ url, request, sameOrigin }', body) as RuntimeCaching['urlPattern'];
}

/**
 * The service worker's rules, as Workbox's generateSW options (run by src/integrations/offline-worker.ts):
 * - at install: the stylesheet, the icon, the manifest and the offline page (OFFLINE.precache);
 * - pages: network first; the kept copy if the network fails or exceeds OFFLINE.networkTimeoutSeconds; the offline
 *   page for one never kept. No old page shows while the network answers, and a deploy is seen at once;
 * - the search index and plant records: from the cache, refreshed behind, so that the database searches offline;
 * - hashed code (`/_astro/`): kept once fetched, as it never changes under the same name;
 * - never the editor, the radio's `/api/` stream and status, or another site, however the address is spelled: each
 *   rule judges the path as the host reads it (./site-path.ts).
 */
export function offlineWorkerOptions(distDir: string, editor: EditorExclusion): GenerateSWOptions {
  const never = neverKeptPattern(editor);
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
        urlPattern: keptWhen(/^\//, never, true),
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
        urlPattern: keptWhen(
          new RegExp(`^${escape(PLANT_DATABASE.searchIndexPath)}$|^${escape(PLANT_DATABASE.recordsPath)}[^/]+\\.json$`),
          never,
        ),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: OFFLINE.caches.plantData,
          expiration: { maxEntries: OFFLINE.maxEntries.plantData },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: keptWhen(/^\/_astro\/[^/]+\.js$/, never),
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
