/**
 * The open state of a native popover (an element with the HTML `popover` attribute), read and changed from script.
 * The mobile menu opens natively, before any script has loaded, so the DOM is the truth about whether it is open;
 * the UI store (src/stores/ui.ts) follows it through these helpers. A browser without popover support has no popover
 * state: the helpers then report "closed" and change nothing.
 */

/** The popover element with this id, or null when there is none or the browser has no popover support. */
function popoverById(id: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  return element && typeof element.showPopover === 'function' ? element : null;
}

/** Whether the popover with this id is showing. */
export function isPopoverOpen(id: string): boolean {
  return popoverById(id)?.matches(':popover-open') ?? false;
}

/**
 * Shows or hides the popover with this id. Returns its state afterwards, or null when there is no such popover (the
 * caller then keeps its own state).
 */
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
 * Calls `onChange` with the popover's state now (when the page has it) and after every change, however it happened
 * (its button pressed before any script ran, a light dismiss, Escape, script). `toggle` events do not bubble, so the
 * document listens in the capture phase, which also covers a popover added later. Returns a function that stops
 * listening.
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
