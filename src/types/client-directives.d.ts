// The site's own client directives, registered by src/integrations/client-directives.ts, declared here so that
// `client:interaction` and `client:near` type-check on components in .astro files like Astro's built-in directives.
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first pointerdown, focusin or keydown inside the island; it takes no options. */
    'client:interaction'?: boolean;
    /** As `client:visible`, and the island's props come with its code (src/browser/client-near.ts). */
    'client:near'?: { rootMargin?: string };
  }
}

export {};
