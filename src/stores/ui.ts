import { atom } from 'nanostores';
import { followPopover, setPopoverOpen } from '@/browser/popover-state';

/**
 * UI state shared by the header's mobile menu and the donation pop-up, so that the pop-up waits while the menu is open.
 * The menu is a native popover that opens before any script has loaded, so the page is the truth: `$mobileMenuOpen`
 * follows the popover's real state from the moment an island loads this module. Without a popover (tests, no popover
 * support) the actions change the store alone.
 */

/** The id of the mobile menu's popover element, which its button names in `popovertarget`. */
export const MOBILE_MENU_ID = 'mobile-menu';

export const $mobileMenuOpen = atom(false);

// For the page's whole life: the menu is in the header, parsed before any island loads this module.
followPopover(MOBILE_MENU_ID, (open) => $mobileMenuOpen.set(open));

function setMobileMenu(open: boolean): void {
  $mobileMenuOpen.set(setPopoverOpen(MOBILE_MENU_ID, open) ?? open);
}

export function closeMobileMenu(): void {
  setMobileMenu(false);
}
