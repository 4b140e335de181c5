import { openPopout, POPOUT_PLAY } from '@/islands/radio-player/popout';
import { RADIO } from '@/config/radio';

/** A window that opens what `open` gives, on a wide screen; its timers are Vitest's. */
function opener(opened: Partial<Window> | null) {
  const open = vi.fn(() => opened as Window | null);
  const win = {
    open,
    matchMedia: () => ({ matches: false }),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  } as unknown as Window;
  return { win, open };
}

/** A new blank window, as a browser that lets it open gives; `closed` is what a blocker may set. */
function blankWindow() {
  const replace = vi.fn();
  const focus = vi.fn();
  const popout = { closed: false, location: { href: 'about:blank', replace }, focus };
  return { popout, replace, focus };
}

describe('opening the pop-out player', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says it was blocked at once when the browser gives no window, as Chrome and Safari do', () => {
    const { win } = opener(null);
    const onBlocked = vi.fn();
    openPopout(false, onBlocked, win);
    expect(onBlocked).toHaveBeenCalledOnce();
  });

  it('sends a new window to the player, playing at once or taking over from this page', () => {
    for (const [playingHere, play] of [
      [false, POPOUT_PLAY.now],
      [true, POPOUT_PLAY.takeOver],
    ] as const) {
      const { popout, replace, focus } = blankWindow();
      const { win, open } = opener(popout as unknown as Window);
      openPopout(playingHere, vi.fn(), win);
      expect(open).toHaveBeenCalledWith('', RADIO.popout.windowName, expect.stringContaining('popup'));
      expect(replace).toHaveBeenCalledWith(`${RADIO.popout.path}${play}`);
      expect(focus).toHaveBeenCalledOnce();
    }
  });

  it('says it was blocked when a blocker closes the window it let open', () => {
    const { popout } = blankWindow();
    const { win } = opener(popout as unknown as Window);
    const onBlocked = vi.fn();
    openPopout(false, onBlocked, win);
    popout.closed = true;
    vi.advanceTimersByTime(RADIO.popout.blockedWithinMs - 1);
    expect(onBlocked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onBlocked).toHaveBeenCalledOnce();
  });

  it('says nothing when the window stays open', () => {
    const { popout } = blankWindow();
    const { win } = opener(popout as unknown as Window);
    const onBlocked = vi.fn();
    openPopout(false, onBlocked, win);
    vi.advanceTimersByTime(RADIO.popout.blockedWithinMs * 2);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('brings an open player to the front without reloading it', () => {
    const { popout, replace, focus } = blankWindow();
    popout.location.href = `https://example.test${RADIO.popout.path}`;
    const { win } = opener(popout as unknown as Window);
    openPopout(true, vi.fn(), win);
    expect(replace).not.toHaveBeenCalled();
    expect(focus).toHaveBeenCalledOnce();
  });

  it('opens a tab of the phone’s width on a phone', () => {
    const { popout } = blankWindow();
    const { win, open } = opener(popout as unknown as Window);
    (win as unknown as { matchMedia: () => { matches: boolean } }).matchMedia = () => ({ matches: true });
    openPopout(false, vi.fn(), win);
    expect(open).toHaveBeenCalledWith('', RADIO.popout.windowName, '');
  });
});
