import { nowPlayingTitle } from '../lib/icecast-status';
import { createReconnector, type BackOff } from '../lib/reconnect';
import {
  $radio,
  playbackPaused,
  playbackRefused,
  playbackStarted,
  requestPlay,
  setNowPlaying,
  streamInterrupted,
  streamLost,
} from '../stores/radio';

/**
 * The radio player's behaviour around its <audio> element, apart from React: starting at the live edge, pausing
 * without downloading on, and reconnecting by itself. The player island attaches it once it has hydrated.
 */

export interface RadioStreamOptions extends BackOff {
  /** The stream's address (the host rewrites it to the origin). */
  src: string;
  /** While connecting, this long without any data arriving counts as a stall; once playing, this long without progress. */
  stallTimeoutMs: number;
  /** Once playing, this long without the audio moving on and with an empty buffer (the connection died) counts too. */
  underrunTimeoutMs: number;
  /** A stream that had played this long before it ended or failed is retried at once, without a message. */
  healthyPlayMs: number;
}

export interface RadioStream {
  /** Starts the stream at the live edge. */
  play(): void;
  /** Stops playback and the download. */
  pause(): void;
  /** Play when stopped, pause when playing or connecting. */
  toggle(): void;
  /** Removes every listener and timer and stops the audio. */
  destroy(): void;
}

const WATCHDOG_INTERVAL_MS = 250;
/** Less audio than this ahead of the playing position counts as an empty buffer. */
const MIN_AHEAD_S = 0.5;

