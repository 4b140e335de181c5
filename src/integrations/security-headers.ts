import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { editorFolderClashes, editorRules, isUnder } from '../lib/cms/editor-csp';
import { keepingScriptHashes, parsePolicy, serializePolicy, withStyleHashes } from '../lib/security/csp-policy';
import { headerRules, type PagePolicy } from '../lib/security/header-rules';
import { serializeHeadersFile } from '../lib/security/headers-file';
import { foreignStyleProblems, inlineStyles } from '../lib/security/own-styles';
import { allowanceProblems, ownPageRules, pagePath, RADIO_PLAYER_ALLOWANCES } from '../lib/security/page-allowances';

export const HEADERS_FILE = '_headers';

/** Every file the build wrote under `folder`, as paths (`/admin/config.yml`); none when it wrote no such folder. */
async function filesIn(dir: URL, folder: string): Promise<string[]> {
  const entries = await readdir(new URL(`.${folder}`, dir), { recursive: true, withFileTypes: true }).catch(() => []);
  const root = fileURLToPath(dir);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const scriptHash = styleHash;
/** A page's inline scripts that run (not JSON data blocks), by their text. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/)[^>]*>([\s\S]*?)<\/script>/g;
const inlineScripts = (html: string) => [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '');
/** Pages read at once. */
const BATCH = 64;

/** The built file a page is served from: `/privacy` → privacy/index.html, `/404` → 404.html. */
async function builtHtml(root: string, pathname: string): Promise<string | null> {
  const bare = pathname.replace(/\/$/, '');
  for (const candidate of [`${bare}/index.html`, `${bare}.html`, bare]) {
    if (!candidate.endsWith('.html')) continue;
    const html = await readFile(path.join(root, candidate), 'utf8').catch(() => null);
    if (html !== null) return html;
  }
  return null;
}

/**
 * A page's policy with the hashes of the inline styles its file holds now, and only those of Astro's script hashes
 * whose scripts it still holds: build steps after Astro's rendering rewrite the styles (per-page CSS,
 * src/integrations/page-css.ts) and move its island runtime into a file (src/integrations/island-runtime.ts), and
 * Astro's hashes are of what it rendered. Those steps
 * only rewrite the styles Astro wrote (checked when it handed the pages over); a page that holds more now than then
 * was given a style by a later step, which is refused too.
 */
async function policyOfBuiltPage(
  root: string,
  page: PagePolicy & { file: string; styleCount: number },
): Promise<string> {
  const html = await builtHtml(root, page.pathname);
  if (html === null) return page.policy;
  const styles = inlineStyles(html);
  if (styles.length > page.styleCount) {
    throw new Error(
      `${page.pathname} (${page.file}) holds ${styles.length} inline styles after the build's last steps, ${page.styleCount} as rendered: a step added one, which the policy will not allow.`,
    );
  }
  const scripts = new Set(inlineScripts(html).map(scriptHash));
  return serializePolicy(
    keepingScriptHashes(withStyleHashes(parsePolicy(page.policy), styles.map(styleHash)), scripts),
  );
}

/**
 * The pages as Astro rendered them, before any later step: each inline style must be one Astro hashed, or the build
 * stops, naming the page and its source file (src/lib/security/own-styles.ts). Gives each page's count of styles.
 */
async function checkRenderedStyles(
  root: string,
  pages: readonly (PagePolicy & { file: string })[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const problems: string[] = [];
  for (let start = 0; start < pages.length; start += BATCH) {
    await Promise.all(
      pages.slice(start, start + BATCH).map(async (page) => {
        const styles = inlineStyles((await builtHtml(root, page.pathname)) ?? '');
        counts.set(page.pathname, styles.length);
        const rendered = {
          pathname: page.pathname,
          file: page.file,
          styles: styles.map((css) => ({ css, hash: styleHash(css) })),
          policy: parsePolicy(page.policy),
        };
        problems.push(...foreignStyleProblems(rendered));
      }),
    );
  }
  if (problems.length > 0) {
    throw new Error(
      `Only the site's own stylesheets may style a page; an editor's text cannot carry a <style>. Remove it from the page's content:\n- ${problems.join('\n- ')}`,
    );
  }
  return counts;
}

/** Which pages have rules of their own: the browser editor's folder and the radio's pages (src/config/csp-pages.ts). */
export interface OwnPolicies {
  /** The editor's folder, e.g. `/admin/`; none when the site has no editor. */
  readonly editorFolder?: string;
  /** The editor is built but left out of the output (src/integrations/leave-out-editor.ts): its rule is not written. */
  readonly editorLeftOut?: boolean;
  readonly radioPlayerPages: readonly string[];
}

/**
 * Sends each page's Content-Security-Policy as a response header, not a <meta> tag: only a header can say
 * frame-ancestors, and a scanner or browser reads a header before any of the page. Declaring an adapter with
 * `staticHeaders` is how Astro hands over each page's policy; after the build they go, with the site-wide headers,
 * into `_headers` (src/lib/security/header-rules.ts), which Netlify and scripts/serve.mjs both read. The build stops,
 * naming the page, when a public page would be served in the editor's folder, or when the radio's allowances are
 * missing from a radio page or present on any other.
 */
export function securityHeaders(siteHeaders: Readonly<Record<string, string>>, own: OwnPolicies): AstroIntegration {
  let rendered: (PagePolicy & { file: string; styleCount: number })[] = [];
  return {
    name: 'security-headers',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'security-headers',
          entrypointResolution: 'auto',
          adapterFeatures: { buildOutput: 'static', staticHeaders: true },
          supportedAstroFeatures: {
            staticOutput: 'stable',
            hybridOutput: 'unsupported',
            serverOutput: 'unsupported',
            // Images are optimised at build time, as without an adapter.
            sharpImageService: 'stable',
          },
        });
      },
      // Astro hands over each page's policy once the pages are rendered; the file is written at build:done, after
      // every other build step has changed the pages (this integration comes last), with the styles they left.
      // The pages are on disk by now, as Astro rendered them: their styles are checked against Astro's own hashes.
      'astro:build:generated': async ({ dir, routeToHeaders }) => {
        const pages: (PagePolicy & { file: string })[] = [];
        for (const [pathname, { headers, route }] of routeToHeaders) {
          const policy = headers.get('content-security-policy');
          if (policy) pages.push({ pathname, route: route.pattern, policy, file: route.entrypoint });
        }
        const counts = await checkRenderedStyles(fileURLToPath(dir), pages);
        rendered = pages.map((page) => ({ ...page, styleCount: counts.get(page.pathname) ?? 0 }));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages: (PagePolicy & { file: string })[] = [];
        // A batch at a time, so that thousands of plant pages never open thousands of files together.
        for (let start = 0; start < rendered.length; start += BATCH) {
          pages.push(
            ...(await Promise.all(
              rendered
                .slice(start, start + BATCH)
                .map(async (page) => ({ ...page, policy: await policyOfBuiltPage(root, page) })),
            )),
          );
        }
        const { editorFolder, radioPlayerPages } = own;
        const inEditor = (page: PagePolicy) => editorFolder !== undefined && isUnder(editorFolder, page.pathname);
        const radio = new Set(radioPlayerPages.map(pagePath));
        const isRadio = (page: PagePolicy) => radio.has(pagePath(page.pathname));
        const problems = [
          ...(editorFolder ? editorFolderClashes(editorFolder, pages) : []),
          ...allowanceProblems(
            pages
              .filter((page) => !inEditor(page))
              .map((page) => ({ pathname: page.pathname, policy: parsePolicy(page.policy) })),
            radioPlayerPages,
            RADIO_PLAYER_ALLOWANCES,
            'POLICY_PAGES.radioPlayer (src/config/csp-pages.ts)',
          ),
        ];
        if (problems.length > 0)
          throw new Error(`The pages' Content-Security-Policy needs fixing:\n- ${problems.join('\n- ')}`);

        // The public pages' rules first, then the radio's pages' and the editor's, each after the rules that also
        // match them (src/lib/cms/editor-csp.ts, src/lib/security/page-allowances.ts).
        const rules = [
          ...headerRules(
            pages.filter((page) => !inEditor(page) && !isRadio(page)),
            { notFoundPathname: '/404', siteHeaders },
          ),
          ...ownPageRules(pages.filter(isRadio)),
          ...(editorFolder && !own.editorLeftOut
            ? editorRules(editorFolder, pages, await filesIn(dir, editorFolder))
            : []),
        ];
        const text = serializeHeadersFile(rules, [
          'Written by the build (src/integrations/security-headers.ts); edit src/config/security.ts, not this file.',
          "Each page's Content-Security-Policy lists the hashes of its own inline scripts and styles.",
        ]);
        await writeFile(new URL(HEADERS_FILE, dir), text);
        logger.info(
          `${HEADERS_FILE}: ${rules.length} rule(s) for ${pages.length} page(s), ${Buffer.byteLength(text)} bytes`,
        );
      },
    },
  };
}
