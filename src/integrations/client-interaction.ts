import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interaction` (src/browser/client-interaction.ts), typed in src/types/client-directives.d.ts. */
export function clientInteraction(): AstroIntegration {
  const entrypoint = fileURLToPath(new URL('../browser/client-interaction.ts', import.meta.url));
  return {
    name: 'client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'interaction', entrypoint }),
    },
  };
}
