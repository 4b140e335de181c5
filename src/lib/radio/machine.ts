// The radio's rules, beside this state machine: retries (reconnect.ts), the now-playing title (icecast-status.ts), the
// slider (volume.ts), an hour's cost (cost.ts), audio or not (stream-sniff.ts); adapters: src/islands/radio-player/.
import { RADIO } from '../../site.config';
import { reconnectDelay } from './reconnect';

/**
 * The radio player's rules as a pure state machine: what the player does when the listener presses play or pause,
 * when the audio element reports something, when the watchdog ticks and when a retry is due. `radioReducer` takes
 * the current state and one event and gives the next state and the effects to carry out; the adapter over the
 * <audio> element (src/islands/radio-player/stream.ts) does nothing but carry them out and report events back.
 *
 * Every event carries the time it happened (`at`, milliseconds), so the rules need no clock and no timers.
 */

/** The messages a listener may see under the controls (SPEC §8); the words are the editor's. */
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
  | { type: 'online'; at: number };

export type RadioEffect =
  /** Set the stream as the source afresh (joining the live edge) and call play(); its answer is `connection`'s. */
  | { type: 'load'; connection: number }
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
>;

/** The state before anything happened: stopped, no message. */
export const INITIAL_RADIO_STATE: RadioMachineState = {
  phase: 'stopped',
  message: null,
  reconnecting: false,
  attempt: 0,
  connection: 0,
  connectedAt: 0,
  playingSince: null,
  lastDataAt: 0,
  lastProgressAt: 0,
  clock: 0,
  failingSince: null,
};

/** Whether the listener wants to listen: the player is connecting, playing or about to retry. */
export const wantsToPlay = (state: RadioMachineState): boolean => state.phase !== 'stopped';

/** Whether the watchdog should look at the element: a connection is open. */
export const needsWatchdog = (state: RadioMachineState): boolean => state.phase === 'connecting' || state.phase === 'playing';

const open = needsWatchdog;

/** A new connection: the source is set afresh, so the listener joins the live broadcast, not minutes-old audio. */
function connect(state: RadioMachineState, at: number): RadioTransition {
  const connection = state.connection + 1;
  return {
    state: { ...state, phase: 'connecting', connection, connectedAt: at, playingSince: null, lastDataAt: at, lastProgressAt: at, clock: 0 },
    effects: [{ type: 'cancel' }, { type: 'load', connection }],
  };
}

/** Back to stopped: nothing plays, nothing downloads, no retry is pending. */
function stop(state: RadioMachineState, message: RadioMessageKind | null): RadioTransition {
  return {
    state: { ...state, phase: 'stopped', message, reconnecting: false, attempt: 0, playingSince: null },
    effects: [{ type: 'cancel' }, { type: 'halt' }],
  };
}

/**
 * The stream ended, failed or stalled while the listener wants to listen. A stream that had played well was most
 * likely cut by the host's proxy: it comes back after a random share of a second (listeners cut together spread
 * out), without a message. Otherwise the listener is told, and the next try starts a random share of its back-off
 * step (src/lib/radio/reconnect.ts) after the failed one started, however long that took to fail. After
 * `giveUpAfterMs` without sound the player stops with the message; Play tries again at once.
 */
function trouble(state: RadioMachineState, at: number, rules: RadioRules, random: () => number): RadioTransition {
  const healthy = state.playingSince !== null && at - state.playingSince >= rules.healthyPlayMs;
  const failingSince = healthy ? at : (state.failingSince ?? at);
  if (at - failingSince >= rules.giveUpAfterMs) return stop(state, 'streamUnavailable');
  const base = { ...state, phase: 'retrying' as const, reconnecting: true, playingSince: null, failingSince };
  if (healthy) {
    const delayMs = Math.round(Math.min(1, Math.max(0, random())) * rules.rejoinJitterMs);
    return { state: { ...base, attempt: 0 }, effects: [{ type: 'halt' }, { type: 'schedule', delayMs }] };
  }
  const delayMs = Math.max(0, reconnectDelay(state.attempt, rules, at - failingSince, random) - (at - state.connectedAt));
  return {
    state: { ...base, attempt: state.attempt + 1, message: 'streamUnavailable' },
    effects: [{ type: 'halt' }, { type: 'schedule', delayMs }],
  };
}

