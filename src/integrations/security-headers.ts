import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { editorFolderClashes, editorRules, isUnder } from '../lib/cms/policy';
import { parsePolicy } from '../lib/security/csp-policy';
import { headerRules, type PagePolicy } from '../lib/security/header-rules';
import { serializeHeadersFile } from '../lib/security/headers-file';
import { allowanceProblems, ownPageRules, pagePath, RADIO_PLAYER_ALLOWANCES } from '../lib/security/page-allowances';

export const HEADERS_FILE = '_headers';

/** Every file the build wrote under `folder`, as paths (`/admin/config.yml`); none when it wrote no such folder. */
async function filesIn(dir: URL, folder: string): Promise<string[]> {
  const entries = await readdir(new URL(`.${folder}`, dir), { recursive: true, withFileTypes: true }).catch(() => []);
  const root = fileURLToPath(dir);
  return entries.filter((entry) => entry.isFile()).map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

/** Which pages have rules of their own: the browser editor's folder and the radio's pages (src/config/policy.ts). */
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
      'astro:build:generated': async ({ dir, routeToHeaders, logger }) => {
        const pages: (PagePolicy & { file: string })[] = [];
        for (const [pathname, { headers, route }] of routeToHeaders) {
          const policy = headers.get('content-security-policy');
          if (policy) pages.push({ pathname, route: route.pattern, policy, file: route.entrypoint });
        }
        const { editorFolder, radioPlayerPages } = own;
        const inEditor = (page: PagePolicy) => editorFolder !== undefined && isUnder(editorFolder, page.pathname);
        const radio = new Set(radioPlayerPages.map(pagePath));
        const isRadio = (page: PagePolicy) => radio.has(pagePath(page.pathname));
        const problems = [
          ...(editorFolder ? editorFolderClashes(editorFolder, pages) : []),
          ...allowanceProblems(
            pages.filter((page) => !inEditor(page)).map((page) => ({ pathname: page.pathname, policy: parsePolicy(page.policy) })),
            radioPlayerPages,
            RADIO_PLAYER_ALLOWANCES,
            'POLICY_PAGES.radioPlayer (src/config/policy.ts)',
          ),
        ];
        if (problems.length > 0) throw new Error(`The pages' Content-Security-Policy needs fixing:\n- ${problems.join('\n- ')}`);

        // The public pages' rules first, then the radio's pages' and the editor's, each after the rules that also
        // match them (src/lib/cms/policy.ts, src/lib/security/page-allowances.ts).
        const rules = [
          ...headerRules(pages.filter((page) => !inEditor(page) && !isRadio(page)), { notFoundPathname: '/404', siteHeaders }),
          ...ownPageRules(pages.filter(isRadio)),
          ...(editorFolder && !own.editorLeftOut ? editorRules(editorFolder, pages, await filesIn(dir, editorFolder)) : []),
        ];
        const text = serializeHeadersFile(rules, [
          'Written by the build (src/integrations/security-headers.ts); edit src/site.config.ts, not this file.',
          "Each page's Content-Security-Policy lists the hashes of its own inline scripts and styles.",
        ]);
        await writeFile(new URL(HEADERS_FILE, dir), text);
        logger.info(`${HEADERS_FILE}: ${rules.length} rule(s) for ${pages.length} page(s), ${Buffer.byteLength(text)} bytes`);
      },
    },
  };
}
