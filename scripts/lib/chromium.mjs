// Which Chromium the browser tests (playwright.config.ts), the benchmark and the tool check (scripts/check-tools.mjs)
// use, decided in this one place, and the flags it needs on a machine with a closed network. Nothing here downloads
// a browser: Debian's Chromium comes first, and Playwright's own is used only when a developer already installed it.
import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Where Debian's `chromium` package puts the browser. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** The variables that name a Chromium binary, in order of precedence (Lighthouse's tools read CHROME_PATH). */
export const CHROMIUM_VARIABLES = ['CHROMIUM_PATH', 'CHROME_PATH'];

/**
 * Decides which Chromium to use. A variable that is set wins even when its file is missing, so that a wrong path is
 * reported rather than silently replaced; otherwise the system's Chromium, then Playwright's installed one.
 * @param {{ env: Record<string, string | undefined>, isExecutable: (file: string) => boolean,
 *   playwrightChromium: () => string | undefined }} probe
 * @returns {{ path: string, source: string, found: boolean }} `source` is the variable's name, 'system',
 *   'playwright' or 'none'; when nothing is found, `path` is the system's place, so that a launch names it.
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

/**
 * True when `file` is a regular file this user may execute.
 * @param {string} file
 */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Where Playwright keeps its own Chromium once `npx playwright install chromium` has run (PLAYWRIGHT_BROWSERS_PATH
 * moves it), whether or not it is there; undefined without Playwright. Asking only computes the path, it never
 * downloads. Playwright is loaded only when asked, because loading it costs half a second, and machines with
 * Debian's Chromium never need it.
 * @returns {string | undefined}
 */
export function playwrightChromium() {
  try {
    return createRequire(import.meta.url)('@playwright/test').chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** The Chromium this run uses, and where it came from. */
export const CHROMIUM = locateChromium({ env: process.env, isExecutable, playwrightChromium });

/** The Chromium binary to launch (see CHROMIUM for whether it exists). */
export const CHROMIUM_PATH = CHROMIUM.path;

/** Where Debian's `chromium-headless-shell` package puts Chromium's headless shell. */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Decides which browser the browser tests launch: Chromium's headless shell when it is installed and no variable
 * names a binary, since it opens a context and a page about three times faster than the full browser on this
 * project's 2-core machines, and the suite's time is mostly that; otherwise the same Chromium as the benchmark, which
 * always uses the full browser (Lighthouse measures what visitors run).
 * @param {{ env: Record<string, string | undefined>, isExecutable: (file: string) => boolean,
 *   chromium: { path: string, source: string, found: boolean } }} probe
 * @returns {{ path: string, source: string, found: boolean }} as locateChromium, or source 'headless-shell'
 */
export function locateTestBrowser({ env, isExecutable, chromium }) {
  if (CHROMIUM_VARIABLES.some((name) => env[name])) return chromium;
  if (isExecutable(SYSTEM_HEADLESS_SHELL)) return { path: SYSTEM_HEADLESS_SHELL, source: 'headless-shell', found: true };
  return chromium;
}

/** The browser the browser tests launch (playwright.config.ts). */
export const TEST_BROWSER_PATH = locateTestBrowser({ env: process.env, isExecutable, chromium: CHROMIUM }).path;

/** Flags for a headless run as root, with no background connections to the browser vendor. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
