import type { HeaderRule } from '../security/headers-file';
import type { PagePolicy } from '../security/header-rules';
import type { PolicyAllowance } from '../security/page-allowances';

/**
 * The browser editor's Content-Security-Policy: the public pages' own (src/lib/security/csp.ts) plus only what Decap
 * CMS cannot work without, each allowance saying why. The editor's page adds them through Astro's per-page CSP
 * (src/pages/admin/index.astro); its `/admin/` header rules stay apart, so that no public page gains an allowance.
 */
export type { PolicyAllowance };

/**
 * decap-server's address for the editor: none in a build on the host (NETLIFY is set), whose editor is never opened on
 * the editor's own machine, the only place Decap uses it; else DECAP_SERVER_URL or the config's default.
 */
export function editorLocalBackend(env: Record<string, string | undefined>, defaultUrl: string): string | null {
  if (env.NETLIFY) return null;
  return env.DECAP_SERVER_URL || defaultUrl;
}

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

export function isUnder(folder: string, pathname: string): boolean {
  const bare = folder.replace(/\/$/, '');
  return pathname === bare || pathname.startsWith(`${bare}/`);
}

/**
 * The editor's header rules: its policy and noindex, for its folder (`/admin/`, which the host's pattern also matches
 * as `/admin`) and each file the build writes in it (`files`, e.g. `/admin/index.html`, `/admin/config.yml`), and no
 * other path: any other address under the folder is answered with the 404 page, which gets the public policy like
 * every 404 (a pattern such as `/admin/*` would give it the editor's allowances). Written after the public rules, as
 * netlify-cli (with the host's `_headers` reader) sends only the last match's value.
 */
export function editorRules(folder: string, pages: readonly PagePolicy[], files: readonly string[] = []): HeaderRule[] {
  const policies = [...new Set(pages.filter((page) => isUnder(folder, page.pathname)).map((page) => page.policy))];
  if (policies.length === 0) return [];
  if (policies.length > 1) throw new Error(`The pages under ${folder} have different policies; give them one.`);
  const values = { 'Content-Security-Policy': policies[0]!, 'X-Robots-Tag': 'noindex, nofollow' };
  const bare = folder.replace(/\/$/, '');
  const paths = [`${bare}/`, ...[...files].filter((file) => isUnder(folder, file) && file !== `${bare}/`).sort()];
  return paths.map((path) => ({ for: path, values }));
}

export interface BuiltPageSource {
  readonly pathname: string;
  /** e.g. `src/pages/[page].astro`, or the content file a page is made from. */
  readonly file: string;
}

/**
 * A message for each public page in the editor's folder: it would get the editor's policy and noindex, or be
 * shadowed. The editor's own pages are those made by files in its folder under src/pages/.
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
