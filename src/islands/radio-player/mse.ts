import type { IcyMetadata } from 'icecast-metadata-player';
import type { RadioEvent } from '../../lib/radio/machine';
import { looksLikeText } from '../../lib/radio/stream-sniff';

/**
 * The radio's connection through Media Source Extensions, by `icecast-metadata-player` (README, "Radio"): the page,
 * not the browser's progressive-download heuristics, decides when to start (about a second of audio buffered,
 * whatever the origin's burst), a connection that ends is joined to the next one frame by frame while the buffered
 * audio plays on, and the stream's own ICY titles arrive in step with what is heard.
 *
 * The library's code is fetched when this transport is created, that is when the player island starts (idle or the
 * first press), and only on /radio. It is kept to its MSE path: a browser without MSE for MP3 never gets here (the
 * plain <audio> transport in ./radio-stream.ts plays there), so the library's WebAudio path, with its WASM decoders
 * and workers, is never reached and the policy needs neither 'wasm-unsafe-eval' nor a worker source.
 */

/** What the radio adapter asks of a way of playing the stream. */
export interface RadioTransport {
  /** Opens connection number `connection` at the live edge and starts playback. */
  load(connection: number): void;
  /** Stops playback and the download. */
  halt(): void;
  /** Whether the element's events belong to an open connection (queued events of a halted one are ignored). */
  current(): boolean;
  /** Whether a pause of the element now came from outside the page (a headset, a call), not from the transport. */
  pausedFromOutside(): boolean;
  /** Stops everything for good. */
  destroy(): void;
  /** Plays from `src` from now on: through MSE the open connection moves there without a gap. */
  switchTo(src: string): void;
}

/** Whether this browser can play an MP3 stream through Media Source Extensions. */
export function canPlayThroughMse(): boolean {
  try {
    return typeof MediaSource === 'function' && MediaSource.isTypeSupported('audio/mpeg');
  } catch {
    return false;
  }
}

export interface MseOptions {
  /** The stream's addresses, in order of preference: the rewrite first, then relays. */
  endpoints: readonly string[];
  /** Seconds of audio buffered before playback starts. */
  bufferSeconds: number;
  /** Reports an event to the state machine. */
  report: (event: RadioEvent) => void;
  /** A title from the stream's own metadata, when that part of the audio is heard. */
  onTitle: (title: string) => void;
}

type Player = import('icecast-metadata-player').default;

