/**
 * Pages that work offline (issue 18): the service worker that keeps the pages a visitor has opened, and the web app
 * manifest. The worker is written by Workbox at the end of the build (src/integrations/offline-worker.ts) from these
 * values and src/lib/offline/worker.ts.
 */
export const OFFLINE = {
  /** The worker's address; at the root, so that it may look after every page. */
  workerPath: '/sw.js',
  /** The page shown offline for a page never opened, listing what this phone has kept. */
  pagePath: '/offline/',
  /** The web app manifest, which lets a phone add the site to its home screen. */
  manifestPath: '/manifest.webmanifest',
  /**
   * How long a page may take from the network before the copy kept on the phone is shown instead. Short, for a train
   * between stations; long enough that a slow but working connection still gets the new page.
   */
  networkTimeoutSeconds: 3,
  /** The caches the worker keeps, by what they hold; the offline page reads the first two. */
  caches: { pages: 'pages', plantData: 'plant-data', code: 'code' },
  /** At most this many pages and plant records are kept; the least recently used go first. */
  maxEntries: { pages: 60, plantData: 200, code: 60 },
  /** The files kept at install: the shared stylesheet, the icon and the offline page itself (globs over the build). */
  precache: ['_astro/*.css', 'favicon.svg', 'offline/index.html', 'manifest.webmanifest', 'images/plant-placeholder.svg'],
} as const;
