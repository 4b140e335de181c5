/**
 * What the offline page lists: the pages and plants kept on this phone by the service worker, as links. Pure: the
 * page's script reads the caches and hands the addresses, titles and plant names to these functions.
 */

/** A page kept in the cache: its address and the title it was served with. */
export interface KeptPage {
  url: string;
  title: string;
}

/** A plant kept in the cache: its slug and name, from its record or its page. */
export interface KeptPlant {
  slug: string;
  name: string;
}

/** One link of the offline page's lists. */
export interface KeptLink {
  href: string;
  label: string;
}

/** Where the site's paths are, from the site config. */
export interface KeptPaths {
  /** The offline page itself, never listed. */
  offlinePage: string;
  /**
   * The browser editor's folder (CMS.path), never listed: the worker does not keep it, but a phone may still hold a
   * copy an older worker kept, which is no page for a visitor.
   */
  editorFolder: string;
  /** Plant pages live under this path, e.g. '/plants/'. */
  plantPages: string;
  /** The site's name, cut from page titles ('Lavender | The Plant Gazette' is listed as 'Lavender'). */
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
 * The offline page's two lists: the pages kept (every page but the plant pages, the editor's and itself, once each, by title), and
 * the plants kept, each linking to its own page when that is kept, else to the landing page's panel when that is
 * kept, else left out (a link that would only lead back here helps nobody).
 */
export function keptLinks(pages: readonly KeptPage[], plants: readonly KeptPlant[], paths: KeptPaths): { pages: KeptLink[]; plants: KeptLink[] } {
  const suffix = ` | ${paths.siteName}`;
  const label = (title: string, fallback: string) => (title.endsWith(suffix) ? title.slice(0, -suffix.length) : title) || fallback;
  const byPath = new Map<string, KeptPage>();
  for (const page of pages) {
    const { pathname, search } = new URL(page.url);
    const path = withSlash(pathname);
    if (search !== '' || path === withSlash(paths.offlinePage) || path.toLowerCase().startsWith(withSlash(paths.editorFolder).toLowerCase())) continue;
    byPath.set(withSlash(pathname), page);
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
