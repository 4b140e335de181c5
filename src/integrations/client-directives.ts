import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Registers one of the site's own client directives, `client:<name>`, whose code is src/browser/client-<name>.ts
 * (`interaction`: on the first press inside the island; `near`: as client:visible, its props with its code). Typed in
 * src/types/client-directives.d.ts.
 */
export function clientDirective(name: 'interaction' | 'near'): AstroIntegration {
  const entrypoint = fileURLToPath(new URL(`../browser/client-${name}.ts`, import.meta.url));
  return {
    name: `client-${name}`,
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name, entrypoint }),
    },
  };
}
