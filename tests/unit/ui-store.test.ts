import { $mobileMenuOpen, closeMobileMenu, openMobileMenu, toggleMobileMenu } from '../../src/stores/ui';

describe('mobile menu store', () => {
  beforeEach(() => closeMobileMenu());

  it('starts closed and toggles open and closed', () => {
    expect($mobileMenuOpen.get()).toBe(false);
    toggleMobileMenu();
    expect($mobileMenuOpen.get()).toBe(true);
    toggleMobileMenu();
    expect($mobileMenuOpen.get()).toBe(false);
  });

  it('opens and closes explicitly', () => {
    openMobileMenu();
    openMobileMenu();
    expect($mobileMenuOpen.get()).toBe(true);
    closeMobileMenu();
    expect($mobileMenuOpen.get()).toBe(false);
  });
});
