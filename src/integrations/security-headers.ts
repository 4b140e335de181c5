import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { editorRule, isUnder } from '../lib/cms/policy';
import { headerRules, type PagePolicy } from '../lib/security/header-rules';
import { serializeHeadersFile } from '../lib/security/headers-file';

/** Where the host reads its header rules, relative to the build output. */
export const HEADERS_FILE = '_headers';

/**
 * Sends each page's Content-Security-Policy as a response header instead of a <meta> tag: only a header can say
 * frame-ancestors, and a scanner or browser reads a header before any of the page.
 *
 * Declaring an adapter with `staticHeaders` is how Astro hands over each pre-rendered page's policy (its script and
 * style hashes) instead of writing the <meta> tag. After the build this writes them, with the site-wide security
 * headers, into `_headers` beside the pages, grouped so that pages sharing a policy share a rule
 * (src/lib/security/header-rules.ts). Netlify and the preview server (scripts/serve.mjs) both read that file.
 */
export function securityHeaders(siteHeaders: Readonly<Record<string, string>>, editorFolder?: string): AstroIntegration {
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
        const pages: PagePolicy[] = [];
        for (const [pathname, { headers, route }] of routeToHeaders) {
          const policy = headers.get('content-security-policy');
          if (policy) pages.push({ pathname, route: route.pattern, policy });
        }
        // The browser editor's pages (editorFolder, e.g. /admin/) get a rule of their own after the public ones, and
        // their policy stays out of the public pages' rules (src/lib/cms/policy.ts).
        const inEditor = (page: PagePolicy) => editorFolder !== undefined && isUnder(editorFolder, page.pathname);
        const rules = headerRules(pages.filter((page) => !inEditor(page)), { notFoundPathname: '/404', siteHeaders });
        const editor = editorFolder ? editorRule(editorFolder, pages) : null;
        if (editor) rules.push(editor);
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
