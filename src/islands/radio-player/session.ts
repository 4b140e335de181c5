import { cutTitle, nowPlayingTitle } from '../../lib/radio/icecast-status';
import { RADIO } from '../../site.config';
import { $radio, setNowPlaying } from '../../stores/radio';
import type { RadioStream } from './stream';

/**
 * What the radio tells the world around the page: the lock screen and headset controls (Media Session), and the
 * title on air, read from the origin's status while the stream plays.
 */

/** Lock-screen and headset controls: play and pause, with the station's name as the title. */
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

/** Whether a Content-Type names JSON (`application/json`, `text/json` or a `+json` type, with any parameters). */
export function isJsonType(contentType: string | null): boolean {
  const essence = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return essence === 'application/json' || essence === 'text/json' || essence.endsWith('+json');
}

/**
 * Fetches the current title while the stream plays, never otherwise (RADIO.statusPath, every RADIO.statusPollMs). A
 * failing status address is silent: the page keeps its fixed line; one that does not exist (404) is not asked again
 * during this visit.
 */
export function watchNowPlaying(): () => void {
  const { statusPath, mount, statusPollMs, nowPlayingMaxChars } = RADIO;
  let timer: ReturnType<typeof setInterval> | null = null;
  let controller: AbortController | null = null;
  let missing = false;

  const fetchTitle = async () => {
    if (missing) return;
    controller?.abort();
    const current = new AbortController();
    controller = current;
    try {
      const response = await fetch(statusPath, { cache: 'no-store', signal: current.signal, headers: { accept: 'application/json' } });
      if (response.status === 404) missing = true;
      // An answer that is not JSON (an error page, a proxy's HTML posing as our origin) is never read, let alone shown.
      if (!response.ok || !isJsonType(response.headers.get('content-type'))) return;
      setNowPlaying(cutTitle(nowPlayingTitle(await response.json(), mount), nowPlayingMaxChars));
    } catch {
      // Offline, aborted or not JSON: keep whatever is shown.
    }
  };

  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    controller?.abort();
    controller = null;
  };

  // Once the stream carries its own titles, in step with the audio, the status is not asked again.
  const unsubscribe = $radio.subscribe(({ playing, titleFromStream }) => {
    if (titleFromStream) {
      if (timer !== null) stop();
    } else if (playing && timer === null && !missing) {
      void fetchTitle();
      timer = setInterval(() => void fetchTitle(), statusPollMs);
    } else if (!playing && timer !== null) {
      stop();
    }
  });

  return () => {
    unsubscribe();
    stop();
  };
}
