import type { TestAdNetwork } from '@/lib/security/operator-env';

/**
 * The browser tests' stand-in ad network (tests/fixtures/third-party-server.mjs on `port`), which behaves like a real
 * one on three loopback origins: its loader inserts a second script from 127.0.0.2, which draws each ad in a frame
 * from 127.0.0.3. It lives with the tests, not in src/config/ads.ts: the variant build in playwright.config.ts passes it
 * as JSON in TEST_AD_NETWORK, which only a local test build accepts (src/lib/security/operator-env.ts). Like AdSense's, its
 * script sources are exact, and the loader's is one path only, so the browser tests also prove path-exact sources.
 */
export function standInAdNetwork(port: number): TestAdNetwork {
  return {
    name: 'Local stand-in network (browser tests)',
    scriptUrl: `http://127.0.0.1:${port}/ads.js`,
    scriptHosts: [`http://127.0.0.1:${port}/ads.js`, `http://127.0.0.2:${port}`],
    frameHosts: [`http://127.0.0.3:${port}`],
    imageHosts: [],
    connectHosts: [],
    // Its consent tool, like Google's: one script per publisher, from a path of the first origin only.
    consent: {
      scriptUrl: `http://127.0.0.1:${port}/consent/i/{publisher}?ers=1`,
      scriptHosts: [`http://127.0.0.1:${port}/consent/`],
      frameHosts: [],
      imageHosts: [],
      connectHosts: [],
    },
    clientPattern: '^ca-pub-\\d{16}$',
    clientFormat: '"ca-pub-" and 16 digits',
  };
}
