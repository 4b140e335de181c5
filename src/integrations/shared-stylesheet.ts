import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Inline stylesheets at least this long move to the shared file; Astro's one-line island rule stays inline. */
const MIN_SHARED_LENGTH = 1024;
const STYLE = /<style>([\s\S]*?)<\/style>/g;
/** Pages handled at once, so that thousands of pages never open thousands of files together. */
const BATCH = 64;

/** The stylesheet's address: under /_astro/, which the host caches for a year (netlify.toml), named by its content. */
export function sharedStylesheetPath(css: string): string {
  return `/_astro/pages.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
}

/** One page's HTML with its large inline stylesheets linked instead, and the linked files' contents by address. */
export function linkStylesheets(html: string): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const linked = html.replace(STYLE, (whole, css: string) => {
    if (css.length < MIN_SHARED_LENGTH) return whole;
    const href = sharedStylesheetPath(css);
    files.set(href, css);
    return `<link rel="stylesheet" href="${href}">`;
  });
  return { html: linked, files };
}

/**
 * The site inlines its stylesheet in every page (astro.config.mjs), saving a first visitor a render-blocking request.
 * The plant pages are the exception: there are thousands, a reader browses several in a row, and each would carry
 * the same 35 KB of CSS (10,000 pages wrote 570 MB, and a one-line style change rewrote them all). After the build,
 * this moves the stylesheet of every page under `folder` into one content-named file under /_astro/, cached for a
 * year, which style-src 'self' allows. Figures: docs/benchmark.md.
 */
export function sharedStylesheet(folder: string): AstroIntegration {
  return {
    name: 'shared-stylesheet',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const base = path.join(root, folder);
        const pages = (await readdir(base, { recursive: true }).catch(() => [] as string[]))
          .filter((file) => file.endsWith('.html'))
          .map((file) => path.join(base, file));
        const written = new Set<string>();
        for (let start = 0; start < pages.length; start += BATCH) {
          await Promise.all(
            pages.slice(start, start + BATCH).map(async (page) => {
              const { html, files } = linkStylesheets(await readFile(page, 'utf8'));
              for (const [href, css] of files) {
                if (written.has(href)) continue;
                written.add(href);
                const target = path.join(root, href);
                await mkdir(path.dirname(target), { recursive: true });
                await writeFile(target, css);
              }
              if (files.size > 0) await writeFile(page, html);
            }),
          );
        }
        logger.info(`${pages.length} page(s) under /${folder}/ link ${written.size} shared stylesheet(s).`);
      },
    },
  };
}
