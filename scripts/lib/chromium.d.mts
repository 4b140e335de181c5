// Types for scripts/lib/chromium.mjs, imported by playwright.config.ts and the unit tests.

export interface ChromiumLocation {
  path: string;
  source: 'CHROMIUM_PATH' | 'CHROME_PATH' | 'system' | 'playwright' | 'headless-shell' | 'none';
  found: boolean;
}

export declare const SYSTEM_CHROMIUM: string;
export declare const CHROMIUM_VARIABLES: readonly ['CHROMIUM_PATH', 'CHROME_PATH'];
export declare function locateChromium(probe: {
  env: Record<string, string | undefined>;
  isExecutable: (file: string) => boolean;
  playwrightChromium: () => string | undefined;
}): ChromiumLocation;
export declare function playwrightChromium(): string | undefined;
export declare function isExecutable(file: string): boolean;
export declare const CHROMIUM: ChromiumLocation;
export declare const CHROMIUM_PATH: string;
export declare const SYSTEM_HEADLESS_SHELL: string;
export declare function locateTestBrowser(probe: {
  env: Record<string, string | undefined>;
  isExecutable: (file: string) => boolean;
  chromium: ChromiumLocation;
}): ChromiumLocation;
export declare const TEST_BROWSER_PATH: string;
export declare const CHROMIUM_FLAGS: string[];
