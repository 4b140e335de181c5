/**
 * Choosing a link inside an open popover closes it: a link to a section of the same page only scrolls, and the mobile
 * menu must not stay open over it. Run by the base layout's inline script, so it holds whatever the menu's island does.
 */
export function closePopoversOnLinkChoice(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const popover = link?.closest<HTMLElement>('[popover]');
    if (popover && typeof popover.hidePopover === 'function' && popover.matches(':popover-open')) popover.hidePopover();
  });
}
