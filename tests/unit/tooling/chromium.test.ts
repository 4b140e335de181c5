import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  locateChromium,
  locateTestBrowser,
  SYSTEM_CHROMIUM,
  SYSTEM_HEADLESS_SHELL,
} from '../../../scripts/lib/chromium.mjs';

describe('which Chromium is used', () => {
  const playwrightChrome = '/home/dev/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';
  const locate = (env: Record<string, string>, existing: string[], playwright: string | undefined = playwrightChrome) =>
    locateChromium({ env, isExecutable: (file) => existing.includes(file), playwrightChromium: () => playwright });

  it('is the one CHROMIUM_PATH names, before CHROME_PATH and the system one', () => {
    expect(locate({ CHROMIUM_PATH: '/opt/a', CHROME_PATH: '/opt/b' }, ['/opt/a', '/opt/b', SYSTEM_CHROMIUM])).toEqual({
      path: '/opt/a',
      source: 'CHROMIUM_PATH',
      found: true,
    });
    expect(locate({ CHROME_PATH: '/opt/b' }, ['/opt/b', SYSTEM_CHROMIUM])).toEqual({
      path: '/opt/b',
      source: 'CHROME_PATH',
      found: true,
    });
  });

  it('is reported missing when a variable names a file that is not there, not silently replaced', () => {
    expect(locate({ CHROMIUM_PATH: '/opt/none' }, [SYSTEM_CHROMIUM, playwrightChrome])).toEqual({
      path: '/opt/none',
      source: 'CHROMIUM_PATH',
      found: false,
    });
  });

  it("is the system's when no variable is set (an empty one counts as unset)", () => {
    expect(locate({ CHROMIUM_PATH: '' }, [SYSTEM_CHROMIUM, playwrightChrome])).toEqual({
      path: SYSTEM_CHROMIUM,
      source: 'system',
      found: true,
    });
  });

  it("is Playwright's own when the system has none", () => {
    expect(locate({}, [playwrightChrome])).toEqual({ path: playwrightChrome, source: 'playwright', found: true });
  });

  it("looks for Playwright's own where `npx playwright install` puts it, without downloading anything", () => {
    // A fresh process, because Playwright reads PLAYWRIGHT_BROWSERS_PATH when it loads; the folder stays empty.
    const browsers = mkdtempSync(path.join(tmpdir(), 'playwright-browsers-'));
    try {
      const module = new URL('../../../scripts/lib/chromium.mjs', import.meta.url).href;
      const found = execFileSync(
        process.execPath,
        ['--input-type=module', '-e', `console.log((await import(${JSON.stringify(module)})).playwrightChromium())`],
        { env: { ...process.env, PLAYWRIGHT_BROWSERS_PATH: browsers }, encoding: 'utf8' },
      ).trim();
      expect(found.startsWith(path.join(browsers, 'chromium-'))).toBe(true);
      expect(readdirSync(browsers)).toEqual([]);
    } finally {
      rmSync(browsers, { recursive: true, force: true });
    }
  });

  it("is missing when neither is installed, with the system's place as the path a launch would name", () => {
    for (const playwright of [playwrightChrome, undefined]) {
      expect(locate({}, [], playwright)).toEqual({ path: SYSTEM_CHROMIUM, source: 'none', found: false });
    }
  });
});

describe('which browser the browser tests launch', () => {
  const chromium = { path: SYSTEM_CHROMIUM, source: 'system', found: true } as const;
  const locate = (env: Record<string, string>, existing: string[]) =>
    locateTestBrowser({ env, isExecutable: (file) => existing.includes(file), chromium });

  it("is Debian's headless shell when it is installed and no variable names a browser", () => {
    expect(locate({}, [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM])).toEqual({
      path: SYSTEM_HEADLESS_SHELL,
      source: 'headless-shell',
      found: true,
    });
  });

  it('is the Chromium everything else uses without the headless shell, or when a variable names one', () => {
    expect(locate({}, [SYSTEM_CHROMIUM])).toBe(chromium);
    expect(locate({ CHROME_PATH: '/opt/b' }, [SYSTEM_HEADLESS_SHELL, '/opt/b'])).toBe(chromium);
  });
});
