import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { pruneCss } from '../lib/css/prune';
import { usedNames, type UsedNames } from '../lib/css/used-names';

/** Inline stylesheets at least this long are the site's stylesheet; Astro's one-line island rule stays as it is. */
const MIN_SITE_STYLESHEET = 1024;
const STYLE = /<style>([\s\S]*?)<\/style>/g;
/** Pages handled at once, so that thousands of pages never open thousands of files together. */
const BATCH = 64;

/** The shared stylesheet's address: under /_astro/, which the host caches for a year (netlify.toml), named by its content. */
export function sharedStylesheetPath(css: string): string {
  return `/_astro/pages.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
}

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

/** The page with its site stylesheet linked from `href` instead of inlined. */
export function linkStylesheet(html: string, href: string): string {
  return replaceSiteStylesheets(html, () => `<link rel="stylesheet" href="${href}">`);
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

/**
 * Each page carries only the CSS it can use (docs/benchmark.md, "Per-page CSS"). After the build, every page's inline
 * stylesheet is cut by src/lib/css/prune.ts to the rules its own markup and scripts can match: its HTML, its inline
 * scripts, and the code of the islands it hydrates with everything they import, including the classes of states the
 * static HTML does not show yet (an open menu, the radio playing, the donation pop-up). The pages under
 * `sharedFolders` (the plant pages, thousands of them, and the offline page) link one stylesheet instead, cut to what
 * any of them uses: one cached file for a reader going from plant to plant, and the one the offline worker keeps.
 * Runs before the offline worker (which lists the final files) and the security headers (which hash the final styles).
 */
export function pageCss(sharedFolders: readonly string[]): AstroIntegration {
  return {
    name: 'page-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        // Each script file is read, followed and split into names once, however many pages run it: the plant pages
        // all hydrate the same islands, and React's code alone is 180 KB.
        const scripts = new Map<string, Promise<{ names: UsedNames; named: string[] }>>();
        const readScript = (file: string) => {
          if (!scripts.has(file)) {
            scripts.set(
              file,
              readFile(path.join(root, file), 'utf8')
                .catch(() => '')
                .then((code) => ({ names: usedNames([code]), named: namedScripts(code, file) })),
            );
          }
          return scripts.get(file)!;
        };
        /** These scripts and every script they name, each file once. */
        const scriptsRun = async (entries: readonly string[]) => {
          const seen = new Set<string>();
          const queue = [...entries];
          while (queue.length > 0) {
            const file = queue.pop()!;
            if (seen.has(file)) continue;
            seen.add(file);
            queue.push(...(await readScript(file)).named);
          }
          return [...seen];
        };
        /** Adds names into a set of names. */
        const addNames = (into: { classes: Set<string>; words: Set<string> }, names: UsedNames) => {
          for (const name of names.classes) into.classes.add(name);
          for (const word of names.words) into.words.add(word);
        };

        const pages = (await readdir(root, { recursive: true }))
          .filter((file) => file.endsWith('.html'))
          .map((file) => file.split(path.sep).join('/'));
        const isShared = (file: string) => sharedFolders.some((folder) => file.startsWith(`${folder}/`));
        const shared = {
          pages: [] as string[],
          stylesheets: new Set<string>(),
          classes: new Set<string>(),
          words: new Set<string>(),
          scripts: new Set<string>(),
        };
        let pruned = 0;
        /** The whole site's stylesheet by address, for the pages that inline only their first screen's CSS. */
        const later = new Map<string, string>();
        for (let start = 0; start < pages.length; start += BATCH) {
          await Promise.all(
            pages.slice(start, start + BATCH).map(async (file) => {
              const target = path.join(root, file);
              const html = await readFile(target, 'utf8');
              const stylesheets = siteStylesheets(html);
              if (stylesheets.length === 0) return;
              const markup = usedNames([markupOf(html)]);
              const run = await scriptsRun(scriptEntries(html));
              if (!isShared(file)) {
                const end = firstScreenEnd(html);
                if (end >= 0) {
                  // The first screen's markup and the islands in it (the menu's open state); the rest comes later.
                  const first = html.slice(0, end);
                  const names = usedNames([markupOf(first)]);
                  const above = { classes: new Set(names.classes), words: new Set(names.words) };
                  for (const script of await scriptsRun(scriptEntries(first))) {
                    addNames(above, (await readScript(script)).names);
                  }
                  const [source = ''] = stylesheets;
                  const href = laterStylesheetPath(source);
                  later.set(href, source);
                  await writeFile(target, withLaterStylesheet(html, pruneCss(source, above), href));
                  pruned += 1;
                  return;
                }
                const names = { classes: new Set(markup.classes), words: new Set(markup.words) };
                for (const script of run) addNames(names, (await readScript(script)).names);
                await writeFile(target, pruneInlineStylesheets(html, names));
                pruned += 1;
                return;
              }
              shared.pages.push(target);
              for (const css of stylesheets) shared.stylesheets.add(css);
              addNames(shared, markup);
              for (const script of run) {
                if (shared.scripts.has(script)) continue;
                shared.scripts.add(script);
                addNames(shared, (await readScript(script)).names);
              }
            }),
          );
        }
        if (shared.stylesheets.size > 1)
          throw new Error(
            `The pages under ${sharedFolders.join(', ')} carry ${shared.stylesheets.size} different stylesheets; they must share one.`,
          );
        const [sharedSource] = shared.stylesheets;
        if (sharedSource !== undefined) {
          const css = pruneCss(sharedSource, shared);
          const href = sharedStylesheetPath(css);
          const file = path.join(root, href);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, css);
          for (let start = 0; start < shared.pages.length; start += BATCH) {
            await Promise.all(
              shared.pages
                .slice(start, start + BATCH)
                .map(async (page) => writeFile(page, linkStylesheet(await readFile(page, 'utf8'), href))),
            );
          }
          logger.info(
            `${shared.pages.length} page(s) under ${sharedFolders.join(', ')} link ${href} (${css.length} of ${sharedSource.length} bytes).`,
          );
        }
        for (const [href, css] of later) {
          await writeFile(path.join(root, href), css);
          logger.info(`The site's whole stylesheet, ${href}, follows the first screen's CSS after the load event.`);
        }
        logger.info(`${pruned} page(s) carry only the CSS they use.`);
      },
    },
  };
}
