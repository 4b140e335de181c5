/**
 * What the offline page lists: the pages and plants the service worker kept on this phone, as links. Pure: the
 * page's script reads the caches and hands the addresses, titles and plant names in.
 */

import { sitePath } from './site-path';

export interface KeptPage {
  url: string;
  title: string;
}

export interface KeptPlant {
  slug: string;
  name: string;
}

export interface KeptLink {
  href: string;
  label: string;
}

export interface KeptPaths {
  /** Never listed. */
  offlinePage: string;
  /** The editor's folder (CMS.path) and OFFLINE.neverKept, never listed: an older worker may have kept a copy. */
  editorFolder: string;
  neverKept: readonly string[];
  plantPages: string;
  /** Cut from page titles: 'Lavender | The Plant Gazette' is listed as 'Lavender'. */
  siteName: string;
}

/** The title in a page's HTML, decoded, or '' when it has none. */
export function titleOf(html: string): string {
  const raw = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
  return raw
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .trim();
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The slug of a plant page's path ('/plants/lavender/' → 'lavender'), or null for any other page. */
export function plantSlugOfPath(pathname: string, plantPages: string): string | null {
  const match = new RegExp(`^${plantPages.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^/]+)/?$`).exec(pathname);
  return match?.[1] ?? null;
}

/**
 * Pages kept (all but plant pages, the editor's and this one; once each, by title) and plants kept, each linking to
 * its page if kept, else to the landing page's panel if that is, else left out (a link back here helps nobody).
 */
export function keptLinks(
  pages: readonly KeptPage[],
  plants: readonly KeptPlant[],
  paths: KeptPaths,
): { pages: KeptLink[]; plants: KeptLink[] } {
  const suffix = ` | ${paths.siteName}`;
  const label = (title: string, fallback: string) =>
    (title.endsWith(suffix) ? title.slice(0, -suffix.length) : title) || fallback;
  const byPath = new Map<string, KeptPage>();
  const never = [paths.editorFolder, ...paths.neverKept, paths.offlinePage].map((folder) =>
    withSlash(folder).toLowerCase(),
  );
  for (const page of pages) {
    const url = new URL(page.url);
    // As the host reads it (`/%61dmin/` is the editor); null for `//evil.example/`, a link to another site.
    const pathname = sitePath(url, true);
    if (pathname === null || url.search !== '') continue;
    const path = withSlash(pathname);
    if (never.some((folder) => path.toLowerCase().startsWith(folder))) continue;
    byPath.set(path, page);
  }
  const plantPages = new Map<string, KeptPage>();
  const otherPages: KeptLink[] = [];
  for (const [path, page] of byPath) {
    const slug = plantSlugOfPath(path, paths.plantPages);
    if (slug) plantPages.set(slug, page);
    else otherPages.push({ href: path, label: label(page.title, path) });
  }
  const landingKept = byPath.has('/');
  const names = new Map<string, string>();
  for (const plant of plants) names.set(plant.slug, plant.name);
  for (const [slug, page] of plantPages) if (!names.has(slug)) names.set(slug, label(page.title, slug));
  const plantLinks: KeptLink[] = [];
  for (const [slug, name] of names) {
    if (plantPages.has(slug)) plantLinks.push({ href: `${paths.plantPages}${slug}/`, label: name });
    else if (landingKept) plantLinks.push({ href: `/?plant=${encodeURIComponent(slug)}`, label: name });
  }
  const byLabel = (a: KeptLink, b: KeptLink) => a.label.localeCompare(b.label, 'en');
  return { pages: otherPages.sort(byLabel), plants: plantLinks.sort(byLabel) };
}
