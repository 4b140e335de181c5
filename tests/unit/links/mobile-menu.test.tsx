// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import MobileMenu from '@/islands/MobileMenu';
import { layoutWordsSchema } from '@/schemas/layout-words';
import { mobileMenuWordsSchema } from '@/schemas/mobile-menu-words';
import { $mobileMenuOpen, MOBILE_MENU_ID, closeMobileMenu } from '@/stores/ui';
import { readWords } from '../../helpers/words';

// jsdom has no popovers: the store then keeps the menu's state itself, and the native opening (the button's
// popovertarget, Escape, light dismiss) is proven in the browser tests (tests/e2e/layout.spec.ts). Here the menu is
// opened as the browser would report it: the store follows the popover's state.
const openMenuAsBrowser = () => $mobileMenuOpen.set(true);

const words = readWords('mobile-menu', mobileMenuWordsSchema);
const links = [
  { label: 'About', href: '#about' },
  { label: 'Books', href: '/books' },
];
const partners = [{ label: 'Partner', href: 'https://partner.example.org/' }];
const props = { links, partners, words, newTab: readWords('layout', layoutWordsSchema).newTab };

function matchMedia(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  closeMobileMenu();
  matchMedia(true);
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('MobileMenu island', () => {
  it('is a native popover menu: the button names the panel it opens, and the panel holds every link', () => {
    render(<MobileMenu {...props} />);
    const toggle = screen.getByRole('button', { name: words.toggle });
    expect(toggle).toHaveAttribute('popovertarget', MOBILE_MENU_ID);
    // Its expanded state comes from the browser (popovertarget); an aria-expanded written here would go stale.
    expect(toggle).not.toHaveAttribute('aria-expanded');
    const panel = document.getElementById(MOBILE_MENU_ID);
    expect(panel?.tagName).toBe('NAV');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toHaveAttribute('aria-label', words.navigation);
    expect([...(panel?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '#about',
      '/books',
      'https://partner.example.org/',
    ]);
    expect(panel).toHaveTextContent(words.partners);
  });

  it('once running, Escape closes the open menu and gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Elsewhere</button>
        <MobileMenu {...props} />
      </>,
    );
    act(() => openMenuAsBrowser());
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('{Escape}');
    expect($mobileMenuOpen.get()).toBe(false);
    expect(screen.getByRole('button', { name: words.toggle, hidden: true })).toHaveFocus();
  });

  it('leaves Escape alone while the menu is closed', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Elsewhere</button>
        <MobileMenu {...props} />
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('closes when the window widens past the breakpoint', () => {
    let onChange = () => {};
    const query = {
      matches: true,
      addEventListener: (_: string, listener: () => void) => (onChange = listener),
      removeEventListener: () => {},
    };
    window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
    render(<MobileMenu {...props} />);
    act(() => openMenuAsBrowser());
    query.matches = false;
    act(() => onChange());
    expect($mobileMenuOpen.get()).toBe(false);
  });

  it('takes over the server’s HTML as it is, open or not, and marks itself ready', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MobileMenu {...props} />);
    document.body.append(container);
    const panel = document.getElementById(MOBILE_MENU_ID);
    expect(container.querySelector('[data-menu-ready]')).toBeNull();
    // The visitor opened the menu natively before the script arrived.
    openMenuAsBrowser();
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <MobileMenu {...props} />, { onRecoverableError: recoverable });
    });
    // No mismatch, reported (text, structure) or only logged (attributes): nothing was re-rendered or left stale.
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(document.getElementById(MOBILE_MENU_ID)).toBe(panel);
    expect($mobileMenuOpen.get()).toBe(true);
    expect(container.querySelector('[data-menu-ready]')).not.toBeNull();
    act(() => root?.unmount());
  });

  it('behind its boundary, a menu that fails keeps its links and says so in a short note', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.matchMedia = () => {
      throw new Error('matchMedia broke');
    };
    render(
      <>
        <p>The rest of the header</p>
        <MobileMenu {...props} />
      </>,
    );
    act(() => openMenuAsBrowser());
    expect(screen.getByText(words.fallback)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.toggle, hidden: true })).toHaveAttribute(
      'popovertarget',
      MOBILE_MENU_ID,
    );
    expect(document.getElementById(MOBILE_MENU_ID)?.querySelectorAll('a')).toHaveLength(3);
    expect(screen.getByText('The rest of the header')).toBeInTheDocument();
    expect(consoleError.mock.calls.some((call) => String(call[0]).includes('The mobile menu island failed'))).toBe(
      true,
    );
  });
});
