import type { IcyMetadata } from 'icecast-metadata-player';
import { endpointsFrom } from '@/lib/radio/endpoints';
import type { JoinEvent } from '@/lib/radio/join';
import type { joining } from './joining';
import { looksLikeText } from '@/lib/radio/stream-sniff';
import { lendToLibrary, reportingRefusal } from './library-globals';
import { sourceBufferAccepted } from './media-source-probe';
import type { PlayerState } from './player-state';
import type { MseOptions, RadioTransport } from './transport';

export type { MseOptions } from './transport';

/**
 * The radio's connection through Media Source Extensions, by `icecast-metadata-player` (docs/radio.md): the page, not
 * the browser's download heuristics, decides when to start (about a second buffered, whatever the origin's burst); a
 * connection that ends is joined to the next one frame by frame while the buffer plays on, by the join's rules
 * (src/lib/radio/join.ts); the stream's ICY titles arrive in step with what is heard. This file keeps the library's
 * lifecycle: a player of the library's per connection, stopped before the next.
 *
 * The library is fetched when the player island starts, only on /radio; without MSE for MP3, ./element.ts plays. It
 * needs four allowances of the page's policy (src/lib/security/page-allowances.ts): 'wasm-unsafe-eval' (joining the
 * standard stream to the data saver decodes both in WebAssembly), worker-src blob: (it checks at load whether a worker
 * can start), media-src blob: and data: (the MediaSource, and the silent clip it parks the element on when it stops).
 */

type LibraryPlayer = import('icecast-metadata-player').default;

/**
 * Plays the stream through MSE on `audio`, whose own events still reach the adapter (./stream.ts); the connection's
 * state and the addresses in use are the player's (./player-state.ts).
 */
