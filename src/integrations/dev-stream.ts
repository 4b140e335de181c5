import type { AstroIntegration } from 'astro';
import { handleStreamRequest } from '../server/stream-origin.mjs';

/**
 * Gives `astro dev` the same /api/stream and /api/status as the preview server and the host: proxied to
 * RADIO_ORIGIN / RADIO_STATUS_URL when set, the built-in demo stream otherwise (src/server/stream-origin.mjs).
 */
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