/** Plays the stream through MSE on `audio`; `audio` keeps reporting playing, waiting and pause to the adapter. */
export function createMseTransport(audio: HTMLAudioElement, options: MseOptions): RadioTransport {
  const library = import('icecast-metadata-player');
  let player: Player | null = null;
  // The library's stop is asynchronous and it ignores play() until it has stopped: a new connection waits for it.
  let stopped: Promise<void> = Promise.resolve();
  let open = false;
  let connection = 0;
  /** Requests made to join a cut connection since data last arrived. */
  let switches = 0;
  /** Whether the current response's first bytes were looked at. */
  let sniffed = false;
  let endpoints = [...options.endpoints];
  const at = () => Date.now();
  // The server-rendered element names the stream's address for the plain path; through MSE the element must not
  // fetch it itself as well (preload="none" keeps it idle only until the first play()).
  audio.removeAttribute('src');
  // The element already chose that address when the page loaded (preload="none" only suspends the choice): without a
  // load() now, the early play() below would resume it and start a download of the standard stream, even on the
  // data saver, until the library replaces the source.
  audio.load();

  const create = (IcecastMetadataPlayer: typeof import('icecast-metadata-player').default): Player =>
    new IcecastMetadataPlayer([...endpoints], {
      audioElement: audio,
      playbackMethod: 'mediasource',
      bufferLength: options.bufferSeconds,
      metadataTypes: ['icy'],
      // Every wait between attempts is the state machine's (its jitter, its caps, its 15 minutes): the library's own
      // retries are off. A clean end of the response is joined seamlessly below.
      retryTimeout: 0,
      enableLogging: false,
      onStream: (data: Uint8Array) => {
        if (!open) return;
        // A page or an error message where audio should be is a failure, never something to play or show.
        const first = !sniffed;
        sniffed = true;
        if (first && looksLikeText(data)) options.report({ type: 'error', at: at() });
        else options.report({ type: 'progress', at: at() });
      },
      onMetadata: (metadata: IcyMetadata) => {
        if (open && metadata.StreamTitle) options.onTitle(metadata.StreamTitle);
      },
      // A live stream never ends by itself: a clean end is the host's proxy cutting a long response. Switching to
      // the next request while the state is still "playing" makes the library join it to the buffered audio.
      onStreamEnd: () => {
        if (open && player?.state === 'playing') {
          switches = 0;
          void player.switchEndpoint([...endpoints], { metadataTypes: ['icy'] });
        }
      },
      onStreamStart: () => {
        switches = 0;
        sniffed = false;
      },
      // The library tries a switch's request again at once, without end, when it fails (the origin is down): the
      // second try without data is a failure for the state machine, which waits before the next.
      onSwitch: () => {
        switches += 1;
        if (open && switches > 1) options.report({ type: 'error', at: at() });
      },
      onError: (_message: string, error?: Error) => {
        if (open && error?.name === 'NotAllowedError') options.report({ type: 'playRejected', at: at(), connection, reason: 'refused' });
      },
      // The library stopped by itself (it gave up retrying, or the answer was not audio it can play): a failure
      // the state machine handles with its own waits.
      onStop: () => {
        if (open) options.report({ type: 'error', at: at() });
      },
    });

  return {
    load(next) {
      open = true;
      connection = next;

      // Called within the listener's press, so that the browser counts the later start as the listener's own; the
      // answer of this early call is superseded when the library attaches its MediaSource (an AbortError).
      audio.play().catch((error: unknown) => {
        if (open && connection === next && error instanceof DOMException && error.name === 'NotAllowedError') {
          options.report({ type: 'playRejected', at: at(), connection: next, reason: 'refused' });
        }
      });
      Promise.all([library, stopped])
        .then(([{ default: IcecastMetadataPlayer }]) => {
          if (!open || connection !== next) return;
          player ??= create(IcecastMetadataPlayer);
          // The library calls play() on a paused element without handling its answer; a play() of ours, handled,
          // leaves it nothing to call, so an interrupted start is never an unhandled rejection.
          if (audio.paused) audio.play().catch(() => {});
          void player.play();
        })
        .catch(() => open && options.report({ type: 'playRejected', at: at(), connection: next, reason: 'unavailable' }));
    },
    halt() {
      open = false;
      const stopping = player?.stop() ?? Promise.resolve();
      // Without its MediaSource the element holds no stale audio that an early play() of the next press could start.
      stopped = stopping.then(() => {
        if (!open && audio.hasAttribute('src')) {
          audio.removeAttribute('src');
  // The element already chose that address when the page loaded (preload="none" only suspends the choice): without a
  // load() now, the early play() below would resume it and start a download of the standard stream, even on the
  // data saver, until the library replaces the source.
  audio.load();
          audio.load();
        }
      });
    },
    current: () => open,
    // The library pauses the element itself when a connection fails; only a pause while it plays is the listener's.
    pausedFromOutside: () => player?.state === 'playing',
    destroy() {
      open = false;
      void player?.detachAudioElement();
    },
    switchTo(src) {
      endpoints = [src];
      // A playing connection is joined to the new stream by the library, frame by frame; a stopped player simply
      // uses the new address at its next play().
      if (player && player.state !== 'stopped' && player.state !== 'stopping') {
        void player.switchEndpoint([...endpoints], { metadataTypes: ['icy'] });
      } else if (player) {
        // A stopped player ignores a switch: the next play() makes a new one with the new address.
        const old = player;
        player = null;
        stopped = stopped.then(() => old.detachAudioElement());
      }
    },
  };
}
