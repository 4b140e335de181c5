/**
 * The open state of a native popover (the HTML `popover` attribute), read and changed from script; the DOM is the
 * truth (why: src/stores/ui.ts). Without popover support the helpers report "closed" and change nothing.
 */

/** Null also when the browser has no popover support. */
function popoverById(id: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  return element && typeof element.showPopover === 'function' ? element : null;
}

export function isPopoverOpen(id: string): boolean {
  return popoverById(id)?.matches(':popover-open') ?? false;
}

/** Returns the popover's state afterwards, or null when there is none (the caller then keeps its own state). */
export function setPopoverOpen(id: string, open: boolean): boolean | null {
  const popover = popoverById(id);
  if (!popover) return null;
  if (popover.matches(':popover-open') !== open) {
    try {
      if (open) popover.showPopover();
      else popover.hidePopover();
    } catch {
      // A popover that cannot change now (removed from the page, or in the middle of changing) keeps its state.
    }
  }
  return popover.matches(':popover-open');
}

/**
 * Calls `onChange` with the state now and after every change, however made. `toggle` does not bubble, so the document
 * listens in the capture phase, which also covers a popover added later. Returns a function that stops listening.
 */
export function followPopover(id: string, onChange: (open: boolean) => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const onToggle = (event: Event) => {
    if (event.target instanceof Element && event.target.id === id) onChange(isPopoverOpen(id));
  };
  document.addEventListener('toggle', onToggle, true);
  if (popoverById(id)) onChange(isPopoverOpen(id));
  return () => document.removeEventListener('toggle', onToggle, true);
}