export function createMseTransport(audio: HTMLAudioElement, player: PlayerState, options: MseOptions): RadioTransport {
  const library = import('icecast-metadata-player');
  const libraryParts = import('./with-library');
  // A page left (or a network lost) before the library arrives must not leave its failed import unhandled; a press of
  // Play meets the failure in load() below.
  library.catch(() => {});
  libraryParts.catch(() => {});
  const { source } = options;
  // The probe answers before the first press on any engine seen; one slower than probeMs is taken at its word, and a
  // refusal the library then meets is taken as the answer instead (refusedLate below).
  let accepted = sourceBufferAccepted(source, options.probeMs, player.endpoints[0] ?? '');
  let libraryPlayer: LibraryPlayer | null = null;
  // The library's stop is asynchronous and it ignores play() until it has stopped: a new connection waits for it.
  let stopped: Promise<void> = Promise.resolve();
  const connection = player.connection;
  const icy = { metadataTypes: ['icy'] as ['icy'] };
  const at = () => Date.now();
  /** The join at a cut (src/lib/radio/join.ts), and the library's parts it is made from once they arrive. */
  let join: ReturnType<typeof joining> | null = null;
  let loadedParts: typeof import('./with-library') | null = null;
  const joinEvent = (event: JoinEvent) => connection.open && join?.send(event);
  // The server-rendered src is for the plain path: through MSE the element must not fetch it too. preload="none" only
  // suspends that fetch; without a load() the early play() below would resume it and download the standard stream,
  // even on the data saver, until the library replaces the source.
  audio.removeAttribute('src');
  audio.load();

  /** Players whose library has stopped by itself: a second stop() of such a player never resolves. */
  const ended = new WeakSet<LibraryPlayer>();
  const create = (
    IcecastMetadataPlayer: typeof import('icecast-metadata-player').default,
    first: number,
  ): LibraryPlayer => {
    // A halted player still reports a moment later (its stop, a last request): a newer connection must ignore that.
    const live = () => connection.open && libraryPlayer === created;
    const created: LibraryPlayer = new IcecastMetadataPlayer(endpointsFrom(player.endpoints, first), {
      audioElement: audio,
      playbackMethod: 'mediasource',
      bufferLength: options.bufferSeconds,
      metadataTypes: ['icy'],
      // Without an Icy-MetaInt answer (many proxies and CDNs drop the ICY headers) the library would look for titles in
      // the audio for 2 s before playing, at every start and rejoin; the status address gives them then (./now-playing.ts).
      icyDetectionTimeout: 0,
      // Off: every wait between attempts is the state machine's (its jitter, caps and 15 minutes).
      retryTimeout: 0,
      enableLogging: false,
      // An answer's first data: a page or error text where audio should be is a failure (while joining, the library
      // moves on by itself). Data is reported as it arrives (`arrived` below): the library gets it in larger pieces.
      onStream: (data: Uint8Array) => {
        if (!live() || connection.sniffed) return;
        connection.sniffed = true;
        options.onStreamTitles?.(Number(created.icyMetaInt) > 0);
        if (looksLikeText(data) && created.state !== 'switching') options.report({ type: 'error', at: at() });
      },
      onMetadata: (metadata: IcyMetadata) => {
        if (live() && metadata.StreamTitle) options.onTitle(metadata.StreamTitle);
      },
      // A live stream never ends by itself: a proxy cut a long response, or the server went away. Switching while still
      // "playing" makes the library join the next request to the buffer: the same endpoint first, then the others.
      onStreamEnd: () => {
        if (live() && created.state === 'playing') joinEvent({ type: 'cut', at: at() });
      },
      onStreamStart: () => {
        connection.sniffed = false;
      },
      // Each request while joining: once every endpoint has failed, the state machine takes over with its waits.
      onSwitch: () => {
        if (live()) joinEvent({ type: 'request', at: at() });
      },
      onError: (_message: string, error?: Error) => {
        if (live() && error?.name === 'NotAllowedError')
          options.report({ type: 'playRejected', at: at(), connection: connection.number, reason: 'refused' });
      },
      // The library stopped by itself (it gave up, or the answer was no audio it can play): a failure like any other.
      onStop: () => {
        ended.add(created);
        if (live()) options.report({ type: 'error', at: at() });
      },
    });
    return created;
  };

  /**
   * Closes the connection: the library's player is detached, and once it has stopped (and no connection opened since)
   * the element is emptied and the page's globals given back.
   */
  const close = () => {
    connection.open = false;
    join?.stop();
    const halting = libraryPlayer;
    libraryPlayer = null;
    // Detached, not only stopped: the library restarts a stopped player whenever the element plays, so the next
    // load's early play() would send this player's request beside the new one's. A stop that fails counts as done:
    // every later connection waits on this promise, and a rejected one would refuse them all.
    const detached = halting?.detachAudioElement();
    const done = !halting || ended.has(halting) ? stopped : Promise.all([stopped, detached?.catch(() => {})]);
    stopped = done.then(() => {
      if (connection.open) return;
      // Stopped, the library no longer reads the page's globals: the page's own are back until the next connection.
      giveBack?.();
      giveBack = null;
      // Emptied, the element holds no stale audio that the next press's early play() could start, nor a source to
      // fall through to (AirPlay's, ./remote-playback.ts).
      if (audio.hasAttribute('src') || audio.firstChild) {
        audio.replaceChildren();
        audio.removeAttribute('src');
        audio.load();
      }
    });
  };
  /** The engine refused the type inside the library after the probe took it at its word: as a refusal at the probe. */
  const refusedLate = (type: string) => {
    // The class is the page's MediaSource while a connection is open: another script's refusal (of another type than
    // the library asks for, or while no connection is open) is none of the radio's, and must not move it off Media Source.
    if (!connection.open || type.replace(/\s/g, '') !== source.type) return;
    accepted = Promise.resolve('refused');
    const refused = connection.number;
    connection.fallingBack = true;
    close();
    // The library's stop parks the element on its silent clip: the element's own connection starts after that.
    void stopped.then(() => {
      if (connection.fallingBack && connection.number === refused) options.onRefused(refused, connection.endpoint);
    });
  };
  const LibrarySource = reportingRefusal(source.Source, refusedLate);
  /** The stream's bytes arrived, before the library gets them (./whole-frames.ts). */
  const arrived = () => {
    joinEvent({ type: 'data', at: at() });
    if (connection.open) options.report({ type: 'progress', at: at() });
  };
  /** Gives the page its own MediaSource and fetch back, once they were lent to the library. */
  let giveBack: (() => void) | null = null;

  return {
    load(next, endpoint) {
      Object.assign(connection, { number: next, endpoint, open: true, fallingBack: false });
      // Within the listener's press, so that the browser counts the later start as the listener's own; the library's
      // MediaSource then supersedes this call (an AbortError).
      audio.play().catch((error: unknown) => {
        if (
          connection.open &&
          connection.number === next &&
          error instanceof DOMException &&
          error.name === 'NotAllowedError'
        ) {
          options.report({ type: 'playRejected', at: at(), connection: next, reason: 'refused' });
        }
      });
      Promise.all([library, stopped, accepted, libraryParts])
        .then(([{ default: IcecastMetadataPlayer }, , answer, parts]) => {
          if (!connection.open || connection.number !== next) return;
          if (answer === 'refused') {
            connection.open = false;
            options.onRefused(next, endpoint);
            return;
          }
          // A ManagedMediaSource plays only on an element that offers no remote playback or an AirPlay source.
          if (source.kind === 'managed')
            parts.allowRemotePlayback(audio, answer, source.type, () => player.endpoints[connection.endpoint] ?? '');
          loadedParts = parts;
          join ??= parts.joining(player, options, {
            player: () => libraryPlayer,
            giveUp: () => connection.open && options.report({ type: 'joinFailed', at: at() }),
          });
          // The library knows only `MediaSource`: the engine's own (on an engine that has just the managed one, that one)
          // stands in under that name, reporting a refusal; and only the page's fetch, through which each answer reaches
          // it from its first whole frame. Lent while a connection is open, given back once the library has stopped.
          giveBack ??= lendToLibrary(
            LibrarySource,
            parts.fetchingWholeFrames(window.fetch, (url) => player.endpoints.includes(url), options, arrived),
          );
          // A new player of the library's for each connection: the library takes each request's address from its list in
          // turn, even across stop and play, so only a fresh one starts at the endpoint the state machine chose.
          libraryPlayer = create(IcecastMetadataPlayer, endpoint);
          joinEvent({ type: 'fresh', at: at() });
          // The library calls play() on a paused element without handling the answer; ours, handled, leaves it nothing
          // to call, so an interrupted start is never an unhandled rejection.
          if (audio.paused) audio.play().catch(() => {});
          void libraryPlayer.play();
        })
        .catch(
          () =>
            connection.open &&
            options.report({ type: 'playRejected', at: at(), connection: next, reason: 'unavailable' }),
        );
    },
    halt() {
      connection.fallingBack = false;
      close();
    },
    current: () => connection.open,
    // The watchdog's look while a connection is open: a hole in the buffer to step over, a connection that froze.
    look(aheadMs) {
      loadedParts?.stepOverHole(audio, options);
      join?.look(aheadMs);
    },
    closed: () => stopped,
    // The library pauses the element itself when a connection fails; only a pause while it plays is the listener's.
    pausedFromOutside: () => libraryPlayer?.state === 'playing',
    destroy() {
      connection.fallingBack = false;
      connection.open = false;
      giveBack?.();
      join?.destroy();
      void libraryPlayer?.detachAudioElement();
    },
    switchTo(next, afresh = false) {
      // Endpoints line up across the lists (one mount or the other at each): keep to the one playing.
      const endpointIndex = libraryPlayer ? Math.max(0, player.endpoints.indexOf(libraryPlayer.endpoint)) : 0;
      player.endpoints = [...next];
      // A stopped player is replaced with one on the new addresses at the next play().
      if (!afresh && libraryPlayer && libraryPlayer.state !== 'stopped' && libraryPlayer.state !== 'stopping') {
        joinEvent({ type: 'fresh', at: at() });
        void libraryPlayer.switchEndpoint(endpointsFrom(player.endpoints, endpointIndex), icy);
      }
    },
  };
}
