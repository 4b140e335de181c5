import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_BROWSER_PATH } from './scripts/lib/chromium.mjs';
import { standInAdNetwork } from './tests/helpers/stand-in-ad-network';

/**
 * Browser tests drive the built site (npm run build first) through the same local server as `npm run preview`.
 * Chromium is never downloaded: scripts/lib/chromium.mjs chooses CHROMIUM_PATH, Debian's headless shell or Chromium,
 * or Playwright's own installed one; `npm run test:e2e` checks that it and the radio's tools exist before Playwright starts.
 */
const port = Number(process.env.E2E_PORT ?? 4322);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * A second build, the variant: a scratch copy of the project with more plants than one page of cards and one page of
 * the A–Z index holds (scripts/generate-plants.mjs), built with an ad client and the news feed configured to local
 * stand-ins on other origins (tests/fixtures/third-party-server.mjs) and with the browser editor's local backend. One
 * build serves tests/e2e/third-parties.spec.ts, plant-database-scale.spec.ts, cms.spec.ts (its /admin/) and
 * offline.spec.ts (a new deploy); a build costs seconds of both cores, during which no test runs. Its ports follow the
 * main one, so that parallel runs on other ports never collide. The stand-ins speak http on loopback, which the build
 * accepts only in a local test build (LOCAL_TEST_BUILD=1; src/lib/security/operator-env.ts).
 */
const thirdPartyPort = port + 2000;
const variantPort = port + 1000;
export const THIRD_PARTY_URL = `http://127.0.0.1:${thirdPartyPort}`;
export const VARIANT_URL = `http://127.0.0.1:${variantPort}`;
export const SCALE_PLANTS = 130;
/** The variant's scratch copy; its build is in `dist/` there. */
export const SCALE_DIR = `.tmp/e2e-plants-${port}`;
/**
 * The browser editor's tests (tests/e2e/cms.spec.ts) open /admin/ of the variant build, which names this address as its
 * local backend: decap-server, started by those tests on a scratch copy of the project.
 */
export const EDITOR_BACKEND_PORT = port + 5001;
export const EDITOR_BACKEND_URL = `http://127.0.0.1:${EDITOR_BACKEND_PORT}/api/v1`;
const variantEnv = {
  ASTRO_TELEMETRY_DISABLED: '1',
  ASTRO_OUT_DIR: 'dist',
  ASTRO_CACHE_DIR: '.cache',
  LOCAL_TEST_BUILD: '1',
  PUBLIC_AD_CLIENT: 'ca-pub-0000000000000000',
  // The stand-in network is described here, not in the site config, which knows only real networks.
  TEST_AD_NETWORK: JSON.stringify(standInAdNetwork(thirdPartyPort)),
  PUBLIC_AD_SCRIPT_URL: `${THIRD_PARTY_URL}/ads.js`,
  // The stand-in's consent tool, in place of Google's (tests/fixtures/third-party-server.mjs records what the page asks).
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
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL,
    // No trace by default: recording one for every test (to keep it when the test fails) cost about a quarter of the
    // suite's time on two cores. A failure still leaves its page snapshot and a screenshot in test-results/; to trace
    // one, run it again with `npx playwright test <file> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // The offline worker would answer the page's requests before page.route() sees them, so tests that stand in
    // for the network keep it out; tests/e2e/offline.spec.ts lets it in.
    serviceWorkers: 'block',
  },
  projects: [
    // Tests tagged @mobile run only at phone width, @desktop only at desktop width; untagged tests run in both.
    // @once marks a test whose proof does not depend on the window's width (what a search finds, what the address
    // says, what the player does, which requests leave): it runs once, at desktop width. Anything about layout,
    // sizes, positions, scrolling, touch or accessibility scans stays untagged and runs at both widths.
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
