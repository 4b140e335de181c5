import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_BROWSER_PATH } from '../../scripts/lib/chromium.mjs';

/**
 * The radio benchmark (radio.bench.ts), run by `npm run bench:radio`: a measurement against a real Icecast, never a
 * pass/fail test, so it lives apart from the browser tests and is not part of `npm test`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  // The listening mode plays for minutes on end (radio-listening.bench.ts): it is run only when asked for, with
  // BENCH_RADIO_LISTEN=1, and is otherwise not part of the benchmark at all.
  testIgnore: process.env.BENCH_RADIO_LISTEN === '1' ? [] : ['radio-listening.bench.ts'],
  // Xvfb and a sound output for Firefox ESR and WebKitGTK (radio-engines.bench.ts), as for the engine tests.
  globalSetup: '../engines/global-setup.ts',
  timeout: 15 * 60_000,
  workers: 1,
  reporter: 'list',
  use: {
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: TEST_BROWSER_PATH,
      args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
    },
  },
});
