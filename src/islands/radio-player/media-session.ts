import { $radio } from '../../stores/radio';
import type { RadioStream } from './stream';

/**
 * The Media Session: the lock screen's and the headset's controls drive the stream, and show the station with the
 * title on air (the title itself: ./now-playing.ts).
 */
export function attachMediaSession(stream: RadioStream, stationName: string): () => void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return () => {};
  const session = navigator.mediaSession;
  const setMetadata = (artist: string) => {
    if (typeof MediaMetadata === 'function') session.metadata = new MediaMetadata({ title: stationName, artist });
  };
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => stream.play()],
    ['pause', () => stream.pause()],
    ['stop', () => stream.pause()],
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
