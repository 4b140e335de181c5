import { listFailed } from './endpoints';

/**
 * Joining a cut through Media Source: when the stream's response ends while it plays (a proxy cut a long response, the
 * server went away), the stream reader asks for it again and lines the new response up with the audio still buffered,
 * so the listener hears no gap (docs/radio.md, "Cuts and joins"). These rules decide which endpoint each request of
 * the join goes to and when the join is given up for the state machine's fresh connection (machine.ts); the reader's
 * transport (src/islands/radio-player/reader-transport.ts) only carries out their effects. Each event carries its time.
 *
 * A connection can also freeze: a phone that changes networks leaves the old one open, bringing nothing, while a new
 * request works at once. Data that stops while the audio plays on from the buffer (`FrozenTiming`), or the browser's
 * word that the network changed, is joined like a cut, before the buffer runs dry.
 */

/** When an open connection that brings no data has frozen (RADIO.frozen). */
export interface FrozenTiming {
  /** No data for this long: frozen, however much audio is left ahead. */
  afterMs: number;
  /** No data for this long, with no more than `aheadMs` of audio left ahead: frozen, since a join takes its time too. */
  soonAfterMs: number;
  aheadMs: number;
}

export interface JoinState {
  /** Requests the current join has made (the transport reports each). */
  requests: number;
  /** The last request was answered by nothing for `quietMs`, and the next endpoint has been asked since. */
  nudged: boolean;
  /** When the open connection last brought data (or was last joined afresh); null before its first data. */
  lastDataAt: number | null;
}

export type JoinEvent =
  /** The response ended while the audio played: a new one is to be joined. */
  | { type: 'cut'; at: number }
  /** A request of the join went out. */
  | { type: 'request'; at: number }
  /** The connection brought data (a request of the join, or the response playing). */
  | { type: 'data'; at: number }
  /**
   * A look at the connection, at each of the watchdog's looks while one is open, with the ms of audio left ahead of the position;
   * `joining`: a response of the join is being lined up.
   */
  | { type: 'look'; at: number; joining: boolean; aheadMs: number }
  /** The browser says the network changed (`online`, or `navigator.connection`'s `change`). */
  | { type: 'network'; at: number; joining: boolean }
  /** `quietMs` passed since the last request with no data; `joining`: the join's response is still being lined up. */
  | { type: 'quiet'; at: number; joining: boolean }
  /** A new connection, or the endpoints changed under an open one: a join starts counting afresh. */
  | { type: 'fresh'; at: number };

export type JoinEffect =
  /** Join onto the audio held from the endpoint `step` places on from the one playing. */
  | { type: 'join'; step: number }
  /** Send a `quiet` event after `quietMs`, replacing any pending one. */
  | { type: 'watch' }
  | { type: 'unwatch' }
  /** The join failed: the state machine's rules take over (an `error` event), with their waits. */
  | { type: 'giveUp' };

export interface JoinTransition {
  state: JoinState;
  effects: JoinEffect[];
}

export const INITIAL_JOIN_STATE: JoinState = { requests: 0, nudged: false, lastDataAt: null };

/**
 * The next join state and effects. A cut joins the same endpoint first (the transport goes on to the others as each
 * request fails); once every endpoint has been asked in one join, it has failed. A request that brings nothing for
 * `quietMs` yields to the next endpoint; if that one is not even asked for as long again, the join has failed too.
 */
export function joinReducer(
  state: JoinState,
  event: JoinEvent,
  endpointCount: number,
  frozen: FrozenTiming,
): JoinTransition {
  // A join of the endpoint playing, as at a cut: the next data counts from now.
  const rejoin = (at: number): JoinTransition => ({
    state: { ...INITIAL_JOIN_STATE, lastDataAt: at },
    effects: [{ type: 'join', step: 0 }],
  });
  switch (event.type) {
    case 'cut':
      return rejoin(event.at);
    case 'fresh':
      return { state: INITIAL_JOIN_STATE, effects: [{ type: 'unwatch' }] };
    case 'request': {
      const next = { ...state, requests: state.requests + 1, nudged: false };
      if (listFailed(next.requests - 1, endpointCount))
        return { state: next, effects: [{ type: 'unwatch' }, { type: 'giveUp' }] };
      return { state: next, effects: [{ type: 'watch' }] };
    }
    case 'data':
      return { state: { ...state, lastDataAt: event.at }, effects: [{ type: 'unwatch' }] };
    case 'look': {
      // Before its first data a connection is the state machine's to watch; while joining, the join's own watch is on.
      if (event.joining || state.lastDataAt === null) return { state, effects: [] };
      const quietMs = event.at - state.lastDataAt;
      const isFrozen = quietMs >= frozen.afterMs || (quietMs >= frozen.soonAfterMs && event.aheadMs <= frozen.aheadMs);
      return isFrozen ? rejoin(event.at) : { state, effects: [] };
    }
    case 'network':
      return event.joining || state.lastDataAt === null ? { state, effects: [] } : rejoin(event.at);
    case 'quiet':
      if (!event.joining) return { state, effects: [] };
      if (state.nudged) return { state, effects: [{ type: 'giveUp' }] };
      return { state: { ...state, nudged: true }, effects: [{ type: 'join', step: 1 }, { type: 'watch' }] };
  }
}
