import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:near` (src/browser/client-near.ts), typed in src/types/client-directives.d.ts. */
export function clientNear(): AstroIntegration {
  const entrypoint = fileURLToPath(new URL('../browser/client-near.ts', import.meta.url));
  return {
    name: 'client-near',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'near', entrypoint }),
    },
  };
}
