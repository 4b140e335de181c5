import type { HeaderRule } from '../security/headers-file';
import type { PagePolicy } from '../security/header-rules';

/**
 * The browser editor's Content-Security-Policy: the public pages' own (default-src 'none' and the rest, from
 * src/lib/security/csp.ts) plus only what Decap CMS cannot work without. Each allowance says why; the editor's page adds them
 * through Astro's per-page CSP (src/pages/admin/index.astro), and the build gives that page a header rule of its own
 * (`/admin/*`), kept out of the public pages' rules so that none of them gains an allowance.
 */
export interface PolicyAllowance {
  /** The directive, e.g. "script-src". */
  directive: string;
  /** The source it gains. */
  source: string;
  /** Why the editor needs it. */
  why: string;
}

/** What the editor needs beyond the public pages' policy, with the origin of decap-server for editing a checkout. */
export function cmsAllowances(localBackendUrl: string): PolicyAllowance[] {
  return [
    {
      directive: 'script-src',
      source: "'unsafe-eval'",
      why: 'Decap checks its configuration with Ajv, which compiles each check with new Function(); without it the editor stops at "Error loading the CMS configuration".',
    },
    {
      directive: 'style-src',
      source: "'self'",
      why: 'The site’s stylesheet in the preview pane (/admin/preview.css). Astro leaves it out once a page names its own style sources.',
    },
    {
      directive: 'style-src',
      source: "'unsafe-inline'",
      why: 'Decap styles its interface with Emotion, which writes <style> elements while it runs; their text is not known at build time, so no hash can name them.',
    },
    {
      directive: 'connect-src',
      source: 'https://api.github.com',
      why: 'The GitHub backend reads the content files and commits the editor’s changes through GitHub’s API.',
    },
    {
      directive: 'connect-src',
      source: new URL(localBackendUrl).origin,
      why: 'decap-server, the local backend that writes into a checkout on the editor’s own machine (local_backend); Decap uses it only when the page is on localhost.',
    },
    {
      directive: 'img-src',
      source: 'blob:',
      why: 'Decap shows images it holds in memory (the media library, previews) through blob: addresses.',
    },
    {
      directive: 'img-src',
      source: 'https://avatars.githubusercontent.com',
      why: 'The signed-in editor’s GitHub picture in the editor’s header.',
    },
  ];
}

/** The allowances grouped by directive, as Astro's insertDirective() takes them: "connect-src a b". */
export function allowanceDirectives(allowances: readonly PolicyAllowance[]): string[] {
  const byDirective = new Map<string, string[]>();
  for (const { directive, source } of allowances) byDirective.set(directive, [...(byDirective.get(directive) ?? []), source]);
  return [...byDirective].map(([directive, sources]) => `${directive} ${sources.join(' ')}`);
}

/** True for a path under the editor's folder (`/admin/` → `/admin`, `/admin/`, `/admin/…`). */
export function isUnder(folder: string, pathname: string): boolean {
  const bare = folder.replace(/\/$/, '');
  return pathname === bare || pathname.startsWith(`${bare}/`);
}

/**
 * The editor's own header rule: its page's policy for everything under its folder, and noindex for search engines.
 * Written after the public rules. A host that sends only the last matching rule's policy (Netlify's own local
 * emulation, netlify-cli, merges matching rules so) gives the editor exactly this policy.
 */
export function editorRule(folder: string, pages: readonly PagePolicy[]): HeaderRule | null {
  const policies = [...new Set(pages.filter((page) => isUnder(folder, page.pathname)).map((page) => page.policy))];
  if (policies.length === 0) return null;
  if (policies.length > 1) throw new Error(`The pages under ${folder} have different policies; give them one.`);
  return {
    for: `${folder.replace(/\/$/, '')}/*`,
    values: { 'Content-Security-Policy': policies[0]!, 'X-Robots-Tag': 'noindex, nofollow' },
  };
}
