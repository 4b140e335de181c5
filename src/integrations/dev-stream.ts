import type { AstroIntegration } from 'astro';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestTargetRefusal } from '../lib/shared/request-target.ts';
import { handleStreamRequest } from '../server/stream-origin.mjs';

/**
 * Answers 400 to a target that is not a path of this site (`//host/…`, `http://host/…`), before the dev server reads
 * a page or the stream out of it (src/lib/shared/request-target.ts). Astro puts its own middleware first once the
 * plugins are set up, and it answered `http://host/` with its 404 page; this plugin comes after Astro's, so its
 * handler, put first in the same way, runs before them all.
 */
function refuseForeignTargets(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const refusal = requestTargetRefusal(req.url);
  if (!refusal) return next();
  res
    .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' })
    .end(`${refusal}\n`);
}

/** Gives `astro dev` the host's /api/stream and /api/status, like the preview server (src/server/stream-origin.mjs). */
export function devStream(): AstroIntegration {
  return {
    name: 'dev-stream',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'refuse-foreign-targets',
                enforce: 'post',
                configureServer: (server) => () =>
                  void server.middlewares.stack.unshift({ route: '', handle: refuseForeignTargets }),
              },
            ],
          },
        });
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const url = new URL(req.url ?? '/', 'http://localhost');
          if (!url.pathname.startsWith('/api/')) return next();
          handleStreamRequest(req, res, url).then(
            (handled) => {
              if (!handled) next();
            },
            (error: unknown) => next(error),
          );
        });
      },
    },
  };
}
