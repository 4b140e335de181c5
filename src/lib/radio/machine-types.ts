import type { RADIO } from '../../site.config';

/**
 * The radio state machine's words (src/lib/radio/machine.ts): its state, the events it hears, the effects it decides
 * and the settings it reads.
 */

/** The messages a listener may see under the controls (product §8); the words are the editor's. */
export type RadioMessageKind = 'playbackFailed' | 'streamUnavailable';

/**
 * - stopped: the listener does not want to listen (at first, after Pause, after a refused play()).
 * - connecting: a request for the stream is under way and nothing plays yet.
 * - playing: audio has started on the current connection.
 * - retrying: the stream failed; a new connection is planned (a `schedule` effect is pending).
 */
export type RadioPhase = 'stopped' | 'connecting' | 'playing' | 'retrying';

export interface RadioMachineState {
  phase: RadioPhase;
  /** The message under the controls, or null. */
  message: RadioMessageKind | null;
  /** The stream failed since the listener last heard it; the player keeps trying until Pause. */
  reconnecting: boolean;
  /** The back-off step of the next retry; it starts over once a stream has played for `healthyPlayMs`. */
  attempt: number;
  /** Counts every connection, so that the answer of an older play() request is recognised and ignored. */
  connection: number;
  /** When the current connection was requested. */
  connectedAt: number;
  /** When the current connection first played, or null while it has not. */
  playingSince: number | null;
  /** When data last arrived on the current connection (or when it was requested). */
  lastDataAt: number;
  /** When the audio clock last moved on. */
  lastProgressAt: number;
  /** The audio clock (seconds) when it last moved on. */
  clock: number;
  /** When the stream started failing without sound since, or null while it plays (or has not failed). */
  failingSince: number | null;
  /** Which of the stream's endpoints (STREAM_ENDPOINTS: the stream's own address, then the relays) to connect to. */
  endpoint: number;
  /** Endpoints that failed in a row since sound was last heard: once every one has, the player waits (the back-off). */
  failures: number;
}

/** Why a play() request was refused, as the adapter reads the browser's answer. */
export type PlayRejection = 'aborted' | 'unavailable' | 'refused';

export type RadioEvent =
  /** The listener pressed play (or a press made before the player started is carried out). */
  | { type: 'play'; at: number }
  /** The listener pressed pause. */
  | { type: 'pause'; at: number }
  /** The element was paused from outside the page: headphones unplugged, a call, the system's media controls. */
  | { type: 'paused'; at: number }
  /** The element started (or resumed) playing, its clock at `time` seconds. */
  | { type: 'playing'; at: number; time: number }
  /** Stream data arrived. */
  | { type: 'progress'; at: number }
  /** The element ran out of audio; `ahead` is the seconds buffered beyond the playing position. */
  | { type: 'waiting'; at: number; ahead: number }
  /** The stream ended. */
  | { type: 'ended'; at: number }
  /** The element failed to load or play the stream. */
  | { type: 'error'; at: number }
  /** The play() request of connection number `connection` was refused. */
  | { type: 'playRejected'; at: number; connection: number; reason: PlayRejection }
  /** The watchdog's regular look at the element while connecting or playing. */
  | { type: 'tick'; at: number; time: number; ahead: number }
  /** The wait of a `schedule` effect is over. */
  | { type: 'retry'; at: number }
  /** The device is back on a network. */
  | { type: 'online'; at: number }
  /** The stream's address changed with nothing left to join onto (the player moved to the data saver): connect afresh now. */
  | { type: 'restart'; at: number };

export type RadioEffect =
  /** Set endpoint number `endpoint` as the source afresh (the live edge) and call play(); its answer is `connection`'s. */
  | { type: 'load'; connection: number; endpoint: number }
  /** Stop playback and the download: pause and remove the source. */
  | { type: 'halt' }
  /** Send a `retry` event after this wait, replacing any pending one. */
  | { type: 'schedule'; delayMs: number }
  /** Forget a pending retry. */
  | { type: 'cancel' };

export interface RadioTransition {
  state: RadioMachineState;
  effects: RadioEffect[];
}

/** The radio settings the rules read (RADIO in src/site.config.ts). */
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
> & {
  /** How many endpoints the stream has (1 when it has no relays). */
  endpointCount?: number;
};
