import { INITIAL_JOIN_STATE, joinReducer, type JoinEffect, type JoinEvent } from '@/lib/radio/join';
import type { PlayerState } from './player-state';
import type { MseOptions } from './transport';

/** What a join drives: the reader's connection, asked to join from another endpoint. */
export interface JoinTarget {
  /** A join is under way: its response is being lined up. */
  joining(): boolean;
  /** Joins onto the audio held from the endpoint `step` places on from the one playing. */
  join(step: number): void;
}

/**
 * Carries out the join's rules (src/lib/radio/join.ts) for the reader's connection (./reader-transport.ts): it keeps
 * their timer, passes them the watchdog's looks at the open connection, tells them when the browser says the network
 * changed, and tells `giveUp` when the join failed. The join's state is the player's (./player-state.ts).
 */
export function joining(
  state: Pick<PlayerState, 'join' | 'endpoints'>,
  /** The join's timings (MseOptions, from RADIO): the quiet request's and a frozen connection's. */
  timing: Pick<MseOptions, 'switchStallMs' | 'frozen'>,
  options: { target: JoinTarget; giveUp: () => void },
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** A connection is open: it is looked at. */
  let looking = false;
  const { target } = options;
  const send = (event: JoinEvent) => {
    if (event.type === 'fresh') looking = true;
    const transition = joinReducer(state.join ?? INITIAL_JOIN_STATE, event, state.endpoints.length, timing.frozen);
    state.join = transition.state;
    transition.effects.forEach(run);
  };
  const onNetwork = () => looking && send({ type: 'network', at: Date.now(), joining: target.joining() });
  // Where it exists and is an EventTarget, as in Chromium: a stand-in without events (an extension's, say) is none.
  const found = (navigator as { connection?: Partial<EventTarget> }).connection;
  const network = typeof found?.addEventListener === 'function' ? (found as EventTarget) : undefined;
  window.addEventListener('online', onNetwork);
  network?.addEventListener('change', onNetwork);
  const stop = () => {
    clearTimeout(timer);
    looking = false;
  };
  const run = (effect: JoinEffect) => {
    if (effect.type === 'join') target.join(effect.step);
    else if (effect.type === 'watch') {
      clearTimeout(timer);
      timer = setTimeout(
        () => send({ type: 'quiet', at: Date.now(), joining: target.joining() }),
        timing.switchStallMs,
      );
    } else if (effect.type === 'unwatch') clearTimeout(timer);
    else options.giveUp();
  };
  return {
    send,
    /** The watchdog's look: an open connection that brings no data has frozen. */
    look: (aheadMs: number) => looking && send({ type: 'look', at: Date.now(), joining: target.joining(), aheadMs }),
    /** The connection closed: no timer of its join outlives it. */
    stop,
    /** The player goes: nothing of the join is left listening either. */
    destroy() {
      stop();
      window.removeEventListener('online', onNetwork);
      network?.removeEventListener('change', onNetwork);
    },
  };
}
