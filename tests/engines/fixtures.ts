import { test as base, expect } from '@playwright/test';
import { launchEngine, type ColourScheme, type Engine, type SiteData } from './engines';
import type { EngineName, Session } from './session';

export interface EngineOptions {
  /** The engine a project runs in (tests/engines/playwright.config.ts). */
  browserEngine: EngineName;
  /** The project's server removes MediaSource from every page, as an iPhone lacks it (serve.mjs --without-media-source). */
  withoutMediaSource: boolean;
  /** The scheme the engine's system asks for; a file that sets it (`test.use`) gets workers of its own. */
  colourScheme: ColourScheme;
  /** Whether the browser keeps site data ('blocked': the visitor blocks all cookies); a file that sets it gets workers of its own. */
  siteData: SiteData;
}

/**
 * The `test` of the engine tests. `engine` is started once per worker; `session` is a fresh session for each test,
 * on the project's baseURL. A test fails when any page it opened recorded an uncaught error, an unhandled rejection
 * or a Content-Security-Policy violation, as the Chromium suite's fixture does (tests/e2e/fixtures.ts).
 */
export const test = base.extend<
  { session: Session; toleratedPageErrors: RegExp[] },
  EngineOptions & { engine: Engine }
>({
  /** Page errors a spec knows the engine raises outside the site's control; each use says why. None by default. */
  toleratedPageErrors: [],
  browserEngine: ['firefox', { scope: 'worker', option: true }],
  withoutMediaSource: [false, { scope: 'worker', option: true }],
  colourScheme: ['light', { scope: 'worker', option: true }],
  siteData: ['allowed', { scope: 'worker', option: true }],
  engine: [
    async ({ browserEngine, colourScheme, siteData }, use) => {
      const engine = await launchEngine(browserEngine, { colourScheme, siteData });
      await use(engine);
      await engine.close();
    },
    // Firefox takes about 7 s to start on two busy cores.
    { scope: 'worker', timeout: 60_000 },
  ],
  session: async ({ engine, baseURL, toleratedPageErrors }, use, testInfo) => {
    if (!baseURL) throw new Error('The engine projects set baseURL (tests/engines/playwright.config.ts)');
    const session = await engine.newSession(baseURL);
    let found;
    try {
      await use(session);
      if (testInfo.status !== testInfo.expectedStatus) {
        const screenshot = await session.screenshot().catch(() => null);
        if (screenshot) await testInfo.attach('screenshot', { body: screenshot, contentType: 'image/png' });
        const output = engine.output();
        if (output) {
          await testInfo.attach('engine output', { body: output, contentType: 'text/plain' });
          console.log(`[${engine.name}] the engine's last output:\n${output}`);
        }
      }
      found = await session.pageErrors();
    } finally {
      await session.close();
    }
    const errors = found.errors.filter((error) => !toleratedPageErrors.some((tolerated) => tolerated.test(error)));
    expect(errors, 'uncaught errors, rejections and CSP violations in the pages').toEqual([]);
    expect(found.unrecorded, 'pages served without the error recorder (serve.mjs --record-page-errors)').toEqual([]);
  },
});

export { expect };
