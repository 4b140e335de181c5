/**
 * Choosing a link inside an open popover closes the popover: a link to a section of the same page only scrolls, and
 * the mobile menu must not stay open over the section it led to. Run by the base layout's one inline script, so that
 * it holds from the first paint, whether the menu's island has started, is still loading or failed to load.
 */
export function closePopoversOnLinkChoice(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const popover = link?.closest<HTMLElement>('[popover]');
    // A browser without popover support shows no popover to close.
    if (popover && typeof popover.hidePopover === 'function' && popover.matches(':popover-open')) popover.hidePopover();
  });
}
