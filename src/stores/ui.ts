import { atom } from 'nanostores';

/**
 * UI state shared by the header's mobile menu and the donation pop-up, so that the two never overlap:
 * the pop-up waits while the menu is open.
 */

/** Whether the mobile menu is open. */
export const $mobileMenuOpen = atom(false);

/** Opens the mobile menu. */
export function openMobileMenu(): void {
  $mobileMenuOpen.set(true);
}

/** Closes the mobile menu. */
export function closeMobileMenu(): void {
  $mobileMenuOpen.set(false);
}

/** Opens the menu when closed, closes it when open. */
export function toggleMobileMenu(): void {
  $mobileMenuOpen.set(!$mobileMenuOpen.get());
}
