import type { AstroIntegration } from 'astro';
import { handleStreamRequest } from '../server/stream-origin.mjs';

/** Gives `astro dev` the host's /api/stream and /api/status, like the preview server (src/server/stream-origin.mjs). */
export function devStream(): AstroIntegration {
  return {
    name: 'dev-stream',
    hooks: {
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
