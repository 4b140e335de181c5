import { ICONS } from '@/config/icons';
import { lockScreenArtwork } from '@/lib/radio/artwork';
import { $radio, pauseRadio, playRadio } from '@/stores/radio';

const ARTWORK = lockScreenArtwork(ICONS);

/**
 * The Media Session: the lock screen's and the headset's controls play and pause the radio (the store's actions), and
 * show the station with the title on air (the title itself: ./now-playing.ts) beside the site's icon
 * (src/lib/radio/artwork.ts). A picture that fails to load leaves the system's own in its place, nothing else.
 */
export function attachMediaSession(stationName: string): () => void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return () => {};
  const session = navigator.mediaSession;
  const setMetadata = (artist: string) => {
    if (typeof MediaMetadata === 'function')
      session.metadata = new MediaMetadata({ title: stationName, artist, artwork: ARTWORK });
  };
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', playRadio],
    ['pause', pauseRadio],
    ['stop', pauseRadio],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // A browser that does not know an action throws; the others still work.
    }
  }
  const unsubscribe = $radio.subscribe(({ playing, wantsToPlay, nowPlaying }) => {
    session.playbackState = playing || wantsToPlay ? 'playing' : 'paused';
    setMetadata(nowPlaying ?? '');
  });
  return () => {
    unsubscribe();
    for (const [action] of handlers) {
      try {
        session.setActionHandler(action, null);
      } catch {
        // See above.
      }
    }
  };
}
