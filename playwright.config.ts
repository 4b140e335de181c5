import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_BROWSER_PATH } from './scripts/lib/chromium.mjs';
import { standInAdNetwork } from './tests/helpers/stand-in-ad-network';

/**
 * Browser tests drive the built site (npm run build first) through the same local server as `npm run preview`, in the
 * Chromium scripts/lib/chromium.mjs chooses (never downloaded); `npm run test:e2e` checks the tools exist first.
 */
const port = Number(process.env.E2E_PORT ?? 4322);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * The variant: a scratch copy with more plants than a page of cards or of the A–Z index, an ad client, a news feed at
 * local stand-ins (tests/fixtures/third-party-server.mjs) and the editor's backend. One build serves several specs (a
 * build costs seconds of both cores); its ports follow the main one, so that parallel runs never collide. The
 * stand-ins speak http on loopback, allowed only with LOCAL_TEST_BUILD=1 (src/lib/security/operator-env.ts).
 */
const thirdPartyPort = port + 2000;
const variantPort = port + 1000;
export const THIRD_PARTY_URL = `http://127.0.0.1:${thirdPartyPort}`;
export const VARIANT_URL = `http://127.0.0.1:${variantPort}`;
export const SCALE_PLANTS = 130;
export const SCALE_DIR = `.tmp/e2e-plants-${port}`;
/** The variant's /admin/ names this as its local backend: decap-server, started by tests/e2e/cms.spec.ts. */
export const EDITOR_BACKEND_PORT = port + 5001;
export const EDITOR_BACKEND_URL = `http://127.0.0.1:${EDITOR_BACKEND_PORT}/api/v1`;
const variantEnv = {
  ASTRO_TELEMETRY_DISABLED: '1',
  ASTRO_OUT_DIR: 'dist',
  ASTRO_CACHE_DIR: '.cache',
  LOCAL_TEST_BUILD: '1',
  PUBLIC_AD_CLIENT: 'ca-pub-0000000000000000',
  // The stand-in network is described here, not in src/config/ads.ts, which knows only real networks.
  TEST_AD_NETWORK: JSON.stringify(standInAdNetwork(thirdPartyPort)),
  PUBLIC_AD_SCRIPT_URL: `${THIRD_PARTY_URL}/ads.js`,
  PUBLIC_AD_CONSENT_URL: standInAdNetwork(thirdPartyPort).consent?.scriptUrl ?? '',
  PUBLIC_NEWS_FEED_URL: `${THIRD_PARTY_URL}/feed`,
  // Violation reports named in the policy and its Reporting-Endpoints header (tests/e2e/third-parties.spec.ts).
  CSP_REPORT_URL: `${THIRD_PARTY_URL}/csp-reports`,
  DECAP_SERVER_URL: EDITOR_BACKEND_URL,
};

const chromium = {
  executablePath: TEST_BROWSER_PATH,
  args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
};

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try is a defect to find, not to hide.
  retries: 0,
  // Three on two cores: the radio tests spend most of their time waiting on audio in real time, and a third worker
  // fills that wait (the suite took 3 m 28 s instead of 4 m 08 s, with the same silences and stalls measured).
  workers: 3,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL,
    // No trace by default: recording one for every test cost about a quarter of the suite's time on two cores. A
    // failure still leaves a snapshot and screenshot; to trace, rerun with `npx playwright test <file> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // The offline worker would answer the page's requests before page.route() sees them, so tests that stand in
    // for the network keep it out; tests/e2e/offline.spec.ts lets it in.
    serviceWorkers: 'block',
  },
  projects: [
    // @mobile runs only at phone width, @desktop only at desktop width, untagged at both. @once: the proof does not
    // depend on the width (what a search finds, which requests leave); it runs at desktop width. Layout stays untagged.
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop|@once/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port}`,
      // Serves ASTRO_OUT_DIR when set, so that a variant build can be tested beside the main one.
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node tests/fixtures/third-party-server.mjs --port ${thirdPartyPort}`,
      url: `${THIRD_PARTY_URL}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/generate-plants.mjs ${SCALE_PLANTS} ${SCALE_DIR} && cd ${SCALE_DIR} && npx astro build && node ../../scripts/serve.mjs --port ${variantPort} --dir dist`,
      env: variantEnv,
      url: `${VARIANT_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
  ],
});
