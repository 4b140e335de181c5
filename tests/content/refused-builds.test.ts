import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scratchBuild } from '../helpers/astro-build';
import { linkPackages } from '../helpers/content-check';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Runs a real `astro build` with these operator settings into a scratch folder, expecting it to stop: what it printed
 * (null when it did not stop) and whether it wrote a page anyway. With `cwd`, it builds that copy of the project.
 */
async function refusedBuild(
  name: string,
  env: Record<string, string>,
  cwd = projectRoot,
): Promise<{ output: string | null; wrotePages: boolean }> {
  const { outDir, failure, done } = await scratchBuild(name, env, cwd);
  const wrotePages = existsSync(path.join(outDir, 'index.html'));
  done();
  return { output: failure, wrotePages };
}

/**
 * A scratch copy of the project (config, sources, public files; the dependencies linked) with `text` appended to each
 * named content file, as a hostile or careless editor would add it: the copy's folder and, for each file, the line on
 * which the appended text starts.
 */
function copyWithAppended(additions: Record<string, string>): { folder: string; firstLine: Record<string, number> } {
  mkdirSync(path.join(projectRoot, '.tmp'), { recursive: true });
  const folder = mkdtempSync(path.join(projectRoot, '.tmp', 'hostile-body-'));
  for (const entry of ['astro.config.mjs', 'tsconfig.json', 'package.json', 'src', 'public']) {
    cpSync(path.join(projectRoot, entry), path.join(folder, entry), { recursive: true });
  }
  linkPackages(folder);
  const firstLine: Record<string, number> = {};
  for (const [file, text] of Object.entries(additions)) {
    // After a blank line, so that the text is a paragraph of its own.
    const before = readFileSync(path.join(folder, file), 'utf8').replace(/\n*$/, '\n\n');
    firstLine[file] = before.split('\n').length;
    writeFileSync(path.join(folder, file), before + text);
  }
  return { folder, firstLine };
}

// Whole builds take seconds each, so they live here beside the content checks rather than in the unit project, and run
// side by side. The rules themselves are tested in-process (tests/unit/shared/placeholders.test.ts,
// tests/unit/security/operator-env.test.ts).
describe(
  'a build that must not publish stops before writing any output',
  { timeout: 120_000, concurrent: true },
  () => {
    it('a production build with placeholder addresses, naming each file and field', async () => {
      const { output, wrotePages } = await refusedBuild('placeholder-build', { CONTEXT: 'production' });
      expect(output, 'the build should have failed').not.toBeNull();
      expect(output).toContain('A production build must not publish placeholder addresses');
      expect(output).toMatch(
        /src\/content\/words\/contact-section\.yaml:\d+ details\.email: hello@plant-gazette\.example\.org/,
      );
      expect(output).toMatch(
        /src\/config\/security\.ts:\d+ SECURITY_TXT\.contact: security@plant-gazette\.example\.org/,
      );
      expect(wrotePages).toBe(false);
    });

    it('unsafe operator addresses, naming each variable: an http feed, a client id of another form, a loader off the network’s hosts', async () => {
      const { output, wrotePages } = await refusedBuild('refused-build', {
        PUBLIC_NEWS_FEED_URL: 'http://feeds.example.org/wall',
        PUBLIC_AD_CLIENT: 'pub-1234',
        PUBLIC_AD_SCRIPT_URL: 'https://ads.example.net/adsbygoogle.js',
      });
      expect(output, 'the build should have failed').not.toBeNull();
      expect(output).toContain(
        'PUBLIC_NEWS_FEED_URL must be an https:// address, but it is "http://feeds.example.org/wall"',
      );
      expect(output).toContain('PUBLIC_AD_CLIENT is "pub-1234", which is not a Google AdSense client id.');
      expect(output).toContain('PUBLIC_AD_SCRIPT_URL is "https://ads.example.net/adsbygoogle.js", which is not on');
      expect(wrotePages).toBe(false);
    });

    // The Markdown check runs inside Astro's renderer, where each body is rendered: two of the bodies that reached a built
    // page under the old line-by-line check, appended to the legal pages of a copy, stop the real build.
    it('editors’ Markdown: a meta refresh on an indented line under a paragraph, and a javascript: link over two lines', async () => {
      const privacy = 'src/content/pages/privacy.md';
      const terms = 'src/content/pages/terms.md';
      const { folder, firstLine } = copyWithAppended({
        [privacy]: 'A new paragraph.\n    <meta http-equiv="refresh" content="0;url=https://evil.example/">\n',
        [terms]: 'Read [the\nrules](jav&#x61;script:alert(1)) first.\n',
      });
      try {
        const { output, wrotePages } = await refusedBuild('hostile-body-build', {}, folder);
        expect(output, 'the build should have failed').not.toBeNull();
        expect(output).toContain(
          `- ${privacy}:${(firstLine[privacy] ?? 0) + 1}: Raw HTML is not allowed in the text (found <meta http-equiv="refresh" content="0;url=https://evil.example/">)`,
        );
        expect(output).toContain(`- ${terms}:${firstLine[terms]}: The link "javascript:alert(1)" is refused.`);
        expect(wrotePages).toBe(false);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  },
);

// The policy hashes only the styles Astro wrote: a <style> that reached a page another way (here a rendering bug that
// passes an editor's heading through as HTML) stops the build once the pages are rendered, naming the page and its
// source file; no _headers is written, so nothing of that build can be deployed with the style allowed. It renders
// every page before it refuses, beside the unit tests and type checks: 162-174 s in clean runs, so 180 s timed out
// whenever anything else shared the machine. The limit stops a hung build; it measures nothing.
describe('a page styled by something the build did not write stops the build', { timeout: 360_000 }, () => {
  it('a <style> the build did not write, in a page an editor’s words reach', async () => {
    const { folder } = copyWithAppended({});
    const page = path.join(folder, 'src/pages/404.astro');
    const source = readFileSync(page, 'utf8');
    // The heading's words, however the formatter lays the element out.
    const heading = /\{words\.heading\}(\s*<\/h1>)/;
    expect(source).toMatch(heading);
    writeFileSync(
      page,
      source.replace(heading, '<Fragment set:html={`${words.heading}<style>main{display:none}</style>`} />$1'),
    );
    try {
      const { output } = await refusedBuild('foreign-style-build', {}, folder);
      expect(output, 'the build should have failed').not.toBeNull();
      expect(output).toContain(
        "Only the site's own stylesheets may style a page; an editor's text cannot carry a <style>.",
      );
      expect(output).toContain(
        '- /404 (src/pages/404.astro) carries a <style> the build did not write: main{display:none}',
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
