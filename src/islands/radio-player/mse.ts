import type { IcyMetadata } from 'icecast-metadata-player';
import { holeEnd, rangesOf } from '@/lib/radio/buffer-holes';
import { endpointsFrom, listFailed } from '@/lib/radio/endpoints';
import type { RadioEvent } from '@/lib/radio/machine';
import { looksLikeText } from '@/lib/radio/stream-sniff';
import type { RadioTransport } from './transport';

/**
 * The radio's connection through Media Source Extensions, by `icecast-metadata-player` (docs/radio.md): the page, not
 * the browser's download heuristics, decides when to start (about a second buffered, whatever the origin's burst); a
 * connection that ends is joined to the next one frame by frame while the buffer plays on (at the next endpoint when
 * one fails: docs/radio.md, "The radio player"); the stream's ICY titles arrive in step with what is heard.
 *
 * The library is fetched when the player island starts, only on /radio; without MSE for MP3, ./element.ts plays. It
 * needs three allowances of the page's policy (src/lib/security/csp.ts): 'wasm-unsafe-eval' (joining the standard
 * stream to the data saver decodes both in WebAssembly), worker-src blob: (it checks at load whether a worker can
 * start), media-src blob: and data: (the MediaSource, and the silent clip it parks the element on when it stops).
 */

/**
 * The types in which the library can hand MP3 to Media Source, in its own order of preference: as it comes, or wrapped
 * in fragmented MP4 frame by frame (Firefox takes only the second).
 */
const MP3_IN_MEDIA_SOURCE = ['audio/mpeg', 'audio/mp4;codecs="mp3"'] as const;

type MediaSourceClass = typeof MediaSource;

/** The Media Source an engine offers for MP3: `managed` is ManagedMediaSource, all an iPhone has (iOS 17.1 and later). */
export interface MediaSourceForMp3 {
  kind: 'standard' | 'managed';
  Source: MediaSourceClass;
  /** The type the library will ask a SourceBuffer for. */
  type: string;
}

const managedMediaSource = (): MediaSourceClass | undefined =>
  (globalThis as { ManagedMediaSource?: MediaSourceClass }).ManagedMediaSource;

/** How this engine can play MP3 through Media Source, or null: then the element plays the address itself. */
export function mediaSourceForMp3(): MediaSourceForMp3 | null {
  const offered: [MediaSourceForMp3['kind'], MediaSourceClass | undefined][] = [
    ['standard', typeof MediaSource === 'function' ? MediaSource : undefined],
    ['managed', managedMediaSource()],
  ];
  for (const [kind, Source] of offered) {
    try {
      const type = Source && MP3_IN_MEDIA_SOURCE.find((candidate) => Source.isTypeSupported(candidate));
      if (Source && type) return { kind, Source, type };
    } catch {
      // An engine whose isTypeSupported throws offers nothing usable.
    }
  }
  return null;
}

/**
 * Whether the engine really gives a SourceBuffer of the chosen type: some answer isTypeSupported with yes and then throw
 * at addSourceBuffer, which inside the library would leave the player waiting for ever. Tried once, on an element of
 * its own that is never attached to the page; an engine that does not open the source within `waitMs` is taken at its word.
 */
export function sourceBufferAccepted({ kind, Source, type }: MediaSourceForMp3, waitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const source = new Source();
    const probe = document.createElement('audio');
    if (kind === 'managed') probe.disableRemotePlayback = true;
    const url = URL.createObjectURL(source);
    const settle = (accepted: boolean) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      probe.removeAttribute('src');
      probe.load();
      resolve(accepted);
    };
    const timer = setTimeout(() => settle(true), waitMs);
    source.addEventListener(
      'sourceopen',
      () => {
        try {
          source.addSourceBuffer(type);
          settle(true);
        } catch {
          settle(false);
        }
      },
      { once: true },
    );
    probe.src = url;
  });
}

/**
 * The engine's Media Source as the library meets it: the same class, but a refusal at addSourceBuffer is told to
 * `refused` as it happens (the library would wait for ever after it). The engine's error still reaches the library.
 */
function reportingRefusal(Source: MediaSourceClass, refused: () => void): MediaSourceClass {
  return class extends Source {
    override addSourceBuffer(type: string): SourceBuffer {
      try {
        return super.addSourceBuffer(type);
      } catch (error) {
        refused();
        throw error;
      }
    }
  };
}

export interface MseOptions {
  /** The engine's Media Source for MP3 (mediaSourceForMp3). */
  source: MediaSourceForMp3;
  /** Waited for at most, at the first start, for the engine to show that it really takes that type. */
  probeMs: number;
  /** The engine refused the type after all: the connection is the element's to make, and so is every later one. */
  onRefused: (connection: number, endpoint: number) => void;
  endpoints: readonly string[];
  /** Seconds of audio buffered before playback starts. */
  bufferSeconds: number;
  /** While joining onto the buffered audio, a request that brings nothing for this long is given up for the next. */
  switchStallMs: number;
  /** How often to look for a hole in the buffered audio at the position, and the widest one stepped over. */
  holes: { checkMs: number; maxSeconds: number };
  report: (event: RadioEvent) => void;
  /** A title from the stream's own metadata, when that part of the audio is heard. */
  onTitle: (title: string) => void;
  /** At each response's first data: whether it carries titles (`Icy-MetaInt`); if not, the status address has them. */
  onStreamTitles?: (carried: boolean) => void;
}

