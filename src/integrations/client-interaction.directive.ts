import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: an island's code is requested only when the visitor first uses it — a press (pointerdown), the
 * keyboard's focus arriving in it (focusin), or a key pressed in it (keydown) — so that a page costs no script file
 * until then. Astro inlines this directive into the pages that use it, and its hash goes into the Content-Security-
 * Policy like the built-in directives'.
 *
 * The event that starts the island is not replayed to it: the island's server-rendered markup must already do what
 * that first press asks for natively (a `popover` menu opens with its button) or record it for the island
 * (src/browser/intent.ts). The directive takes no options. An idle or timed fallback was left out on purpose: it would
 * bring the code to every visitor, which is what this directive exists to avoid; an island that must be ready
 * without being touched uses `client:idle` or `client:visible` instead.
 *
 * A file that fails to load (offline, blocked) is reported by Astro and leaves the server-rendered markup as it is.
 * Anything that still fails on the way (the island's loader or its hydration rejecting) is caught here and said once
 * on the console: it never becomes an uncaught error, and the markup keeps working natively.
 */
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, options, island) => {
  let started = false;
  const hydrate = async () => {
    try {
      await (await load())();
    } catch (error) {
      console.error(`[client:interaction] ${options.name} could not start; its server-rendered markup stays as it is.`, error);
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) island.removeEventListener(type, start, true);
    void hydrate();
  };
  // Capture, so that a control inside the island that stops the event's propagation still starts it.
  for (const type of INTERACTIONS) island.addEventListener(type, start, { capture: true, passive: true });
  // Focus that arrived before this ran (a quick Tab while the page was loading) counts as the first interaction.
  if (island.contains(document.activeElement)) start();
};

export default interaction;
