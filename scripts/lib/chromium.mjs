// Debian's Chromium, never a downloaded browser, and the flags it needs on a machine with a closed network:
// shared by the browser tests (playwright.config.ts) and the benchmark.

/** Where Chromium lives; CHROMIUM_PATH (or CHROME_PATH) overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
