import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interaction` (./client-interaction.directive.ts), typed in src/types/client-directives.d.ts. */
export function clientInteraction(): AstroIntegration {
  const entrypoint = fileURLToPath(new URL('./client-interaction.directive.ts', import.meta.url));
  return {
    name: 'client-interaction',
    hooks: { 'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'interaction', entrypoint }) },
  };
}
