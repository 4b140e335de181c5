/**
 * The header is transparent over the page's top band and turns solid (`data-solid`) once the page scrolls past its
 * `data-solid-after` threshold, in pixels.
 */
export function solidHeaderOnScroll(win: Window = window): void {
  const header = win.document.getElementById('site-header');
  if (!header) return;
  const threshold = Number(header.dataset['solidAfter']);
  const update = () => header.toggleAttribute('data-solid', win.scrollY > threshold);
  update();
  win.addEventListener('scroll', update, { passive: true });
}
