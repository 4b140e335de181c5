import type { ClientDirective } from 'astro';
import { hydrateWithLaterProps } from './later-props';

/**
 * `client:near={{ rootMargin }}`: as Astro's `client:visible`, the island starts when it comes within `rootMargin` of
 * the window, and its props come with its code instead of in the page. The build moves a `client:near` island's props
 * into a file of their own, named on the island as `data-later-props` (src/integrations/island-runtime.ts): they are
 * bytes the first screen never uses, and a page over TCP's first window pays a second round trip (issue 46). Here
 * they are imported and put back where Astro reads them (./later-props.ts), and the island hydrates as ever. Inlined
 * by Astro like the built-in directives, then moved with them into the island runtime's file.
 */
const near: ClientDirective = (load, options, island) => {
  const value = typeof options.value === 'object' && options.value !== null ? options.value : {};
  const rootMargin = 'rootMargin' in value && typeof value.rootMargin === 'string' ? value.rootMargin : '0px';
  const start = () => hydrateWithLaterProps(island, load, 'near', options.name);
  if (!('IntersectionObserver' in window)) {
    void start();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void start();
    },
    { rootMargin },
  );
  // The island's own element has `display: contents` and no box of its own: its children are watched, as Astro does.
  for (const child of island.children) observer.observe(child);
};

export default near;
