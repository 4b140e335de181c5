/**
 * A plant page's photo that fails to load (offline, blocked, moved) is replaced once by the local placeholder its
 * figure names (`data-placeholder`), in a few lines inside the page (no file to download; allowed by the
 * Content-Security-Policy). A photo that failed before this ran is found by its state.
 */
export function replaceFailedPhoto(doc: Document = document): void {
  const figure = doc.querySelector<HTMLElement>('[data-plant-figure]');
  const image = figure?.querySelector('img');
  const placeholder = figure?.dataset['placeholder'];
  if (!figure || !image || !placeholder) return;
  const fallBack = () => {
    if (image.hasAttribute('data-fallback')) return;
    image.setAttribute('data-fallback', '');
    // The other widths (the phone's <source>, the srcset) would be tried before the src: only the placeholder is left.
    figure.querySelector('source')?.remove();
    image.srcset = '';
    image.src = placeholder;
  };
  image.addEventListener('error', fallBack);
  if (image.complete && image.naturalWidth === 0) fallBack();
}
