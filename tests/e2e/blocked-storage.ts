import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chromium,
  type BrowserContext,
  type Fixtures,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
} from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

/**
 * A visitor whose browser blocks site data by its own setting: Debian's Chromium with "Block all cookies" in its
 * profile (the content setting for cookies at 2, block), under which reading `localStorage` and `sessionStorage`
 * throws a SecurityError. The headless shell the other tests run in ignores a profile's settings, so these tests start
 * the full browser, headless, with a fresh profile of its own.
 *
 * Used as `test.extend(siteDataBlocked)`: the test's `context` and `page` are that browser's, at desktop width, so the
 * fixtures built on `page` (its errors, axe) work as for any test.
 */
export const siteDataBlocked: Fixtures<object, object, PlaywrightTestArgs & PlaywrightTestOptions> = {
  context: async ({ baseURL }, use) => {
    const profile = mkdtempSync(path.join(tmpdir(), 'plant-blocked-site-data-'));
    mkdirSync(path.join(profile, 'Default'));
    writeFileSync(
      path.join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
    );
    let context: BrowserContext | null = null;
    try {
      context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
        ...(baseURL ? { baseURL } : {}),
        viewport: { width: 1280, height: 800 },
        serviceWorkers: 'block',
      });
      await use(context);
    } finally {
      await context?.close();
      rmSync(profile, { recursive: true, force: true });
    }
  },
  page: async ({ context }, use) => {
    await use(context.pages()[0] ?? (await context.newPage()));
  },
};
