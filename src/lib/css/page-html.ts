import { createHash } from 'node:crypto';
import path from 'node:path';
import { pruneCss } from './prune';
import type { UsedNames } from './used-names';

/*
 * What the per-page CSS step (src/integrations/page-css.ts) reads from and writes into a built page: its inline site
 * stylesheets, where its first screen ends, the scripts it runs, and the page rewritten with its CSS cut, linked or
 * split into the first screen's and the rest. Pure functions of the page's text.
 */

/** Inline stylesheets at least this long are the site's stylesheet; Astro's one-line island rule stays as it is. */
const MIN_SITE_STYLESHEET = 1024;
const STYLE = /<style>([\s\S]*?)<\/style>/g;
/** The page's site stylesheets (inline), in order. */
export function siteStylesheets(html: string): string[] {
  return [...html.matchAll(STYLE)].map((match) => match[1] ?? '').filter((css) => css.length >= MIN_SITE_STYLESHEET);
}

/** The page with each site stylesheet replaced: by `replace(css)`'s text, a whole element. */
function replaceSiteStylesheets(html: string, replace: (css: string) => string): string {
  return html.replace(STYLE, (whole, css: string) => (css.length < MIN_SITE_STYLESHEET ? whole : replace(css)));
}

/** The page with its site stylesheets cut to what it uses. */
export function pruneInlineStylesheets(html: string, used: UsedNames): string {
  return replaceSiteStylesheets(html, (css) => `<style>${pruneCss(css, used)}</style>`);
}

/** The page with its site stylesheets replaced by one, `css`, inline. */
export function inlineStylesheet(html: string, css: string): string {
  let first = true;
  return replaceSiteStylesheets(html, () => {
    if (!first) return '';
    first = false;
    return `<style>${css}</style>`;
  });
}

/** The whole site's stylesheet, fetched after the load event by pages that inline only their first screen's CSS. */
export function laterStylesheetPath(css: string): string {
  return `/_astro/site.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
}

/**
 * Where a page's first screen ends in its HTML: at the first element marked `data-below-first-screen`; -1 when the
 * page marks none and carries the CSS of all it shows (docs/benchmark.md, "What loads before the first paint").
 */
export function firstScreenEnd(html: string): number {
  return html.search(/<[a-z][^>]*\sdata-below-first-screen[\s>=]/);
}

/**
 * The page with its site stylesheet cut to `critical` (its first screen's rules), the whole site's stylesheet at `href`
 * for the rest: linked at once without JavaScript, and named on <html data-later-stylesheet> for the base layout's
 * script to link after the load event (src/browser/first-paint.ts).
 */
export function withLaterStylesheet(html: string, critical: string, href: string): string {
  let first = true;
  const cut = replaceSiteStylesheets(html, () => {
    if (!first) return '';
    first = false;
    return `<style>${critical}</style><noscript><link rel="stylesheet" href="${href}"></noscript>`;
  });
  return cut.replace(/<html\b[^>]*/, (tag) => `${tag} data-later-stylesheet="${href}"`);
}

/** The page's markup, its stylesheets left out (their selectors name everything; the page, only what it uses). */
export function markupOf(html: string): string {
  return html.replace(STYLE, '');
}

const attributeValues = (html: string, tag: string, name: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*\\s${name}="([^"]+)"`, 'g'))].map((match) => match[1] ?? '');

/** The files an inline script imports by address, like the base layout's after-load script (src/browser/first-paint.ts). */
const importedByInlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/["'`](\/_astro\/[^"'`\s]+\.js)["'`]/g)].map((named) => named[1] ?? ''),
  );

/**
 * The script files a page runs or hydrates: its module scripts, the files its inline scripts import, and its islands'
 * components, renderers and props moved out of the page (src/integrations/island-runtime.ts).
 */
export function scriptEntries(html: string): string[] {
  return [
    ...attributeValues(html, 'script', 'src'),
    ...importedByInlineScripts(html),
    ...attributeValues(html, 'astro-island', 'component-url'),
    ...attributeValues(html, 'astro-island', 'renderer-url'),
    ...attributeValues(html, 'astro-island', 'before-hydration-url'),
    ...attributeValues(html, 'astro-island', 'data-later-props'),
  ].filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

/** The files a script names as `.js` strings: its imports, static or dynamic, and Vite's preload lists. */
export function namedScripts(code: string, file: string): string[] {
  return [...code.matchAll(/["'`]([^"'`\s]+\.js)["'`]/g)].map((match) => {
    const specifier = match[1] ?? '';
    if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(file), specifier);
    return path.posix.join('/', specifier);
  });
}
