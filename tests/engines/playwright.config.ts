import path from 'node:path';
import { defineConfig } from '@playwright/test';
import type { EngineOptions } from './fixtures';

/**
 * The site's main flows in the two other engines visitors use, on the built site (npm run build first):
 * Firefox ESR and WebKitGTK (Debian's packages, never downloaded), and WebKitGTK with MediaSource removed from every
 * page, as on an iPhone. `npm run test:engines` checks the tools exist first. Playwright is the runner only: the
 * engines are driven by tests/engines/session.ts (see tests/engines/README.md).
 *
 * Ports: ENGINES_PORT (4622) and the next one for the two servers, ENGINES_PORT + 10 + the worker's index for the
 * offline site; clear of the Chromium suite's (4322 and +1000, +2000, +4000, +5001) and the radio tests' 8100–8199.
 */
const root = path.resolve(import.meta.dirname, '../..');
export const ENGINES_PORT = Number(process.env.ENGINES_PORT ?? 4622);
// The radio worlds (Icecast and its preview servers, tests/helpers/radio-origin.ts) take the hundred from 8200, so that the
// engine tests never meet the Chromium suite's stations on 8100–8199, run side by side or one after the other.
process.env.RADIO_TEST_PORT_BASE ??= '8200';
/** The built site, each page recording its errors for the test to read. */
export const SITE_URL = `http://127.0.0.1:${ENGINES_PORT}`;
/** The same, every page without MediaSource before its first script. */
export const NO_MEDIA_SOURCE_URL = `http://127.0.0.1:${ENGINES_PORT + 1}`;
/** The first port of the offline sites (one per worker: tests/engines/offline.spec.ts). */
export const OFFLINE_PORT_BASE = ENGINES_PORT + 10;

export default defineConfig<EngineOptions>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: process.env.ENGINES_OUTPUT_DIR ?? path.join(root, 'test-results/engines'),
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try is a defect to find, not to hide.
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  projects: [
    { name: 'firefox', use: { browserEngine: 'firefox', baseURL: SITE_URL } },
    { name: 'webkit', use: { browserEngine: 'webkit', baseURL: SITE_URL } },
    // An iPhone differs from WebKit here only in its media: the radio, and every route with its islands starting
    // without MediaSource. The other flows (search, menu, books, …) would run twice for nothing.
    {
      name: 'webkit-no-mse',
      testMatch: ['radio.spec.ts', 'media-source.spec.ts', 'routes.spec.ts'],
      use: { browserEngine: 'webkit', withoutMediaSource: true, baseURL: NO_MEDIA_SOURCE_URL },
    },
  ],
  // Never a server already listening: it may be another run's, flagged otherwise or stopping midway (a second run at
  // the same time takes other ports: ENGINES_PORT=4722 npm run test:engines).
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${ENGINES_PORT} --record-page-errors`,
      cwd: root,
      url: `${SITE_URL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve.mjs --port ${ENGINES_PORT + 1} --record-page-errors --without-media-source`,
      cwd: root,
      url: `${NO_MEDIA_SOURCE_URL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
