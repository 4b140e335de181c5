import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Registers the `client:interaction` directive (./client-interaction.directive.ts): an island hydrates on the
 * visitor's first pointerdown, focusin or keydown inside it, and costs no script file before that. Its type is
 * declared in src/types/client-directives.d.ts.
 */
export function clientInteraction(): AstroIntegration {
  const entrypoint = fileURLToPath(new URL('./client-interaction.directive.ts', import.meta.url));
  return {
    name: 'client-interaction',
    hooks: { 'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'interaction', entrypoint }) },
  };
}
