import type { RuntimeCaching } from 'workbox-build';
import { offlineWorkerOptions } from '../../../src/lib/offline/worker';
import { OFFLINE, PLANT_DATABASE, RADIO } from '../../../src/site.config';

const options = offlineWorkerOptions('/site/dist/');
const rules = options.runtimeCaching ?? [];
const SITE = 'https://plant-gazette.example';

/** The first rule that takes a request, as Workbox decides it (a function, or a regular expression on the address). */
function ruleFor(address: string, mode: RequestMode = 'cors'): RuntimeCaching | undefined {
  const url = new URL(address);
  return rules.find(({ urlPattern }) => {
    if (typeof urlPattern === 'function') {
      return urlPattern({ url, request: { mode } as Request, sameOrigin: url.origin === SITE, event: {} as never });
    }
    if (urlPattern instanceof RegExp) {
      const match = urlPattern.exec(url.href);
      // Workbox takes another site's request only when the expression matches from its first character.
      return !!match && (url.origin === SITE || match.index === 0);
    }
    return false;
  });
}

describe('the offline worker’s rules (Workbox generateSW options)', () => {
  it('keeps the stylesheet, icon, manifest and offline page at install, and writes the worker at its address', () => {
    expect(options.globPatterns).toEqual(expect.arrayContaining(['_astro/*.css', 'favicon.svg', 'offline/index.html', 'manifest.webmanifest']));
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
});
