import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { generateSW } from 'workbox-build';
import { CMS } from '../config/cms';
import { offlineWorkerOptions, siteFilesOf, type EditorExclusion } from '../lib/offline/worker';

/** The browser editor's folder and the files its page loads (its 6 MB script), which the worker must never keep. */
async function editorExclusion(root: string): Promise<EditorExclusion> {
  const page = path.join(root, CMS.path, 'index.html');
  const html = await readFile(page, 'utf8').catch(() => '');
  return { folder: CMS.path, files: siteFilesOf(html) };
}

/**
 * Writes the service worker (OFFLINE.workerPath) with Workbox over the finished build, so that it knows the final
 * files, including the stylesheet the plant pages and the offline page share (src/integrations/page-css.ts), written
 * by an earlier build:done. Its rules: src/lib/offline/worker.ts.
 */
export function offlineWorker(): AstroIntegration {
  return {
    name: 'offline-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const { count, size, warnings } = await generateSW(offlineWorkerOptions(root, await editorExclusion(root)));
        for (const warning of warnings) logger.warn(warning);
        if (count < 3)
          throw new Error(
            `The offline worker keeps only ${count} file(s) at install: the offline page, stylesheet or icon is missing from the build.`,
          );
        logger.info(`Service worker written: ${count} file(s), ${(size / 1024).toFixed(1)} KB kept at install.`);
      },
    },
  };
}
