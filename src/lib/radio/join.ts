import { listFailed } from './endpoints';

/**
 * Joining a cut through Media Source: when the stream's answer ends while it plays (a proxy cut a long response, the
 * server went away), the stream library asks for it again and lines the new answer up with the audio still buffered,
 * so the listener hears no gap (docs/radio.md, "The radio player"). These rules decide which endpoint each request of
 * the join goes to and when the join is given up for the state machine's fresh connection (machine.ts); the Media
 * Source adapter (src/islands/radio-player/mse.ts) only carries out their effects. Each event carries its time.
 */

export interface JoinState {
  /** Requests the current join has made (the library reports each). */
  requests: number;
  /** The last request was answered by nothing for `quietMs`, and the next endpoint has been asked since. */
  nudged: boolean;
}

export type JoinEvent =
  /** The answer ended while the audio played: the library is to join a new one. */
  | { type: 'cut'; at: number }
  /** The library made a request of the join. */
  | { type: 'request'; at: number }
  /** A request of the join brought data. */
  | { type: 'data'; at: number }
  /** `quietMs` passed since the last request with no data; `joining`: the library is still lining up a new answer. */
  | { type: 'quiet'; at: number; joining: boolean }
  /** A new connection, or the endpoints changed under an open one: a join starts counting afresh. */
  | { type: 'fresh'; at: number };

export type JoinEffect =
  /** Ask the library to join onto the buffer from the endpoint `step` places on from the one playing. */
  | { type: 'switch'; step: number }
  /** Send a `quiet` event after `quietMs`, replacing any pending one. */
  | { type: 'watch' }
  | { type: 'unwatch' }
  /** The join failed: the state machine's rules take over (an `error` event), with their waits. */
  | { type: 'giveUp' };

export interface JoinTransition {
  state: JoinState;
  effects: JoinEffect[];
}

export const INITIAL_JOIN_STATE: JoinState = { requests: 0, nudged: false };

/**
 * The next join state and effects. A cut joins the same endpoint first (the library goes on to the others by itself);
 * once every endpoint has been asked in one join, it has failed. A request that brings nothing for `quietMs` yields to
 * the next endpoint; if that one is not even asked for as long again (a request that answered its headers and then
 * nothing can hold the library), the join has failed too.
 */
export function joinReducer(state: JoinState, event: JoinEvent, endpointCount: number): JoinTransition {
  switch (event.type) {
    case 'cut':
      return { state: INITIAL_JOIN_STATE, effects: [{ type: 'switch', step: 0 }] };
    case 'fresh':
      return { state: INITIAL_JOIN_STATE, effects: [{ type: 'unwatch' }] };
    case 'request': {
      const requests = state.requests + 1;
      if (listFailed(requests - 1, endpointCount))
        return { state: { requests, nudged: false }, effects: [{ type: 'unwatch' }, { type: 'giveUp' }] };
      return { state: { requests, nudged: false }, effects: [{ type: 'watch' }] };
    }
    case 'data':
      return { state, effects: [{ type: 'unwatch' }] };
    case 'quiet':
      if (!event.joining) return { state, effects: [] };
      if (state.nudged) return { state, effects: [{ type: 'giveUp' }] };
      return { state: { ...state, nudged: true }, effects: [{ type: 'switch', step: 1 }, { type: 'watch' }] };
  }
}
