import type { ClientDirective } from 'astro';
import { hydrateWithLaterProps } from './later-props';

/**
 * `client:interaction`: an island's code is requested only on the visitor's first pointerdown, focusin or keydown in
 * it, so that a page costs no script file until then. Astro inlines this directive into the pages that use it, and its
 * hash goes into the Content-Security-Policy like the built-in directives'.
 *
 * The first event is not replayed: the markup must already do what it asks natively (a `popover` menu opens with its
 * button) or record it (src/browser/intent.ts). No idle or timed fallback, on purpose: it would bring the code to every
 * visitor (`client:idle` or `client:visible` are for that). A failure to load or hydrate is logged once, never thrown.
 */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, options, island) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) island.removeEventListener(type, start, true);
    void hydrateWithLaterProps(island, load, 'interaction', options.name);
  };
  // Capture, so that a control inside the island that stops the event's propagation still starts it.
  for (const type of INTERACTIONS) island.addEventListener(type, start, { capture: true, passive: true });
  // Focus that arrived before this ran (a quick Tab while the page was loading) counts as the first interaction.
  if (island.contains(document.activeElement)) start();
};

export default interaction;
