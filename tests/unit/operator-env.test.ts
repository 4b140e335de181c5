import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  isLoopbackHost,
  loopbackHttpAllowed,
  operatorAddressProblem,
  operatorEnvProblems,
} from '../../src/lib/operator-env';
import { AD_NETWORKS } from '../../src/site.config';

const production = { networks: AD_NETWORKS, allowLoopbackHttp: false };
const localTest = { networks: AD_NETWORKS, allowLoopbackHttp: true };

describe('operator addresses from PUBLIC_* variables', () => {
  it('accepts https addresses and unset variables', () => {
    expect(operatorEnvProblems({}, production)).toEqual([]);
    expect(
      operatorEnvProblems(
        { PUBLIC_AD_SCRIPT_URL: 'https://ads.example.net/loader.js', PUBLIC_NEWS_FEED_URL: 'https://feeds.example.org/wall', PUBLIC_AD_NETWORK: 'adsense' },
        production,
      ),
    ).toEqual([]);
  });

  it('refuses http, naming the variable, the value and what to write instead', () => {
    expect(operatorAddressProblem('PUBLIC_NEWS_FEED_URL', 'http://feeds.example.org/wall', false)).toBe(
      'PUBLIC_NEWS_FEED_URL must be an https:// address, but it is "http://feeds.example.org/wall". Write a full https:// ' +
        'address such as https://rss.app/embed/v1/wall/plant-news, or remove the variable to use the default.',
    );
  });

  it('refuses an empty value, a relative or malformed address and other schemes', () => {
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', '', false)).toMatch(/^PUBLIC_AD_SCRIPT_URL is set but empty\./);
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', '/ads.js', false)).toMatch(/^PUBLIC_AD_SCRIPT_URL is not an address: "\/ads.js"/);
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', 'javascript:alert(1)', false)).toMatch(/must be an https:\/\/ address/);
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', 'ftp://ads.example.net/a.js', false)).toMatch(/must be an https:\/\/ address/);
  });

  it('lists every problem at once', () => {
    const problems = operatorEnvProblems({ PUBLIC_AD_SCRIPT_URL: 'http://a.example/x.js', PUBLIC_NEWS_FEED_URL: 'http://b.example/' }, production);
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual(['PUBLIC_AD_SCRIPT_URL', 'PUBLIC_NEWS_FEED_URL']);
  });

  it('accepts loopback http only in a local test build, and never another http host', () => {
    const standIn = 'http://127.0.0.1:6800/ads.js';
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', standIn, false)).not.toBeNull();
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', standIn, true)).toBeNull();
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', 'http://ads.example.net/a.js', true)).not.toBeNull();
    expect(operatorAddressProblem('PUBLIC_AD_SCRIPT_URL', 'http://127.0.0.1.example.net/a.js', true)).not.toBeNull();
  });

  it('is a local test build only when the tests say so and the host’s build machines do not', () => {
    expect(loopbackHttpAllowed({ LOCAL_TEST_BUILD: '1' })).toBe(true);
    expect(loopbackHttpAllowed({})).toBe(false);
    expect(loopbackHttpAllowed({ LOCAL_TEST_BUILD: 'true' })).toBe(false);
    expect(loopbackHttpAllowed({ LOCAL_TEST_BUILD: '1', NETLIFY: 'true' })).toBe(false);
  });

  it('knows which hosts are this machine', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.0.0.3', '[::1]']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['example.org', '10.0.0.1', '128.0.0.1', 'localhost.example.org', '127.0.0.1.nip.io']) expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses an unknown ad network, and the tests’ stand-in network outside a local test build', () => {
    expect(operatorEnvProblems({ PUBLIC_AD_NETWORK: 'adsnese' }, production)).toEqual([
      'PUBLIC_AD_NETWORK is "adsnese", which is not an ad network of this site. Write one of: adsense (AD_NETWORKS in ' +
        'src/site.config.ts), or remove the variable to use adsense.',
    ]);
    expect(operatorEnvProblems({ PUBLIC_AD_NETWORK: 'local-stand-in' }, production)[0]).toMatch(/only a local test build may use/);
    expect(operatorEnvProblems({ PUBLIC_AD_NETWORK: 'local-stand-in' }, localTest)).toEqual([]);
    expect(operatorEnvProblems({ PUBLIC_AD_NETWORK: 'toString' }, production)).toHaveLength(1);
  });
});

describe('the build with an unsafe operator address', () => {
  it('stops before writing any output, naming the variable', { timeout: 60_000 }, async () => {
    const projectRoot = path.resolve(import.meta.dirname, '../..');
    mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });
    const outDir = path.join(projectRoot, '.tmp', `refused-build-${process.pid}`);
    const astro = path.join(projectRoot, 'node_modules', '.bin', 'astro');
    const failure = await promisify(execFile)(astro, ['build'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        FORCE_COLOR: '0',
        ASTRO_OUT_DIR: outDir,
        ASTRO_CACHE_DIR: `${outDir}-cache`,
        PUBLIC_NEWS_FEED_URL: 'http://feeds.example.org/wall',
      },
    }).then(
      () => null,
      (error: { code?: number; stdout?: string; stderr?: string }) => error,
    );
    expect(failure, 'the build should have failed').not.toBeNull();
    expect(`${failure?.stdout}${failure?.stderr}`).toContain('PUBLIC_NEWS_FEED_URL must be an https:// address, but it is "http://feeds.example.org/wall"');
    expect(existsSync(outDir)).toBe(false);
  });
});
