/** Operators read this in the browser console to see which broken links visitors follow (docs/product.md §2). */
export function reportMissingPage(win: Window = window): void {
  console.error('404 Error: User attempted to access non-existent route:', win.location.pathname);
}
