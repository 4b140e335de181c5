import type { IcyMetadata } from 'icecast-metadata-player';
import { endpointsFrom, listFailed } from '../../lib/radio/endpoints';
import type { RadioEvent } from '../../lib/radio/machine';
import { looksLikeText } from '../../lib/radio/stream-sniff';

/**
 * The radio's connection through Media Source Extensions, by `icecast-metadata-player` (docs/radio.md): the page,
 * not the browser's progressive-download heuristics, decides when to start (about a second of audio buffered,
 * whatever the origin's burst), a connection that ends is joined to the next one frame by frame while the buffered
 * audio plays on (at the next of the stream's endpoints when one fails: docs/radio.md, "The radio player"), and the stream's own
 * ICY titles arrive in step with what is heard.
 *
 * The library's code is fetched when this transport is created, that is when the player island starts (idle or the
 * first press), and only on /radio. A browser without MSE for MP3 never gets here (the plain <audio> transport in
 * ./stream.ts plays there). The library still needs three allowances of the page's policy (src/lib/security/csp.ts):
 * 'wasm-unsafe-eval', since joining two different encodings (the standard stream and the data saver) decodes and lines
 * up their audio in WebAssembly; worker-src blob:, since it checks at load whether a worker can start; media-src blob:
 * and data:, for the MediaSource and the silent clip it parks the element on when it stops.
 */

/** What the radio adapter asks of a way of playing the stream. */
export interface RadioTransport {
  /** Opens connection number `connection` to endpoint number `endpoint` at the live edge and starts playback. */
  load(connection: number, endpoint: number): void;
  /** Stops playback and the download. */
  halt(): void;
  /** Whether the element's events belong to an open connection (queued events of a halted one are ignored). */
  current(): boolean;
  /** Whether a pause of the element now came from outside the page (a headset, a call), not from the transport. */
  pausedFromOutside(): boolean;
  /** Stops everything for good. */
  destroy(): void;
  /**
   * Plays from these endpoints (another mount at each) from now on: through MSE the open connection moves without a gap;
   * `afresh`, only the next connection uses them (the state machine is about to open one).
   */
  switchTo(endpoints: readonly string[], afresh?: boolean): void;
  /** Resolves once the last halt has let go of its connection (at once when none was open). */
  closed(): Promise<void>;
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
  /** While joining a new request onto the buffered audio, one that brings nothing for this long is given up for the next. */
  switchStallMs: number;
  /** Reports an event to the state machine. */
  report: (event: RadioEvent) => void;
  /** A title from the stream's own metadata, when that part of the audio is heard. */
  onTitle: (title: string) => void;
  /**
   * Said at each response's first data: whether it carries titles of its own (an `Icy-MetaInt` answer). One that does
   * not (a proxy dropped the headers, a relay without titles) leaves the titles to the status address.
   */
  onStreamTitles?: (carried: boolean) => void;
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
  /** Requests made by the current join (after a cut, or to another mount): one per endpoint before the list has failed. */
  let switches = 0;
  /** Whether the current response's first bytes were looked at. */
  let sniffed = false;
  let endpoints = [...options.endpoints];
  let stall: ReturnType<typeof setTimeout> | undefined;
  const icy = { metadataTypes: ['icy'] as ['icy'] };
  /**
   * Joins a new request onto the buffered audio, at the endpoint `step` places after the one playing (0: the same),
   * the others following: the library moves on to the next of them by itself when a request fails.
   */
  const join = (step: number) => {
    if (!player) return;
    void player.switchEndpoint(endpointsFrom(endpoints, (Math.max(0, endpoints.indexOf(player.endpoint)) + step) % endpoints.length), icy);
  };
  const at = () => Date.now();
  /**
   * A join request that brought nothing for RADIO.switchStallMs: the next endpoint's is asked for. Should the library
   * not start it either (a request that answered its headers and then nothing can hold it), the state machine takes
   * over after as long again, rather than the listener hearing the buffer run out.
   */
  const stalled = () => {
    if (!open || player?.state !== 'switching') return;
    join(1);
    stall = setTimeout(() => open && player?.state === 'switching' && options.report({ type: 'error', at: at() }), options.switchStallMs);
  };
  // The server-rendered element names the stream's address for the plain path; through MSE the element must not
  // fetch it itself as well (preload="none" keeps it idle only until the first play()).
  audio.removeAttribute('src');
  // The element already chose that address when the page loaded (preload="none" only suspends the choice): without a
  // load() now, the early play() below would resume it and start a download of the standard stream, even on the
  // data saver, until the library replaces the source.
  audio.load();

