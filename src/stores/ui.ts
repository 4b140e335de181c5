import { atom } from 'nanostores';
import { followPopover, setPopoverOpen } from '../browser/popover-state';

/**
 * UI state shared by the header's mobile menu and the donation pop-up, so that the two never overlap: the pop-up
 * waits while the menu is open.
 *
 * The menu is a native popover that opens with its button before any script has loaded (its island starts only when
 * the visitor first touches it), so the page itself is the truth: from the moment an island loads this module,
 * `$mobileMenuOpen` follows the popover's real state, whether the menu island has started or not. The actions change
 * the popover and the store together; where there is no popover (tests, a browser without popover support) they
 * change the store alone.
 */

/** The id of the mobile menu's popover element, which its button names in `popovertarget`. */
export const MOBILE_MENU_ID = 'mobile-menu';

/** Whether the mobile menu is open. */
export const $mobileMenuOpen = atom(false);

// For the page's whole life: the menu is in the header, parsed before any island loads this module.
followPopover(MOBILE_MENU_ID, (open) => $mobileMenuOpen.set(open));

function setMobileMenu(open: boolean): void {
  $mobileMenuOpen.set(setPopoverOpen(MOBILE_MENU_ID, open) ?? open);
}

/** Closes the mobile menu. */
export function closeMobileMenu(): void {
  setMobileMenu(false);
}
