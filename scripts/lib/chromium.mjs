// Which Chromium the browser tests (playwright.config.ts), the benchmark and scripts/check-tools.mjs use, decided in
// one place, with the flags it needs on a closed network. Nothing here downloads a browser: Debian's Chromium comes
// first, and Playwright's own is used only when a developer already installed it.
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** In order of precedence (Lighthouse's tools read CHROME_PATH). */
export const CHROMIUM_VARIABLES = ['CHROMIUM_PATH', 'CHROME_PATH'];

/**
 * A set variable wins even when its file is missing, so that a wrong path is reported rather than silently replaced;
 * then the system's Chromium, then Playwright's. When nothing is found, `path` is the system's place, for the error.
 */
export function locateChromium({ env, isExecutable, playwrightChromium }) {
  for (const name of CHROMIUM_VARIABLES) {
    const value = env[name];
    if (value) return { path: value, source: name, found: isExecutable(value) };
  }
  if (isExecutable(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system', found: true };
  const own = playwrightChromium();
  if (own && isExecutable(own)) return { path: own, source: 'playwright', found: true };
  return { path: SYSTEM_CHROMIUM, source: 'none', found: false };
}

export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Where Playwright's Chromium would be, never downloading. Loaded only when asked: loading Playwright costs 0.5 s. */
export function playwrightChromium() {
  try {
    return createRequire(import.meta.url)('@playwright/test').chromium.executablePath();
  } catch {
    return undefined;
  }
}

export const CHROMIUM = locateChromium({ env: process.env, isExecutable, playwrightChromium });

/** May not exist: see CHROMIUM.found. */
export const CHROMIUM_PATH = CHROMIUM.path;

export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests use Chromium's headless shell when installed and no variable names a binary: on 2-core machines it
 * opens contexts and pages about three times faster. The benchmark keeps the full browser (what visitors run).
 */
export function locateTestBrowser({ env, isExecutable, chromium }) {
  if (CHROMIUM_VARIABLES.some((name) => env[name])) return chromium;
  if (isExecutable(SYSTEM_HEADLESS_SHELL))
    return { path: SYSTEM_HEADLESS_SHELL, source: 'headless-shell', found: true };
  return chromium;
}

export const TEST_BROWSER_PATH = locateTestBrowser({ env: process.env, isExecutable, chromium: CHROMIUM }).path;

/** For a headless run as root, with no background connections to the browser vendor. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
