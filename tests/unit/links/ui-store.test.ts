// @vitest-environment jsdom
import { $mobileMenuOpen, MOBILE_MENU_ID, closeMobileMenu } from '@/stores/ui';

/**
 * A stand-in for the browser's popover (jsdom has none): showPopover/hidePopover, the :popover-open state and the
 * `toggle` event the browser fires after every change. `pressButton` is the browser opening or closing it natively,
 * without any script of ours (the menu button's popovertarget, Escape, a tap outside).
 */
function fakePopover() {
  const nav = document.createElement('nav');
  nav.id = MOBILE_MENU_ID;
  nav.setAttribute('popover', 'auto');
  let open = false;
  const set = (value: boolean) => {
    open = value;
    nav.dispatchEvent(new Event('toggle'));
  };
  const matches = nav.matches.bind(nav);
  Object.assign(nav, {
    showPopover: () => set(true),
    hidePopover: () => set(false),
    matches: (selector: string) => (selector === ':popover-open' ? open : matches(selector)),
  });
  document.body.append(nav);
  return { isOpen: () => open, pressButton: () => set(!open) };
}

afterEach(() => {
  document.body.replaceChildren();
  closeMobileMenu();
});

describe('mobile menu store', () => {
  it('starts closed, and closing a closed menu keeps it closed', () => {
    expect($mobileMenuOpen.get()).toBe(false);
    closeMobileMenu();
    expect($mobileMenuOpen.get()).toBe(false);
  });

  it('follows the menu when the browser opens or closes it natively, before any island has started', () => {
    const popover = fakePopover();
    popover.pressButton();
    expect($mobileMenuOpen.get()).toBe(true);
    popover.pressButton();
    expect($mobileMenuOpen.get()).toBe(false);
  });

  it('closes the menu itself, so that the page and the store always agree', () => {
    const popover = fakePopover();
    popover.pressButton();
    closeMobileMenu();
    expect(popover.isOpen()).toBe(false);
    expect($mobileMenuOpen.get()).toBe(false);
  });
});
