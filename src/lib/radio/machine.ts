// The radio's rules beside this machine: the hand-over between windows (handover.ts), retries (reconnect.ts), the data
// saver (slow-link.ts), a cut's join (join.ts), the title (icecast-status.ts), the slider (volume.ts), an hour's cost
// (cost.ts), audio or not (stream-sniff.ts), the sleep timer (sleep-timer.ts); adapters: src/islands/radio-player/.
import { RADIO, STREAM_ENDPOINTS } from '@/config/radio';
import { listFailed, nextEndpoint } from './endpoints';
import { reconnectDelay } from './reconnect';
import { tooSlowForStandard, withArrival } from './slow-link';

/**
 * The radio player's rules as a pure state machine: `radioReducer` takes the state and one event (a press, a report of
 * the element, a watchdog's look, a due retry) and gives the next state and the effects, which the adapter
 * (src/islands/radio-player/stream.ts) only carries out. Each event carries its time (`at`, ms), so the rules need no
 * clock and no timers.
 */

export type * from './machine-types';
import type {
  PlayRejection,
  RadioEvent,
  RadioMachineState,
  RadioMessageKind,
  RadioRules,
  RadioTransition,
} from './machine-types';

/** The rules as the player uses them: RADIO's (src/config/radio.ts), over all of the stream's endpoints. */
export const RADIO_RULES: RadioRules = { ...RADIO, endpointCount: STREAM_ENDPOINTS.length };

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
  clockMoved: false,
  failingSince: null,
  endpoint: 0,
  failures: 0,
  arrivals: [],
  bufferEnd: 0,
};

export const wantsToPlay = (state: RadioMachineState): boolean => state.phase !== 'stopped';

/** Whether the watchdog should look at the element: a connection is open. */
export const needsWatchdog = (state: RadioMachineState): boolean =>
  state.phase === 'connecting' || state.phase === 'playing';

const open = needsWatchdog;

/** A new connection: the source is set afresh, so the listener joins the live broadcast, not minutes-old audio. */
function connect(state: RadioMachineState, at: number): RadioTransition {
  const connection = state.connection + 1;
  return {
    state: {
      ...state,
      phase: 'connecting',
      connection,
      connectedAt: at,
      playingSince: null,
      lastDataAt: at,
      lastProgressAt: at,
      clock: 0,
      clockMoved: false,
    },
    effects: [{ type: 'cancel' }, { type: 'load', connection, endpoint: state.endpoint }],
  };
}

function stop(state: RadioMachineState, message: RadioMessageKind | null): RadioTransition {
  return {
    state: {
      ...state,
      phase: 'stopped',
      message,
      reconnecting: false,
      attempt: 0,
      playingSince: null,
      endpoint: 0,
      failures: 0,
    },
    effects: [{ type: 'cancel' }, { type: 'halt' }],
  };
}

/**
 * The stream ended, failed or stalled while wanted. One that had played well was most likely cut by the host's proxy
 * and rejoins silently after a random share of a second (listeners cut together spread out). Otherwise the listener is
 * told and the next endpoint tried at once. Once all have failed since sound was last heard, the first is tried again
 * a random share of its back-off step (reconnect.ts) after the failed try started, however long that took: the back-off
 * counts rounds of the list, not endpoints. After `giveUpAfterMs` without sound the player stops; Play tries again.
 */
function trouble(state: RadioMachineState, at: number, rules: RadioRules, random: () => number): RadioTransition {
  // Played: sound was heard, so a clock that never moved since `playing` does not count.
  const healthy = state.playingSince !== null && state.clockMoved && at - state.playingSince >= rules.healthyPlayMs;
  const failingSince = healthy ? at : (state.failingSince ?? at);
  if (at - failingSince >= rules.giveUpAfterMs) return stop(state, 'streamUnavailable');
  const base = { ...state, phase: 'retrying' as const, reconnecting: true, playingSince: null, failingSince };
  if (healthy) {
    const delayMs = Math.round(Math.min(1, Math.max(0, random())) * rules.rejoinJitterMs);
    return { state: { ...base, attempt: 0, failures: 0 }, effects: [{ type: 'halt' }, { type: 'schedule', delayMs }] };
  }
  const count = rules.endpointCount ?? 1;
  const failures = state.failures + 1;
  const failed = { ...base, message: 'streamUnavailable' as const };
  if (!listFailed(failures, count)) {
    return {
      state: { ...failed, failures, endpoint: nextEndpoint(state.endpoint, count) },
      effects: [{ type: 'halt' }, { type: 'schedule', delayMs: 0 }],
    };
  }
  const delayMs = Math.max(
    0,
    reconnectDelay(state.attempt, rules, at - failingSince, random) - (at - state.connectedAt),
  );
  return {
    state: { ...failed, attempt: state.attempt + 1, failures: 0, endpoint: 0 },
    effects: [{ type: 'halt' }, { type: 'schedule', delayMs }],
  };
}

/** The link brings less audio than the standard stream needs: the data saver plays from a new connection, at once. */
function moveToSaver(state: RadioMachineState, at: number): RadioTransition {
  const next = connect(state, at);
  return { state: next.state, effects: [{ type: 'halt' }, { type: 'useSaver' }, ...next.effects] };
}

