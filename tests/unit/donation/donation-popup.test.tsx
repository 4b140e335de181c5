// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import DonationPopup, { type DonationPopupProps } from '@/islands/DonationPopup';
import { DAY_MS } from '@/lib/donation/timing';
import { DONATION_STORAGE_KEY, resetDonation } from '@/stores/donation';
import { $mobileMenuOpen, closeMobileMenu } from '@/stores/ui';

const words = {
  charityName: 'Example Trust',
  heading: 'Help a garden grow',
  message: 'A small gift plants the next garden.',
  donate: 'Give now',
  close: 'Close the request',
};
const props: DonationPopupProps = {
  delayMs: 3000,
  snoozeDays: 7,
  url: 'https://charity.example.org/donate',
  words,
  newTab: '(in a new tab)',
};

/** Pretends the page's load event ended at `loadEventEnd` and the performance clock now reads `now`. */
function pageLoadedAt(loadEventEnd: number, now: number) {
  vi.spyOn(performance, 'now').mockImplementation(() => now + (Date.now() - startedAt));
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    () => [{ loadEventStart: loadEventEnd - 5, loadEventEnd }] as unknown as PerformanceEntryList,
  );
}

let startedAt = 0;
const dialog = () => screen.queryByRole('dialog', { name: 'Help a garden grow' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
// The visitor opens the menu with its button (a native popover, which jsdom lacks): the store follows its state.
const openMobileMenu = () => $mobileMenuOpen.set(true);

beforeEach(() => {
  vi.useFakeTimers();
  startedAt = Date.now();
  localStorage.clear();
  resetDonation();
  closeMobileMenu();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DonationPopup island', () => {
  it('appears 3000 ms after the load event, however late the island started', () => {
    // Loaded at 1000 ms, the island runs at 2200 ms: 1800 ms are left.
    pageLoadedAt(1000, 2200);
    render(<DonationPopup {...props} />);
    advance(1799);
    expect(dialog()).toBeNull();
    advance(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('is a labelled, described non-modal dialog that does not take focus', () => {
    pageLoadedAt(0, 0);
    render(
      <>
        <button type="button">Elsewhere</button>
        <DonationPopup {...props} />
      </>,
    );
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    advance(3000);
    const popup = dialog();
    expect(popup).toHaveAccessibleDescription(words.message);
    expect(popup).toHaveTextContent(words.charityName);
    expect(popup).not.toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('waits while the mobile menu is open and appears once it closes', () => {
    pageLoadedAt(0, 0);
    render(<DonationPopup {...props} />);
    act(() => openMobileMenu());
    advance(5000);
    expect(dialog()).toBeNull();
    act(() => closeMobileMenu());
    expect(dialog()).toBeInTheDocument();
    // Opening the menu again hides it without dismissing it.
    act(() => openMobileMenu());
    expect(dialog()).toBeNull();
    act(() => closeMobileMenu());
    expect(dialog()).toBeInTheDocument();
    expect(localStorage.getItem(DONATION_STORAGE_KEY)).toBeNull();
  });

  it('closes with its close button and remembers the dismissal', () => {
    pageLoadedAt(0, 0);
    render(<DonationPopup {...props} />);
    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: words.close }));
    expect(dialog()).toBeNull();
    expect(JSON.parse(localStorage.getItem(DONATION_STORAGE_KEY) ?? '')).toEqual({ dismissedAt: Date.now() });
  });

  it('closes with Escape and gives focus back to where the keyboard came from', () => {
    pageLoadedAt(0, 0);
    render(
      <>
        <button type="button">Before</button>
        <DonationPopup {...props} />
      </>,
    );
    advance(3000);
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    const close = screen.getByRole('button', { name: words.close });
    close.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog()).toBeNull();
    expect(before).toHaveFocus();
    expect(localStorage.getItem(DONATION_STORAGE_KEY)).not.toBeNull();
  });

  it("'Donate Now' opens the charity in a new tab, says so to screen readers, and closes the pop-up", () => {
    pageLoadedAt(0, 0);
    render(<DonationPopup {...props} />);
    advance(3000);
    const donate = screen.getByRole('link', { name: new RegExp(`^${words.donate}`) });
    expect(donate).toHaveTextContent(`${words.donate} ${props.newTab}`);
    expect(donate).toHaveAttribute('href', props.url);
    expect(donate).toHaveAttribute('target', '_blank');
    expect(donate.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    fireEvent.click(donate);
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(DONATION_STORAGE_KEY)).not.toBeNull();
  });

  it('stays away within the snooze period and comes back after it', () => {
    pageLoadedAt(0, 0);
    localStorage.setItem(DONATION_STORAGE_KEY, JSON.stringify({ dismissedAt: Date.now() - 6 * DAY_MS }));
    const first = render(<DonationPopup {...props} />);
    advance(10_000);
    expect(dialog()).toBeNull();
    first.unmount();

    localStorage.setItem(DONATION_STORAGE_KEY, JSON.stringify({ dismissedAt: Date.now() - 8 * DAY_MS }));
    render(<DonationPopup {...props} />);
    advance(3000);
    expect(dialog()).toBeInTheDocument();
  });

  it('shows on every visit with 0 days, and ignores a corrupted stored value', () => {
    pageLoadedAt(0, 0);
    localStorage.setItem(DONATION_STORAGE_KEY, JSON.stringify({ dismissedAt: Date.now() - 1000 }));
    const first = render(<DonationPopup {...props} snoozeDays={0} />);
    advance(3000);
    expect(dialog()).toBeInTheDocument();
    first.unmount();
    resetDonation();

    localStorage.setItem(DONATION_STORAGE_KEY, '{"dismissedAt":"yesterday"}');
    render(<DonationPopup {...props} />);
    advance(3000);
    expect(dialog()).toBeInTheDocument();
  });

  it('started before the load event, it counts from the load event', () => {
    // The island starts at 500 ms, while the page is still loading; the load event starts at 5500 ms.
    const timing = { loadEventStart: 0, loadEventEnd: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => 500 + (Date.now() - startedAt));
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => [timing] as unknown as PerformanceEntryList);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<DonationPopup {...props} />);
    advance(5000);
    expect(dialog()).toBeNull();
    readyState.mockReturnValue('complete');
    timing.loadEventStart = performance.now();
    act(() => void window.dispatchEvent(new Event('load')));
    advance(2999);
    expect(dialog()).toBeNull();
    advance(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('renders nothing on the server side of the page (before the delay)', () => {
    pageLoadedAt(0, 0);
    const { container } = render(<DonationPopup {...props} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('behind its boundary, a pop-up that fails stays away quietly and leaves the page alone', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => {
      throw new Error('no performance timeline');
    });
    render(
      <>
        <p>The landing page</p>
        <DonationPopup {...props} />
      </>,
    );
    advance(10_000);
    expect(dialog()).toBeNull();
    expect(document.body.textContent).toBe('The landing page');
    expect(consoleError.mock.calls.some((call) => String(call[0]).includes('The donation pop-up island failed'))).toBe(
      true,
    );
  });
});