  /** Players whose library has stopped by itself: a second stop() of such a player never resolves. */
  const ended = new WeakSet<Player>();
  const create = (IcecastMetadataPlayer: typeof import('icecast-metadata-player').default, first: number): Player => {
    // A halted player still reports a moment later (its stop, a last request); a new connection opened meanwhile (a
    // restart on the data saver, a quick pause and play) must not take that for its own.
    const live = () => open && player === created;
    const created: Player = new IcecastMetadataPlayer(endpointsFrom(endpoints, first), {
      audioElement: audio,
      playbackMethod: 'mediasource',
      bufferLength: options.bufferSeconds,
      metadataTypes: ['icy'],
      // Without an Icy-MetaInt answer (a proxy that drops the Icy-MetaData request or the icy-* answer, as many generic
      // proxies and CDNs do) the library would search the audio for titles for 2 s before playing, at every start and
      // every rejoin: the silence a listener heard behind such a proxy. Such a stream has no titles of its own; the
      // status address gives them (./session.ts).
      icyDetectionTimeout: 0,
      // Every wait between attempts is the state machine's (its jitter, its caps, its 15 minutes): the library's own
      // retries are off. A clean end of the response is joined seamlessly below.
      retryTimeout: 0,
      enableLogging: false,
      onStream: (data: Uint8Array) => {
        if (!live()) return;
        clearTimeout(stall);
        // A page or an error message where audio should be is a failure, never something to play or show. While it
        // joins a new request the library moves on to the next endpoint by itself (the page is no audio it knows).
        const first = !sniffed;
        sniffed = true;
        if (first) options.onStreamTitles?.(Number(created.icyMetaInt) > 0);
        if (first && looksLikeText(data)) {
          if (created.state !== 'switching') options.report({ type: 'error', at: at() });
        } else options.report({ type: 'progress', at: at() });
      },
      onMetadata: (metadata: IcyMetadata) => {
        if (live() && metadata.StreamTitle) options.onTitle(metadata.StreamTitle);
      },
      // A live stream never ends by itself: an end is the host's proxy cutting a long response, or the server in use
      // going away. Switching to the next request while the state is still "playing" makes the library join it to the
      // buffered audio: at the same endpoint first (a cut), then at the others in turn (it failed).
      onStreamEnd: () => {
        if (live() && created.state === 'playing') {
          switches = 0;
          join(0);
        }
      },
      onStreamStart: () => {
        sniffed = false;
      },
      // Each request while joining: a failed one is followed at once by the next endpoint's, round the list without
      // end. Once every endpoint has failed the state machine takes over, with its waits. A request that stalls is
      // given up for the next before the buffered audio runs out.
      onSwitch: () => {
        switches += 1;
        clearTimeout(stall);
        if (live() && listFailed(switches - 1, endpoints.length)) options.report({ type: 'error', at: at() });
        else stall = setTimeout(stalled, options.switchStallMs);
      },
      onError: (_message: string, error?: Error) => {
        if (live() && error?.name === 'NotAllowedError') options.report({ type: 'playRejected', at: at(), connection, reason: 'refused' });
      },
      // The library stopped by itself (it gave up retrying, or the answer was not audio it can play): a failure
      // the state machine handles with its own waits.
      onStop: () => {
        ended.add(created);
        if (live()) options.report({ type: 'error', at: at() });
      },
    });
    return created;
  };

  return {
    load(next, endpoint) {
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
          // A new player for each connection: the library takes each request's address from its list in turn, even
          // across stop and play, so only a fresh one starts at the endpoint the state machine chose.
          player = create(IcecastMetadataPlayer, endpoint);
          switches = 0;
          // The library calls play() on a paused element without handling its answer; a play() of ours, handled,
          // leaves it nothing to call, so an interrupted start is never an unhandled rejection.
          if (audio.paused) audio.play().catch(() => {});
          void player.play();
        })
        .catch(() => open && options.report({ type: 'playRejected', at: at(), connection: next, reason: 'unavailable' }));
    },
    halt() {
      open = false;
      clearTimeout(stall);
      const halting = player;
      if (!halting) return;
      player = null;
      // Detached, not only stopped: the library restarts a stopped player whenever the element plays, so the next
      // load's early play() would send this player's request beside the new one's.
      const detached = halting.detachAudioElement();
      // Without its MediaSource the element holds no stale audio that an early play() of the next press could start.
      stopped = (ended.has(halting) ? Promise.resolve() : detached).then(() => {
        if (!open && audio.hasAttribute('src')) {
          audio.removeAttribute('src');
          audio.load();
        }
      });
    },
    current: () => open,
    // The library has stopped, its download aborted and its MediaSource gone.
    closed: () => stopped,
    // The library pauses the element itself when a connection fails; only a pause while it plays is the listener's.
    pausedFromOutside: () => player?.state === 'playing',
    destroy() {
      open = false;
      clearTimeout(stall);
      void player?.detachAudioElement();
    },
    switchTo(next, afresh = false) {
      // The same endpoint of the new list as the one playing: endpoints line up, one mount or the other at each.
      const playing = player ? Math.max(0, endpoints.indexOf(player.endpoint)) : 0;
      endpoints = [...next];
      // A playing connection is joined to the new stream by the library, frame by frame; a stopped player is replaced
      // with one on the new addresses at the next play().
      if (!afresh && player && player.state !== 'stopped' && player.state !== 'stopping') {
        switches = 0;
        void player.switchEndpoint(endpointsFrom(endpoints, playing), icy);
      }
    },
  };
}