/**
 * The watchdog. A connection that still delivers data is left to connect; playing audio that stops with an empty buffer
 * is far more often dead (a proxy cut it, the phone changed networks) than slow, and a new connection, starting with a
 * burst, is the quickest way back. A device too busy to play with audio still buffered gets the longer stall timeout.
 * A clock that has not yet moved since `playing` is not a stall while data arrives or the element holds audio to play:
 * only no data with nothing to play is, or no movement for the whole stall timeout. Nor is a clock that stands still
 * while the element says it holds audio to play on: WebKit's plain element reports no buffered range at all, and under
 * load moves its clock in steps of over a second; an element that has run dry says so (readyState falls).
 */
function look(
  state: RadioMachineState,
  event: Extract<RadioEvent, { type: 'look' }>,
  rules: RadioRules,
  random: () => number,
): RadioTransition {
  if (event.end !== undefined) {
    const arrivals = withArrival(state.arrivals, state.bufferEnd, event.end, event.at, rules.slowLinkWindowMs);
    state = { ...state, arrivals, bufferEnd: event.end };
  }
  const standing = event.time === state.clock ? event.at - state.lastProgressAt : 0;
  if (tooSlowForStandard(state, event, standing, rules)) return moveToSaver(state, event.at);
  const moved = event.time !== state.clock;
  let next: RadioMachineState = moved
    ? {
        ...state,
        clock: event.time,
        lastProgressAt: event.at,
        clockMoved: state.clockMoved || state.phase === 'playing',
      }
    : state;
  // The back-off and the round of endpoints start over only once the stream has proved healthy: one that fails a moment
  // after each start is neither retried every second nor sent round the list without a wait.
  if (
    next.playingSince !== null &&
    event.at - next.playingSince >= rules.healthyPlayMs &&
    (next.attempt > 0 || next.failures > 0)
  ) {
    next = { ...next, attempt: 0, failures: 0 };
  }
  const still = event.at - next.lastProgressAt;
  const sinceData = event.at - next.lastDataAt;
  const dry = event.ahead < rules.underrunBufferS;
  let stalled: boolean;
  if (next.phase === 'connecting') stalled = sinceData > rules.stallTimeoutMs;
  else if (!next.clockMoved)
    stalled = (sinceData > rules.underrunTimeoutMs && dry && !event.canPlay) || still > rules.stallTimeoutMs;
  else stalled = (still > rules.underrunTimeoutMs && dry && !event.canPlay) || still > rules.stallTimeoutMs;
  return stalled ? trouble(next, event.at, rules, random) : { state: next, effects: [] };
}

const same = (state: RadioMachineState): RadioTransition => ({ state, effects: [] });

/** After a join that asked the endpoints in turn (join.ts) the list has failed, as if its last had just been tried. */
const roundAsked = (state: RadioMachineState, event: RadioEvent, rules: RadioRules): RadioMachineState =>
  event.type === 'joinFailed' ? { ...state, failures: (rules.endpointCount ?? 1) - 1, connectedAt: event.at } : state;

/** The next state and the effects to carry out, for one event; `random` (0 to 1) draws the jitter of waits. */
export function radioReducer(
  state: RadioMachineState,
  event: RadioEvent,
  rules: RadioRules = RADIO_RULES,
  random: () => number = Math.random,
): RadioTransition {
  switch (event.type) {
    case 'play':
      return wantsToPlay(state) ? same(state) : connect(state, event.at);
    case 'pause':
      // Pausing clears any message (product §4), even when nothing was playing.
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
      // The element's own `waiting` while it plays is a stall already, however recently the watchdog saw it move.
      if (tooSlowForStandard(state, event, rules.slowLinkStallMs, rules)) return moveToSaver(state, event.at);
      // The buffer ran dry and nothing has arrived for a while: the connection is gone, no need to wait and see.
      const dead = event.at - state.lastDataAt > rules.underrunTimeoutMs && event.ahead < rules.underrunBufferS;
      return state.phase === 'playing' && dead ? trouble(state, event.at, rules, random) : same(state);
    }
    case 'ended':
    case 'error':
    case 'joinFailed':
      return open(state) ? trouble(roundAsked(state, event, rules), event.at, rules, random) : same(state);
    case 'playRejected':
      // An answer to an older request, or one interrupted by a newer load or a pause: whatever replaced it reports.
      if (!open(state) || event.connection !== state.connection || event.reason === 'aborted') return same(state);
      // The source could not be loaded (the origin is down): that is the stream failing, not the browser refusing.
      if (event.reason === 'unavailable') return trouble(state, event.at, rules, random);
      // The browser refused to play (autoplay policy, an expired gesture): the listener has to press play again.
      return stop(state, 'playbackFailed');
    case 'look':
      return open(state) ? look(state, event, rules, random) : same(state);
    case 'retry':
    case 'online':
      return state.phase === 'retrying' ? connect(state, event.at) : same(state);
  }
}

/** How the browser's refusal of play() reads: its error name, and whether the element reports a media error. */
export function classifyPlayRejection(errorName: string, mediaFailed: boolean): PlayRejection {
  if (errorName === 'AbortError') return 'aborted';
  if (errorName === 'NotSupportedError' || mediaFailed) return 'unavailable';
  return 'refused';
}