/**
 * The watchdog. While connecting, a slow connection that still delivers data is left alone; once playing, audio
 * that stops moving on with nothing left in the buffer means a dead connection (a proxy cut it, the phone changed
 * networks) far more often than a slow one, and a new connection, which starts with a burst of audio, is the
 * quickest way back. A device too busy to play with audio still buffered gets the longer stall timeout.
 */
function tick(state: RadioMachineState, event: { at: number; time: number; ahead: number }, rules: RadioRules, random: () => number): RadioTransition {
  const moved = event.time !== state.clock;
  let next: RadioMachineState = moved ? { ...state, clock: event.time, lastProgressAt: event.at } : state;
  // The back-off starts over only once the stream has proved healthy, so that a stream that keeps failing a
  // moment after it starts is not retried every second.
  if (next.playingSince !== null && event.at - next.playingSince >= rules.healthyPlayMs && next.attempt > 0) {
    next = { ...next, attempt: 0 };
  }
  const still = event.at - next.lastProgressAt;
  const stalled =
    next.phase === 'connecting'
      ? event.at - next.lastDataAt > rules.stallTimeoutMs
      : (still > rules.underrunTimeoutMs && event.ahead < rules.underrunBufferS) || still > rules.stallTimeoutMs;
  return stalled ? trouble(next, event.at, rules, random) : { state: next, effects: [] };
}

const same = (state: RadioMachineState): RadioTransition => ({ state, effects: [] });

/** The next state and the effects to carry out, for one event; `random` (0 to 1) draws the jitter of waits. */
export function radioReducer(state: RadioMachineState, event: RadioEvent, rules: RadioRules = RADIO, random: () => number = Math.random): RadioTransition {
  switch (event.type) {
    case 'play':
      return wantsToPlay(state) ? same(state) : connect(state, event.at);
    case 'pause':
      // Pausing clears any message (SPEC §4), even when nothing was playing.
      return stop(state, null);
    case 'paused':
      return wantsToPlay(state) ? stop(state, null) : same(state);
    case 'playing':
      if (!open(state)) return same(state);
      return same({
        ...state,
        phase: 'playing',
        message: null,
        reconnecting: false,
        failingSince: null,
        playingSince: state.playingSince ?? event.at,
        lastProgressAt: event.at,
        clock: event.time,
      });
    case 'progress':
      return open(state) ? same({ ...state, lastDataAt: event.at }) : same(state);
    case 'waiting': {
      // The buffer ran dry and nothing has arrived for a while: the connection is gone, no need to wait and see.
      const dead = event.at - state.lastDataAt > rules.underrunTimeoutMs && event.ahead < rules.underrunBufferS;
      return state.phase === 'playing' && dead ? trouble(state, event.at, rules, random) : same(state);
    }
    case 'ended':
    case 'error':
      return open(state) ? trouble(state, event.at, rules, random) : same(state);
    case 'playRejected':
      // An answer to an older request, or one interrupted by a newer load or a pause: whatever replaced it reports.
      if (!open(state) || event.connection !== state.connection || event.reason === 'aborted') return same(state);
      // The source could not be loaded (the origin is down): that is the stream failing, not the browser refusing.
      if (event.reason === 'unavailable') return trouble(state, event.at, rules, random);
      // The browser refused to play (autoplay policy, an expired gesture): the listener has to press play again.
      return stop(state, 'playbackFailed');
    case 'tick':
      return open(state) ? tick(state, event, rules, random) : same(state);
    case 'retry':
      return state.phase === 'retrying' ? connect(state, event.at) : same(state);
    case 'online':
      // Back on a network: try now rather than at the end of the wait.
      return state.phase === 'retrying' ? connect(state, event.at) : same(state);
  }
}

/** How the browser's refusal of play() reads: its error name, and whether the element reports a media error. */
export function classifyPlayRejection(errorName: string, mediaFailed: boolean): PlayRejection {
  if (errorName === 'AbortError') return 'aborted';
  if (errorName === 'NotSupportedError' || mediaFailed) return 'unavailable';
  return 'refused';
}
