import { MOBILE_MEDIA_QUERY } from '@/config/layout';
import { RADIO } from '@/config/radio';

/** The pop-out's address asks it to play at once, or once the page that opened it, still playing, has stopped. */
export const POPOUT_PLAY = { now: '?play=now', takeOver: '?play=take-over' } as const;

/**
 * What the pop-out's address asks of it (POPOUT_PLAY), or null. Read once: the request is dropped from the address, so
 * that a reload of the pop-out does not take the radio from wherever the listener has moved it since.
 */
export function takePlayFromAddress(win: Window = window): keyof typeof POPOUT_PLAY | null {
  const { search, pathname, hash } = win.location;
  const asked = search === POPOUT_PLAY.now ? 'now' : search === POPOUT_PLAY.takeOver ? 'takeOver' : null;
  if (asked) win.history.replaceState(win.history.state, '', `${pathname}${hash}`);
  return asked;
}

/**
 * Opens the pop-out player, or brings it to the front: found by its name, a second press never opens a second player,
 * even after a reload. `playingHere`: the radio plays on here until the pop-out takes over (src/lib/radio/handover.ts),
 * with no gap and no second stream. Calls `onBlocked` when the browser refused the window, however it says so.
 */
export function openPopout(playingHere: boolean, onBlocked: () => void, win: Window = window): void {
  const { path, windowName, width, height } = RADIO.popout;
  // A small window beside the site on a wide screen; on a phone, where windows are tabs, a tab of the phone's width.
  const features = !win.matchMedia(MOBILE_MEDIA_QUERY).matches ? `popup,width=${width},height=${height}` : '';
  // An empty address finds the window of that name without reloading it; only a new window is sent to the player.
  const popout = win.open('', windowName, features);
  // Chrome's and Safari's own blockers give no window.
  if (!popout) return onBlocked();
  let fresh = true;
  try {
    fresh = popout.location.href === 'about:blank';
  } catch {
    // A window of that name showing another origin: it is sent to the player.
  }
  if (fresh) popout.location.replace(`${path}${playingHere ? POPOUT_PLAY.takeOver : POPOUT_PLAY.now}`);
  popout.focus();
  // Blockers that let the window open close it at once (browser extensions): a window soon closed was blocked.
  win.setTimeout(() => popout.closed && onBlocked(), RADIO.popout.blockedWithinMs);
}
