/**
 * An island whose props the build moved into a file (src/integrations/island-runtime.ts, for `client:near` and
 * `client:interaction`) names it as `data-later-props`: its directive imports it and puts the props back where Astro
 * reads them, before it has Astro hydrate the island (Astro ignores a change of them until its code is there). Props
 * are bytes in the page that its first screen never uses (issue 46). Nothing to do for an island without the file;
 * when the file cannot be loaded, this throws and the island stays as the server rendered it.
 */
export async function takeLaterProps(island: HTMLElement): Promise<void> {
  const later = island.getAttribute('data-later-props');
  if (!later) return;
  // The island's code is asked for at the same time, so that the props cost no round trip of their own: Astro's import
  // of the same addresses then finds the modules loaded.
  for (const name of ['component-url', 'renderer-url']) {
    const url = island.getAttribute(name);
    if (url) import(/* @vite-ignore */ url).catch(() => undefined);
  }
  const props: unknown = (await import(/* @vite-ignore */ later)).default;
  island.setAttribute('props', JSON.stringify(props));
  island.removeAttribute('data-later-props');
}

/**
 * What the site's directives (./client-near.ts, ./client-interaction.ts) do when their island's moment has come: its
 * props first (takeLaterProps), then Astro's hydration. A failure to load or hydrate is logged once, never thrown: the
 * island stays as the server rendered it.
 */
export async function hydrateWithLaterProps(
  island: HTMLElement,
  load: () => Promise<() => Promise<void> | void>,
  directive: string,
  name: string,
): Promise<void> {
  try {
    await takeLaterProps(island);
    await (
      await load()
    )();
  } catch (error) {
    console.error(`[client:${directive}] ${name} could not start; its server-rendered markup stays as it is.`, error);
  }
}
