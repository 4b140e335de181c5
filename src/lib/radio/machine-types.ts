import type { RADIO } from '@/config/radio';
import type { ArrivedAudio } from './slow-link';

/** The radio state machine's words (src/lib/radio/machine.ts): its state, events, effects and settings. */

/** The messages a listener may see under the controls (product §8); the words are the editor's. */
export type RadioMessageKind = 'playbackFailed' | 'streamUnavailable';

/** `stopped`: not wanted (at first, after Pause or a refused play()); `retrying`: a `schedule` effect is pending. */
export type RadioPhase = 'stopped' | 'connecting' | 'playing' | 'retrying';

export interface RadioMachineState {
  phase: RadioPhase;
  message: RadioMessageKind | null;
  /** The stream failed since the listener last heard it; the player keeps trying until Pause. */
  reconnecting: boolean;
  /** The back-off step of the next retry; it starts over once a stream has played for `healthyPlayMs`. */
  attempt: number;
  /** Counts every connection, so that the answer of an older play() request is recognised and ignored. */
  connection: number;
  connectedAt: number;
  playingSince: number | null;
  /** When data last arrived on the current connection (or when it was requested). */
  lastDataAt: number;
  lastProgressAt: number;
  /** The element's time (seconds) at `lastProgressAt`, when it last moved on. */
  clock: number;
  /**
   * Whether that time has moved on since this connection started playing. An engine may report `playing` seconds before
   * its clock follows (WebKit's plain <audio> does, about 2 s): until it moves, data arriving is what shows a live stream.
   */
  clockMoved: boolean;
  /** When the stream started failing without sound since, or null while it plays (or has not failed). */
  failingSince: number | null;
  /** Index into STREAM_ENDPOINTS (the stream's own address, then the relays). */
  endpoint: number;
  /** Endpoints that failed in a row since sound was last heard: once every one has, the player waits (the back-off). */
  failures: number;
  /** Audio added to the buffer at each watchdog look, over the last `slowLinkWindowMs` (slow-link.ts). */
  arrivals: readonly ArrivedAudio[];
  /** Where the buffered audio ended at the last look (s). */
  bufferEnd: number;
}

/** Why a play() request was refused, as the adapter reads the browser's answer. */
export type PlayRejection = 'aborted' | 'unavailable' | 'refused';

export type RadioEvent =
  | { type: 'play'; at: number }
  | { type: 'pause'; at: number }
  /** The element was paused from outside the page: headphones unplugged, a call, the system's media controls. */
  | { type: 'paused'; at: number }
  /** The element started (or resumed) playing, its clock at `time` seconds. */
  | { type: 'playing'; at: number; time: number }
  | { type: 'progress'; at: number }
  /**
   * The element ran out of audio; `ahead` is the seconds buffered beyond the playing position, `canPlay` as in `look`,
   * `saverOffered` as in `look`.
   */
  | { type: 'waiting'; at: number; ahead: number; canPlay?: boolean; saverOffered?: boolean }
  | { type: 'ended'; at: number }
  | { type: 'error'; at: number }
  /** The join at a cut (join.ts) went round the endpoints, or found the next not even asked, and none brought audio. */
  | { type: 'joinFailed'; at: number }
  | { type: 'playRejected'; at: number; connection: number; reason: PlayRejection }
  /**
   * The watchdog's look: the element's time, the seconds buffered beyond it, where the buffered audio ends (`end`), and
   * whether it holds audio to play on (`canPlay`, readyState HAVE_FUTURE_DATA or more), which WebKit's plain element
   * says while it reports no buffered range. `saverOffered`: the standard stream plays, the listener has not chosen it
   * this visit and a data saver exists, so the player may move to the saver on a slow link (slow-link.ts).
   */
  | { type: 'look'; at: number; time: number; ahead: number; end?: number; canPlay?: boolean; saverOffered?: boolean }
  /** The wait of a `schedule` effect is over. */
  | { type: 'retry'; at: number }
  | { type: 'online'; at: number };

export type RadioEffect =
  /** Set endpoint `endpoint` as the source afresh (the live edge) and call play(); its answer is `connection`'s. */
  | { type: 'load'; connection: number; endpoint: number }
  /** Stop playback and the download: pause and remove the source. */
  | { type: 'halt' }
  /** Send a `retry` event after this wait, replacing any pending one. */
  | { type: 'schedule'; delayMs: number }
  /** The link is too slow for the standard stream: play the data saver from the next `load` on, remembered. */
  | { type: 'useSaver' }
  | { type: 'cancel' };

export interface RadioTransition {
  state: RadioMachineState;
  effects: RadioEffect[];
}

/** The radio settings the rules read (RADIO in src/config/radio.ts). */
export type RadioRules = Pick<
  typeof RADIO,
  | 'reconnectBaseMs'
  | 'reconnectMaxMs'
  | 'reconnectCapMs'
  | 'reconnectSlowAfterMs'
  | 'rejoinJitterMs'
  | 'giveUpAfterMs'
  | 'stallTimeoutMs'
  | 'underrunTimeoutMs'
  | 'underrunBufferS'
  | 'healthyPlayMs'
  | 'slowLinkStallMs'
  | 'slowLinkWaitingAheadS'
  | 'slowLinkWindowMs'
  | 'slowLinkAliveMs'
> & {
  /** How many endpoints the stream has (1 when it has no relays). */
  endpointCount?: number;
};