export function attachRadioStream(audio: HTMLAudioElement, options: RadioStreamOptions): RadioStream {
  const reconnector = createReconnector(options);
  const wants = () => $radio.get().wantsToPlay;
  // Every start and stop opens a new session; events and promises that belong to an older one are ignored.
  let session = 0;
  let startedAt = 0;
  let lastDataAt = 0;
  let lastProgressAt = 0;
  let lastTime = 0;
  let watchdog: ReturnType<typeof setInterval> | null = null;

  /**
   * Stops playback and the download: without a source the browser closes the connection. Reloading also drops the
   * `pause` event that pause() queued, so the pause listener only ever hears pauses from outside the page.
   */
  const halt = () => {
    if (!audio.paused) audio.pause();
    if (audio.hasAttribute('src')) {
      audio.removeAttribute('src');
      audio.load();
    }
  };

  const stopWatchdog = () => {
    if (watchdog !== null) clearInterval(watchdog);
    watchdog = null;
  };

  const start = () => {
    reconnector.cancel();
    const id = ++session;
    startedAt = 0;
    lastDataAt = lastProgressAt = Date.now();
    lastTime = 0;
    // A fresh request joins the live broadcast; resuming the old one would play minutes-old buffered audio.
    audio.src = options.src;
    let attempt: Promise<void> | undefined;
    try {
      attempt = audio.play();
    } catch (error) {
      attempt = Promise.reject(error);
    }
    // Every play() promise is handled here, so fast clicks never leave an unhandled rejection behind.
    attempt?.catch((error: unknown) => onPlayRejected(id, error));
    if (watchdog === null) watchdog = setInterval(checkProgress, WATCHDOG_INTERVAL_MS);
  };

  const onPlayRejected = (id: number, error: unknown) => {
    if (id !== session || !wants()) return;
    const name = error instanceof Error || error instanceof DOMException ? error.name : '';
    // A newer load or a pause interrupted this play(): whatever replaced it reports for itself.
    if (name === 'AbortError') return;
    // The source could not be loaded (the origin is down): that is the stream failing, not the browser refusing.
    if (name === 'NotSupportedError' || audio.error) {
      trouble(id);
      return;
    }
    session += 1;
    reconnector.reset();
    stopWatchdog();
    halt();
    playbackRefused();
  };

  /** The stream ended, failed or stalled while the listener wants to listen. */
  const trouble = (id: number) => {
    if (id !== session || !wants()) return;
    const healthy = startedAt > 0 && Date.now() - startedAt >= options.healthyPlayMs;
    session += 1;
    halt();
    if (healthy) {
      // Most likely the host's proxy cut a long response: come straight back, and say nothing unless that fails.
      streamInterrupted();
      reconnector.schedule(start, { immediate: true });
    } else {
      streamLost();
      reconnector.schedule(start);
    }
  };

  /**
   * The stall watchdog. While connecting, a slow connection that still delivers data is left alone; once playing,
   * audio that stops moving on means a dead connection (a proxy cut it, the phone changed networks) far more often
   * than a slow one, and a new connection, which starts with a burst of audio, is the quickest way back.
   */
  const checkProgress = () => {
    if (!wants()) return stopWatchdog();
    if (reconnector.pending) return;
    const now = Date.now();
    if (audio.currentTime !== lastTime) {
      lastTime = audio.currentTime;
      lastProgressAt = now;
    }
    // The back-off starts over only once the stream has proved healthy, so that a stream that keeps failing a
    // moment after it starts is not retried every second.
    if (startedAt > 0 && now - startedAt >= options.healthyPlayMs && reconnector.attempts > 0) reconnector.reset();
    const still = now - lastProgressAt;
    const stalled =
      startedAt === 0
        ? now - lastDataAt > options.stallTimeoutMs
        : (still > options.underrunTimeoutMs && bufferedAhead() < MIN_AHEAD_S) || still > options.stallTimeoutMs;
    if (stalled) trouble(session);
  };

  /** Seconds of audio downloaded beyond the playing position; a busy device can stall with plenty left. */
  const bufferedAhead = () => {
    const { buffered, currentTime } = audio;
    return buffered?.length ? buffered.end(buffered.length - 1) - currentTime : 0;
  };

  const onProgress = () => {
    lastDataAt = Date.now();
  };

  const onWaiting = () => {
    // The buffer ran dry and nothing has arrived for a while: the connection is gone, no need to wait and see.
    if (startedAt > 0 && Date.now() - lastDataAt > options.underrunTimeoutMs && bufferedAhead() < MIN_AHEAD_S) {
      trouble(session);
    }
  };

  const onPlaying = () => {
    if (!wants() || !audio.hasAttribute('src')) return;
    if (startedAt === 0) startedAt = Date.now();
    lastProgressAt = Date.now();
    lastTime = audio.currentTime;
    playbackStarted();
  };

  const onEnded = () => {
    if (audio.ended) trouble(session);
  };

  const onError = () => {
    // A queued error of a source already replaced finds `audio.error` cleared by the new load.
    if (audio.error && audio.hasAttribute('src')) trouble(session);
  };

  const onPause = () => {
    // The end of the stream pauses the element too; `ended` deals with that.
    if (audio.ended || !wants() || !audio.hasAttribute('src')) return;
    // Paused from outside the page (headphones unplugged, a phone call, the system's media controls).
    pause();
  };

  const onOnline = () => {
    // The device is back on a network: try now rather than at the end of a long back-off wait.
    if (wants() && reconnector.pending) start();
  };

  const play = () => {
    requestPlay();
    start();
  };

  const pause = () => {
    session += 1;
    reconnector.reset();
    stopWatchdog();
    halt();
    playbackPaused();
  };

  const listeners: [string, () => void][] = [
    ['progress', onProgress],
    ['waiting', onWaiting],
    ['playing', onPlaying],
    ['ended', onEnded],
    ['error', onError],
    ['pause', onPause],
  ];
  for (const [type, listener] of listeners) audio.addEventListener(type, listener);
  window.addEventListener('online', onOnline);

  return {
    play,
    pause,
    toggle: () => (wants() ? pause() : play()),
    destroy() {
      for (const [type, listener] of listeners) audio.removeEventListener(type, listener);
      window.removeEventListener('online', onOnline);
      session += 1;
      reconnector.reset();
      stopWatchdog();
      halt();
    },
  };
}

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

export interface NowPlayingOptions {
  /** Where the origin's Icecast status is mapped on this site. */
  statusPath: string;
  /** The station's mount, to pick its entry when the status lists several. */
  mount: string;
  /** How often to ask while the stream plays. */
  intervalMs: number;
}

/**
 * Fetches the current title while the stream plays, never otherwise. A failing status address is silent: the page
 * keeps its fixed line; one that does not exist (404) is not asked again during this visit.
 */
export function watchNowPlaying({ statusPath, mount, intervalMs }: NowPlayingOptions): () => void {
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
      if (!response.ok) return;
      setNowPlaying(nowPlayingTitle(await response.json(), mount));
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

  const unsubscribe = $radio.subscribe(({ playing }) => {
    if (playing && timer === null && !missing) {
      void fetchTitle();
      timer = setInterval(() => void fetchTitle(), intervalMs);
    } else if (!playing && timer !== null) {
      stop();
    }
  });

  return () => {
    unsubscribe();
    stop();
  };
}

/** Whether this device applies volume changes; iOS ignores them and always reads back 1. */
export function volumeIsSettable(): boolean {
  try {
    const probe = document.createElement('audio');
    probe.volume = 0.5;
    return Math.abs(probe.volume - 0.5) < 0.01;
  } catch {
    return false;
  }
}
