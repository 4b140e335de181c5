import { access, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { generateSW } from 'workbox-build';
import { CMS } from '../config/cms';
import { OFFLINE } from '../config/offline';
import { offlineWorkerOptions, siteFilesOf, type EditorExclusion } from '../lib/offline/worker';
import { linkStylesheets } from './shared-stylesheet';

/** Only the worker shows this page and keeps the stylesheet anyway: linking, not inlining 35 KB, saves 9 KB gzipped. */
async function linkOfflinePageStylesheet(root: string): Promise<void> {
  const page = path.join(root, OFFLINE.pagePath, 'index.html');
  const { html, files } = linkStylesheets(await readFile(page, 'utf8'));
  for (const [href, css] of files) {
    const target = path.join(root, href);
    // The plant pages' build step has usually written the same file already (same content, same name).
    await access(target).catch(() => writeFile(target, css));
  }
  if (files.size > 0) await writeFile(page, html);
}

/** The browser editor's folder and the files its page loads (its 6 MB script), which the worker must never keep. */
async function editorExclusion(root: string): Promise<EditorExclusion> {
  const page = path.join(root, CMS.path, 'index.html');
  const html = await readFile(page, 'utf8').catch(() => '');
  return { folder: CMS.path, files: siteFilesOf(html) };
}

/**
 * Writes the service worker (OFFLINE.workerPath) with Workbox over the finished build, so that it knows the final
 * files, including the shared plant-page stylesheet of an earlier build:done. Its rules: src/lib/offline/worker.ts.
 */
export function offlineWorker(): AstroIntegration {
  return {
    name: 'offline-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        await linkOfflinePageStylesheet(root);
        const { count, size, warnings } = await generateSW(offlineWorkerOptions(root, await editorExclusion(root)));
        for (const warning of warnings) logger.warn(warning);
        if (count < 3) throw new Error(`The offline worker keeps only ${count} file(s) at install: the offline page, stylesheet or icon is missing from the build.`);
        logger.info(`Service worker written: ${count} file(s), ${(size / 1024).toFixed(1)} KB kept at install.`);
      },
    },
  };
}
