import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Runs a real `astro build` of the project with these operator settings into a scratch folder, expecting it to stop:
 * what it printed (null when it did not stop) and whether it wrote a page anyway.
 */
async function refusedBuild(name: string, env: Record<string, string>): Promise<{ output: string | null; wrotePages: boolean }> {
  mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });
  const outDir = path.join(projectRoot, '.tmp', `${name}-${process.pid}`);
  const failure = await promisify(execFile)(path.join(projectRoot, 'node_modules', '.bin', 'astro'), ['build'], {
    cwd: projectRoot,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ASTRO_OUT_DIR: outDir, ASTRO_CACHE_DIR: `${outDir}-cache`, ...env },
  }).then(
    () => null,
    (error: { stdout?: string; stderr?: string }) => error,
  );
  return { output: failure && `${failure.stdout}${failure.stderr}`, wrotePages: existsSync(path.join(outDir, 'index.html')) };
}

// Whole builds take seconds each, so they live here beside the content checks rather than in the unit project, and run
// side by side. The rules themselves are tested in-process (tests/unit/shared/placeholders.test.ts,
// tests/unit/security/operator-env.test.ts).
describe('a build that must not publish stops before writing any output', { timeout: 120_000, concurrent: true }, () => {
  it('a production build with placeholder addresses, naming each file and field', async () => {
    const { output, wrotePages } = await refusedBuild('placeholder-build', { CONTEXT: 'production' });
    expect(output, 'the build should have failed').not.toBeNull();
    expect(output).toContain('A production build must not publish placeholder addresses');
    expect(output).toMatch(/src\/content\/words\/contact-section\.yaml:\d+ details\.email: hello@plant-gazette\.example\.org/);
    expect(wrotePages).toBe(false);
  });

  it('unsafe operator addresses, naming each variable: an http feed, a client id of another form, a loader off the network’s hosts', async () => {
    const { output, wrotePages } = await refusedBuild('refused-build', {
      PUBLIC_NEWS_FEED_URL: 'http://feeds.example.org/wall',
      PUBLIC_AD_CLIENT: 'pub-1234',
      PUBLIC_AD_SCRIPT_URL: 'https://ads.example.net/adsbygoogle.js',
    });
    expect(output, 'the build should have failed').not.toBeNull();
    expect(output).toContain('PUBLIC_NEWS_FEED_URL must be an https:// address, but it is "http://feeds.example.org/wall"');
    expect(output).toContain('PUBLIC_AD_CLIENT is "pub-1234", which is not a Google AdSense client id.');
    expect(output).toContain('PUBLIC_AD_SCRIPT_URL is "https://ads.example.net/adsbygoogle.js", which is not on');
    expect(wrotePages).toBe(false);
  });
});
