/**
 * A book cover that fails to load (offline, blocked, moved) is replaced, once and silently, by the grid's
 * `data-placeholder`, in a few lines inside the page (no file to download, allowed by the strict
 * Content-Security-Policy). Image errors do not bubble, so the grid listens in the capture phase; covers that failed
 * before this ran are found by their state. (Covers start loading as they come near the window, except the first
 * row's on wide windows: see src/components/books/BookCard.astro.)
 */
export function replaceFailedCovers(doc: Document = document): void {
  const grid = doc.getElementById('book-grid');
  const placeholder = grid?.dataset['placeholder'];
  if (!grid || !placeholder) return;
  // On wide windows a first-row cover already comes from its <picture>'s <source>: it needs no swapping in when it
  // comes near, which could ask for it a second time. (A window narrowed below the breakpoint later keeps the
  // placeholder for these few covers.)
  grid.querySelectorAll<HTMLImageElement>('picture img[data-near-src]').forEach((img) => {
    if (img.currentSrc !== img.dataset['nearSrc']) return;
    img.removeAttribute('data-near');
    img.removeAttribute('data-near-src');
  });
  const fallBack = (target: EventTarget | null) => {
    if (!(target instanceof HTMLImageElement) || target.hasAttribute('data-fallback')) return;
    target.setAttribute('data-fallback', '');
    // The <source> would win over the placeholder.
    target.parentElement?.querySelectorAll('source').forEach((source) => source.remove());
    target.src = placeholder;
  };
  grid.addEventListener('error', (event) => fallBack(event.target), true);
  grid.querySelectorAll('img').forEach((img) => {
    if (img.complete && img.naturalWidth === 0) fallBack(img);
  });
}
