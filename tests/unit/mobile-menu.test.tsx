// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MobileMenu from '../../src/islands/MobileMenu';
import { $mobileMenuOpen, closeMobileMenu } from '../../src/stores/ui';

const links = [
  { label: 'About', href: '#about' },
  { label: 'Books', href: '/books' },
];
const partners = [{ label: 'Partner', href: 'https://partner.example.org/', external: true }];

beforeEach(() => {
  closeMobileMenu();
  window.matchMedia = ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(cleanup);

describe('MobileMenu island', () => {
  it('opens and closes with the toggle, reflecting aria-expanded', async () => {
    const user = userEvent.setup();
    render(<MobileMenu links={links} partners={partners} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await user.click(toggle);
    expect($mobileMenuOpen.get()).toBe(false);
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    render(<MobileMenu links={links} partners={partners} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect($mobileMenuOpen.get()).toBe(false);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes when a link is chosen', async () => {
    const user = userEvent.setup();
    render(<MobileMenu links={links} partners={partners} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect($mobileMenuOpen.get()).toBe(false);
  });

  it('opens partner sites in a new tab with noopener', async () => {
    const user = userEvent.setup();
    render(<MobileMenu links={links} partners={partners} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const partner = screen.getByRole('link', { name: /Partner/ });
    expect(partner).toHaveAttribute('target', '_blank');
    expect(partner.getAttribute('rel')).toContain('noopener');
  });
});
