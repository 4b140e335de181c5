import type { RuntimeCaching } from 'workbox-build';
import { offlineWorkerOptions, siteFilesOf } from '@/lib/offline/worker';
import { CMS } from '@/config/cms';
import { OFFLINE } from '@/config/offline';
import { PLANT_DATABASE } from '@/config/plants';
import { RADIO } from '@/config/radio';

const EDITOR_SCRIPT = '/_astro/main-BBzW-7jj.js';
const options = offlineWorkerOptions('/site/dist/', { folder: CMS.path, files: [EDITOR_SCRIPT] });
const rules = options.runtimeCaching ?? [];
const SITE = 'https://plant-gazette.example';

/** The first rule that takes a request, as Workbox decides it: each rule's match is a function of the request. */
function ruleFor(address: string, mode: RequestMode = 'cors'): RuntimeCaching | undefined {
  const url = new URL(address);
  return rules.find(
    ({ urlPattern }) =>
      typeof urlPattern === 'function' &&
      urlPattern({ url, request: { mode } as Request, sameOrigin: url.origin === SITE, event: {} as never }),
  );
}

describe('the offline worker’s rules (Workbox generateSW options)', () => {
  it('keeps the stylesheet, icon, manifest and offline page at install, and writes the worker at its address', () => {
    expect(options.globPatterns).toEqual(
      expect.arrayContaining(['_astro/*.css', 'favicon.svg', 'offline/index.html', 'manifest.webmanifest']),
    );
    expect(options.swDest).toBe(`/site/dist${OFFLINE.workerPath}`);
    expect(options.skipWaiting && options.clientsClaim && options.cleanupOutdatedCaches).toBe(true);
    const [transform] = options.manifestTransforms ?? [];
    expect(transform).toBeDefined();
  });

  it('opens pages from the network first with a short timeout, then the kept copy, then the offline page', () => {
    const rule = ruleFor(`${SITE}/books/`, 'navigate');
    expect(rule?.handler).toBe('NetworkFirst');
    expect(rule?.options?.networkTimeoutSeconds).toBe(OFFLINE.networkTimeoutSeconds);
    expect(rule?.options?.precacheFallback?.fallbackURL).toBe(OFFLINE.pagePath);
  });

  it('serves the search index and the plant records from the cache, refreshed in the background', () => {
    for (const path of [PLANT_DATABASE.searchIndexPath, `${PLANT_DATABASE.recordsPath}lavender.json`]) {
      expect(ruleFor(`${SITE}${path}`)?.handler).toBe('StaleWhileRevalidate');
    }
  });

  it('never keeps the radio’s stream or status, nor another site’s response', () => {
    for (const mode of ['navigate', 'cors', 'no-cors'] as const) {
      expect(ruleFor(`${SITE}${RADIO.streamPath}?port=${RADIO.streamPort}`, mode)).toBeUndefined();
      expect(ruleFor(`${SITE}${RADIO.statusPath}`, mode)).toBeUndefined();
    }
    expect(ruleFor(`https://upload.wikimedia.org${PLANT_DATABASE.recordsPath}x.json`)).toBeUndefined();
    expect(ruleFor('https://cdn.example.org/_astro/react.js')).toBeUndefined();
    expect(ruleFor('https://upload.wikimedia.org/wikipedia/commons/a/ab/Lavender.jpg', 'no-cors')).toBeUndefined();
  });

  it('never keeps a page whose path begins with //, which a server may read as another host (//evil.example/, //x/api/stream)', () => {
    for (const path of ['//evil.example/', `//x${RADIO.streamPath}?port=${RADIO.streamPort}`, '//']) {
      expect(ruleFor(`${SITE}${path}`, 'navigate'), path).toBeUndefined();
    }
    expect(ruleFor(`${SITE}/books/`, 'navigate')?.handler).toBe('NetworkFirst');
  });

  it('never keeps the browser editor: its pages, its configuration nor its code, which the worker leaves to the browser', () => {
    const editor = CMS.path.replace(/\/$/, '');
    for (const path of [editor, `${editor}/`, `${editor}/index.html`, `${editor}/?x=1`, `${editor.toUpperCase()}/`]) {
      expect(ruleFor(`${SITE}${path}`, 'navigate'), path).toBeUndefined();
    }
    for (const path of [`${editor}/config.yml`, `${editor}/preview.css`, EDITOR_SCRIPT, `${EDITOR_SCRIPT}?v=2`]) {
      expect(ruleFor(`${SITE}${path}`), path).toBeUndefined();
    }
    // Look-alikes and the public pages' own code are kept as before.
    expect(ruleFor(`${SITE}/administration-fees/`, 'navigate')?.handler).toBe('NetworkFirst');
    expect(ruleFor(`${SITE}/books/?from=${editor}/`, 'navigate')?.handler).toBe('NetworkFirst');
    expect(ruleFor(`${SITE}/_astro/client.Cg7_08OQ.js`)?.handler).toBe('CacheFirst');
    expect(ruleFor(`${SITE}/_astro/main-BBzW-7jjX.js`)?.handler).toBe('CacheFirst');
  });

  it('reads the address as the host does: the editor and /api/ are never kept however spelled, and rules match from the path’s start', () => {
    for (const mode of ['navigate', 'cors', 'no-cors'] as const) {
      for (const path of [
        '/%61dmin/',
        '/%2561dmin/',
        '/books/%2e%2e/admin/',
        `/%61dmin${EDITOR_SCRIPT.replace(/^\/_astro/, '/../_astro')}`,
        `/%61pi/stream?port=${RADIO.streamPort}`,
        '/API/stream',
        `/api/status?x=${PLANT_DATABASE.searchIndexPath}`,
        '/api/status?x=/_astro/a.js',
        `/api/relay-1${PLANT_DATABASE.searchIndexPath}`,
        '/api/x/_astro/a.js',
      ]) {
        expect(ruleFor(`${SITE}${path}`, mode), `${mode} ${path}`).toBeUndefined();
      }
    }
    // Plant data and code are kept only at their own folders: the same names elsewhere are not.
    expect(ruleFor(`${SITE}/books${PLANT_DATABASE.searchIndexPath}`)).toBeUndefined();
    expect(ruleFor(`${SITE}/books/_astro/a.js`)).toBeUndefined();
    expect(ruleFor(`${SITE}/%5Fastro/a.js`)?.handler).toBe('CacheFirst');
  });

  it('finds the site files a built page loads', () => {
    const html = `<html><head><link rel="stylesheet" href="/_astro/a.B1.css"><script type="module" src="/_astro/main-BBzW-7jj.js"></script>
      <script src="https://cdn.example.org/_astro/x.js"></script><a href="/books">Books</a></head></html>`;
    expect(siteFilesOf(html)).toEqual(['/_astro/a.B1.css', EDITOR_SCRIPT]);
  });
});
