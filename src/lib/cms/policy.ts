import type { HeaderRule } from '../security/headers-file';
import type { PagePolicy } from '../security/header-rules';
import type { PolicyAllowance } from '../security/page-allowances';

/**
 * The browser editor's Content-Security-Policy: the public pages' own (default-src 'none' and the rest, from
 * src/lib/security/csp.ts) plus only what Decap CMS cannot work without. Each allowance says why; the editor's page adds them
 * through Astro's per-page CSP (src/pages/admin/index.astro), and the build gives that page rules of its own
 * (`/admin/` and below), kept out of the public pages' rules so that none of them gains an allowance.
 */
export type { PolicyAllowance };

/**
 * The address of decap-server, the local backend, that a build's editor may talk to: none in a build on the host's
 * machines (NETLIFY is set there), whose editor is never opened on the editor's own machine, where alone Decap uses
 * it; DECAP_SERVER_URL or the config's default in a local build.
 */
export function editorLocalBackend(env: Record<string, string | undefined>, defaultUrl: string): string | null {
  if (env.NETLIFY) return null;
  return env.DECAP_SERVER_URL || defaultUrl;
}

/**
 * What the editor needs beyond the public pages' policy, with the origin of decap-server for editing a checkout when
 * the build has one (editorLocalBackend).
 */
export function cmsAllowances(localBackendUrl: string | null): PolicyAllowance[] {
  const allowances: PolicyAllowance[] = [
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
  if (localBackendUrl) {
    allowances.push({
      directive: 'connect-src',
      source: new URL(localBackendUrl).origin,
      why: 'decap-server, the local backend that writes into a checkout on the editor’s own machine (local_backend); Decap uses it only when the page is on localhost.',
    });
  }
  return allowances;
}

/** True for a path under the editor's folder (`/admin/` → `/admin`, `/admin/`, `/admin/…`). */
export function isUnder(folder: string, pathname: string): boolean {
  const bare = folder.replace(/\/$/, '');
  return pathname === bare || pathname.startsWith(`${bare}/`);
}

/**
 * The editor's own header rules: its page's policy for its folder and everything under it, and noindex for search
 * engines. Two patterns, because the host's `/admin/*` would also match `/administration-fees` (a trailing `*` may
 * follow any text, not only a slash): `/admin/` matches the folder itself, `/admin/:below/*` every path beneath it.
 * Written after the public rules: a host that sends only the last matching rule's value of a header (as netlify-cli
 * does, with the host's own reader of `_headers`) gives the editor exactly this policy.
 */
export function editorRules(folder: string, pages: readonly PagePolicy[]): HeaderRule[] {
  const policies = [...new Set(pages.filter((page) => isUnder(folder, page.pathname)).map((page) => page.policy))];
  if (policies.length === 0) return [];
  if (policies.length > 1) throw new Error(`The pages under ${folder} have different policies; give them one.`);
  const values = { 'Content-Security-Policy': policies[0]!, 'X-Robots-Tag': 'noindex, nofollow' };
  const bare = folder.replace(/\/$/, '');
  return [
    { for: `${bare}/`, values },
    { for: `${bare}/:below/*`, values },
  ];
}

/** A page of the build, by the path it is served at and the source file that made it. */
export interface BuiltPageSource {
  readonly pathname: string;
  /** e.g. `src/pages/[page].astro`, or the content file a page is made from. */
  readonly file: string;
}

/**
 * A message for each public page whose address is in the editor's folder: it would be served with the editor's
 * policy (and hidden from search engines), or be shadowed by the editor itself. The editor's own pages are those made
 * by files in its folder under src/pages/.
 */
export function editorFolderClashes(folder: string, pages: readonly BuiltPageSource[]): string[] {
  const editorSources = `src/pages${folder.replace(/\/?$/, '/')}`;
  return pages
    .filter((page) => isUnder(folder, page.pathname) && !page.file.startsWith(editorSources))
    .map(
      (page) =>
        `${page.file}: the page ${page.pathname} would be served inside the browser editor's folder ${folder}, with the editor's policy. Rename it so that its address does not begin with ${folder.replace(/\/$/, '')}/.`,
    );
}
