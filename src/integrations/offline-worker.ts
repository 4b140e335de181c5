import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { generateSW } from 'workbox-build';
import { offlineWorkerOptions } from '../lib/offline/worker';

/**
 * Writes the service worker (OFFLINE.workerPath) with Workbox over the finished build, so that it knows the final
 * files (the shared plant-page stylesheet is written by an earlier integration's build:done). Its rules are in
 * src/lib/offline/worker.ts. A file the worker should keep at install that is missing stops the build, naming it.
 */
export function offlineWorker(): AstroIntegration {
  return {
    name: 'offline-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { count, size, warnings } = await generateSW(offlineWorkerOptions(fileURLToPath(dir)));
        for (const warning of warnings) logger.warn(warning);
        if (count < 3) throw new Error(`The offline worker keeps only ${count} file(s) at install: the offline page, stylesheet or icon is missing from the build.`);
        logger.info(`Service worker written: ${count} file(s), ${(size / 1024).toFixed(1)} KB kept at install.`);
      },
    },
  };
}