type Player = import('icecast-metadata-player').default;

/** Plays the stream through MSE on `audio`, whose own events still reach the adapter (./stream.ts). */
export function createMseTransport(audio: HTMLAudioElement, options: MseOptions): RadioTransport {
  const library = import('icecast-metadata-player');
  const wholeFrames = import('./whole-frames');
  // A page left (or a network lost) before the library arrives must not leave its failed import unhandled; a press of
  // Play meets the failure in load() below.
  library.catch(() => {});
  wholeFrames.catch(() => {});
  const { source } = options;
  // A ManagedMediaSource plays only on an element that offers no remote playback or an AirPlay source of its own; the
  // library sets `src` itself, so there is no room for the second (docs/radio.md, "iPhone").
  if (source.kind === 'managed') audio.disableRemotePlayback = true;
  // The probe answers before the first press on any engine seen; one slower than probeMs is taken at its word, and a
  // refusal the library then meets is taken as the answer instead (refusedLate below).
  let accepted = sourceBufferAccepted(source, options.probeMs);
  let player: Player | null = null;
  // The library's stop is asynchronous and it ignores play() until it has stopped: a new connection waits for it.
  let stopped: Promise<void> = Promise.resolve();
  let open = false;
  let connection = 0;
  /** The endpoint the current connection started at. */
  let startedAt = 0;
  /** Requests made by the current join (after a cut, or to another mount). */
  let switches = 0;
  let sniffed = false;
  let endpoints = [...options.endpoints];
  let stall: ReturnType<typeof setTimeout> | undefined;
  // Audio the engine evicted ahead of the position leaves a hole the element would wait at: step over it
  // (src/lib/radio/buffer-holes.ts). Looked for only while a connection is open, so an idle page keeps no timer.
  let holeWatch: ReturnType<typeof setInterval> | undefined;
  const watchHoles = () => {
    clearInterval(holeWatch);
    holeWatch = setInterval(() => {
      if (!open || audio.paused) return;
      const to = holeEnd(audio.currentTime, rangesOf(audio.buffered), options.holes.maxSeconds);
      if (to !== null) audio.currentTime = to;
    }, options.holes.checkMs);
  };
  const icy = { metadataTypes: ['icy'] as ['icy'] };
  /** Joins a request onto the buffered audio, `step` endpoints on from the one playing; the library tries the rest. */
  const join = (step: number) => {
    if (!player) return;
    void player.switchEndpoint(endpointsFrom(endpoints, (Math.max(0, endpoints.indexOf(player.endpoint)) + step) % endpoints.length), icy);
  };
  const at = () => Date.now();
  // A join request brought nothing for switchStallMs: the next endpoint's is asked for. A request that answered its
  // headers and then nothing can hold the library, so after as long again the state machine takes over.
  const stalled = () => {
    if (!open || player?.state !== 'switching') return;
    join(1);
    stall = setTimeout(() => open && player?.state === 'switching' && options.report({ type: 'error', at: at() }), options.switchStallMs);
  };
  // The server-rendered src is for the plain path: through MSE the element must not fetch it too. preload="none" only
  // suspends that fetch; without a load() the early play() below would resume it and download the standard stream,
  // even on the data saver, until the library replaces the source.
  audio.removeAttribute('src');
  audio.load();

  /** Players whose library has stopped by itself: a second stop() of such a player never resolves. */
  const ended = new WeakSet<Player>();
  const create = (IcecastMetadataPlayer: typeof import('icecast-metadata-player').default, first: number): Player => {
    // A halted player still reports a moment later (its stop, a last request): a newer connection must ignore that.
    const live = () => open && player === created;
    const created: Player = new IcecastMetadataPlayer(endpointsFrom(endpoints, first), {
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
      onStream: (data: Uint8Array) => {
        if (!live()) return;
        clearTimeout(stall);
        // A page or error text where audio should be is a failure; while joining, the library moves on by itself.
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
      // A live stream never ends by itself: a proxy cut a long response, or the server went away. Switching while still
      // "playing" makes the library join the next request to the buffer: the same endpoint first, then the others.
      onStreamEnd: () => {
        if (live() && created.state === 'playing') {
          switches = 0;
          join(0);
        }
      },
      onStreamStart: () => {
        sniffed = false;
      },
      // Each request while joining: once every endpoint has failed, the state machine takes over with its waits.
      onSwitch: () => {
        switches += 1;
        clearTimeout(stall);
        if (live() && listFailed(switches - 1, endpoints.length)) options.report({ type: 'error', at: at() });
        else stall = setTimeout(stalled, options.switchStallMs);
      },
      onError: (_message: string, error?: Error) => {
        if (live() && error?.name === 'NotAllowedError') options.report({ type: 'playRejected', at: at(), connection, reason: 'refused' });
      },
      // The library stopped by itself (it gave up, or the answer was no audio it can play): a failure like any other.
      onStop: () => {
        ended.add(created);
        if (live()) options.report({ type: 'error', at: at() });
      },
    });
    return created;
  };

  /** Closes the connection: the library's player is detached and the element emptied once it has stopped. */
  const close = () => {
    open = false;
    clearTimeout(stall);
    clearInterval(holeWatch);
    const halting = player;
    if (!halting) return;
    player = null;
    // Detached, not only stopped: the library restarts a stopped player whenever the element plays, so the next
    // load's early play() would send this player's request beside the new one's.
    const detached = halting.detachAudioElement();
    // Emptied, the element holds no stale audio that the next press's early play() could start. A stop that fails
    // counts as done: every later connection waits on this promise, and a rejected one would refuse them all.
    stopped = (ended.has(halting) ? Promise.resolve() : detached.catch(() => {})).then(() => {
      if (!open && audio.hasAttribute('src')) {
        audio.removeAttribute('src');
        audio.load();
      }
    });
  };
  /** A connection refused inside the library, handed to the element once the library has let go of it. */
  let handingOver: { connection: number; endpoint: number } | null = null;
  /** The engine refused the type inside the library after the probe took it at its word: as a refusal at the probe. */
  const refusedLate = () => {
    accepted = Promise.resolve(false);
    if (!open) return;
    const handover = { connection, endpoint: startedAt };
    handingOver = handover;
    close();
    // The library's stop parks the element on its silent clip: the element's own connection starts after that.
    void stopped.then(() => handingOver === handover && options.onRefused(handover.connection, handover.endpoint));
  };
  const LibrarySource = reportingRefusal(source.Source, refusedLate);
  const pageFetch = window.fetch;
  let libraryFetch: typeof fetch | null = null;

  return {
    load(next, endpoint) {
      open = true;
      connection = next;
      startedAt = endpoint;
      handingOver = null;
      watchHoles();

      // Within the listener's press, so that the browser counts the later start as the listener's own; the library's
      // MediaSource then supersedes this call (an AbortError).
      audio.play().catch((error: unknown) => {
        if (open && connection === next && error instanceof DOMException && error.name === 'NotAllowedError') {
          options.report({ type: 'playRejected', at: at(), connection: next, reason: 'refused' });
        }
      });
      Promise.all([library, stopped, accepted, wholeFrames])
        .then(([{ default: IcecastMetadataPlayer }, , usable, { fetchingWholeFrames }]) => {
          if (!open || connection !== next) return;
          if (!usable) {
            open = false;
            clearInterval(holeWatch);
            options.onRefused(next, endpoint);
            return;
          }
          // The library knows only `MediaSource`: the engine's own (on an engine that has just the managed one, that one)
          // stands in under that name, reporting a refusal.
          (window as { MediaSource?: MediaSourceClass }).MediaSource = LibrarySource;
          libraryFetch ??= fetchingWholeFrames(pageFetch, (url) => endpoints.includes(url));
          window.fetch = libraryFetch;
          // A new player for each connection: the library takes each request's address from its list in turn, even
          // across stop and play, so only a fresh one starts at the endpoint the state machine chose.
          player = create(IcecastMetadataPlayer, endpoint);
          switches = 0;
          // The library calls play() on a paused element without handling the answer; ours, handled, leaves it nothing
          // to call, so an interrupted start is never an unhandled rejection.
          if (audio.paused) audio.play().catch(() => {});
          void player.play();
        })
        .catch(() => open && options.report({ type: 'playRejected', at: at(), connection: next, reason: 'unavailable' }));
    },
    halt() {
      handingOver = null;
      close();
    },
    current: () => open,
    closed: () => stopped,
    // The library pauses the element itself when a connection fails; only a pause while it plays is the listener's.
    pausedFromOutside: () => player?.state === 'playing',
    destroy() {
      handingOver = null;
      open = false;
      if (window.fetch === libraryFetch) window.fetch = pageFetch;
      clearTimeout(stall);
      clearInterval(holeWatch);
      void player?.detachAudioElement();
    },
    switchTo(next, afresh = false) {
      // Endpoints line up across the lists (one mount or the other at each): keep to the one playing.
      const playing = player ? Math.max(0, endpoints.indexOf(player.endpoint)) : 0;
      endpoints = [...next];
      // A stopped player is replaced with one on the new addresses at the next play().
      if (!afresh && player && player.state !== 'stopped' && player.state !== 'stopping') {
        switches = 0;
        void player.switchEndpoint(endpointsFrom(endpoints, playing), icy);
      }
    },
  };
}
