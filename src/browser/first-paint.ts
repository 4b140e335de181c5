/**
 * When the page's files of its own are fetched: after the load event and the frame that follows it, so that nothing
 * the first paint does not need competes with it (a phone's first round trip holds the HTML and its CSS, nothing
 * more; docs/benchmark.md, "What loads before the first paint"). `files` are imported in order; an absent one is
 * skipped, and one that fails to load is only logged. `stylesheet`, when the page inlines only its first screen's
 * CSS, is the whole site's, linked first (src/integrations/page-css.ts).
 */
export function importAfterLoad(
  win: Window,
  files: readonly (string | undefined)[],
  stylesheet: string | undefined,
): void {
  const start = () =>
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        if (stylesheet) {
          const link = Object.assign(win.document.createElement('link'), { rel: 'stylesheet', href: stylesheet });
          win.document.head.append(link);
        }
        for (const file of files) {
          if (file) import(/* @vite-ignore */ file).catch((error: unknown) => console.warn(`${file}:`, error));
        }
      }),
    );
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
