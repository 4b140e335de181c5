import { MOBILE_MEDIA_QUERY, RADIO } from '../../site.config';

/** The pop-out's address asks it to play (`?play=`): at once, or once the page that opened it, still playing, has stopped. */
export const POPOUT_PLAY = { now: '?play=now', takeOver: '?play=take-over' } as const;

/**
 * Opens the pop-out player (RADIO.popout), or brings an open one to the front: the window is found by its name, so a
 * second press never opens a second player, even after the radio page was reloaded. `playingHere`: the radio plays in
 * this window, and goes on until the pop-out takes it over (./channel.ts), so that the listener hears no gap and no
 * second stream. Returns false when the browser refused to open a window (a pop-up blocker), which the page then
 * says in words.
 */
export function openPopout(playingHere: boolean, win: Window = window): boolean {
  const { path, windowName, width, height } = RADIO.popout;
  // A small window beside the site on a wide screen; on a phone, where windows are tabs, a tab of the phone's width.
  const features = !win.matchMedia(MOBILE_MEDIA_QUERY).matches ? `popup,width=${width},height=${height}` : '';
  // An empty address finds the window of that name without reloading it; only a new window is sent to the player.
  const popout = win.open('', windowName, features);
  if (!popout) return false;
  let fresh = true;
  try {
    fresh = popout.location.href === 'about:blank';
  } catch {
    // A window of that name showing another origin: it is sent to the player.
  }
  if (fresh) popout.location.replace(`${path}${playingHere ? POPOUT_PLAY.takeOver : POPOUT_PLAY.now}`);
  popout.focus();
  return true;
}
