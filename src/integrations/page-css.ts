import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
  firstScreenEnd,
  inlineStylesheet,
  laterStylesheetPath,
  markupOf,
  namedScripts,
  pruneInlineStylesheets,
  scriptEntries,
  siteStylesheets,
  withLaterStylesheet,
} from '../lib/css/page-html';
import { pruneCss } from '../lib/css/prune';
import { usedNames, type UsedNames } from '../lib/css/used-names';

/** Pages handled at once, so that thousands of pages never open thousands of files together. */
const BATCH = 64;

/**
 * Each page carries only the CSS it can use (docs/benchmark.md, "Per-page CSS"). After the build, every page's inline
 * stylesheet is cut by src/lib/css/prune.ts to the rules its own markup and scripts can match: its HTML, its inline
 * scripts, and the code of the islands it hydrates with everything they import, including the classes of states the
 * static HTML does not show yet (an open menu, the radio playing, the donation pop-up). The pages under
 * `sharedFolders` (the plant pages, thousands of them, and the offline page) all inline one cut instead, to what any
 * of them uses: one cut for thousands of pages keeps the build's time flat, and a cut of its own for each plant page
 * would be nearly the same (docs/benchmark.md, "Per-page CSS").
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
          for (let start = 0; start < shared.pages.length; start += BATCH) {
            await Promise.all(
              shared.pages
                .slice(start, start + BATCH)
                .map(async (page) => writeFile(page, inlineStylesheet(await readFile(page, 'utf8'), css))),
            );
          }
          logger.info(
            `${shared.pages.length} page(s) under ${sharedFolders.join(', ')} inline one cut of the site's stylesheet (${css.length} of ${sharedSource.length} bytes).`,
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
