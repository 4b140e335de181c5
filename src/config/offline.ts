/**
 * Pages that work offline (issue 18): the service worker that keeps the pages a visitor has opened, and the web app
 * manifest. Workbox writes the worker at the end of the build (src/integrations/offline-worker.ts) from these values
 * and src/lib/offline/worker.ts.
 */
export const OFFLINE = {
  /** At the root, so that its scope covers every page. */
  workerPath: '/sw.js',
  /** Shown offline for a page never opened; lists what this phone has kept. */
  pagePath: '/offline/',
  manifestPath: '/manifest.webmanifest',
  /** Past this the kept copy is shown: short for a train between stations, long enough for a slow but working link. */
  networkTimeoutSeconds: 3,
  /** Folders never kept, however their address is spelled, besides the editor's (CMS.path): the radio's stream and status. */
  neverKept: ['/api/'],
  /** The offline page reads the first two. */
  caches: { pages: 'pages', plantData: 'plant-data', code: 'code' },
  /** The least recently used go first. */
  maxEntries: { pages: 60, plantData: 200, code: 60 },
  /** Kept at install; globs over the build. */
  precache: [
    '_astro/*.css',
    'favicon.svg',
    'offline/index.html',
    'manifest.webmanifest',
    'images/plant-placeholder.svg',
  ],
} as const;
