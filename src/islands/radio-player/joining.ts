import { endpointsFrom } from '@/lib/radio/endpoints';
import { INITIAL_JOIN_STATE, joinReducer, type JoinEffect, type JoinEvent } from '@/lib/radio/join';
import type { PlayerState } from './player-state';
import type { MseOptions } from './transport';

/** What of the stream library's player a join drives: the endpoint it plays from, and its move to another. */
export interface JoiningPlayer {
  readonly endpoint: string;
  readonly state: string;
  switchEndpoint(endpoints: string[], options: { metadataTypes: ['icy'] }): Promise<unknown>;
}

/**
 * Carries out the join's rules (src/lib/radio/join.ts) for the Media Source connection (./mse.ts): it asks the
 * library's player for the endpoint the rules name, keeps their timer, passes them the watchdog's looks at the open
 * connection, tells them when the browser says the network changed, and tells `giveUp` when the join failed.
 * The join's state and the endpoints in use are the player's (./player-state.ts).
 */
export function joining(
  state: Pick<PlayerState, 'join' | 'endpoints'>,
  /** The join's timings (MseOptions, from RADIO): the quiet request's and a frozen connection's. */
  timing: Pick<MseOptions, 'switchStallMs' | 'frozen'>,
  options: { player: () => JoiningPlayer | null; giveUp: () => void },
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** A connection is open: it is looked at. */
  let looking = false;
  const joining = () => options.player()?.state === 'switching';
  const send = (event: JoinEvent) => {
    if (event.type === 'fresh') looking = true;
    const transition = joinReducer(state.join ?? INITIAL_JOIN_STATE, event, state.endpoints.length, timing.frozen);
    state.join = transition.state;
    transition.effects.forEach(run);
  };
  const onNetwork = () => looking && send({ type: 'network', at: Date.now(), joining: joining() });
  // Where it exists and is an EventTarget, as in Chromium: a stand-in without events (an extension's, say) is none.
  const found = (navigator as { connection?: Partial<EventTarget> }).connection;
  const connection = typeof found?.addEventListener === 'function' ? (found as EventTarget) : undefined;
  window.addEventListener('online', onNetwork);
  connection?.addEventListener('change', onNetwork);
  const stop = () => {
    clearTimeout(timer);
    looking = false;
  };
  const run = (effect: JoinEffect) => {
    const player = options.player();
    if (effect.type === 'switch' && player) {
      const { endpoints } = state;
      const endpointIndex = Math.max(0, endpoints.indexOf(player.endpoint));
      void player.switchEndpoint(endpointsFrom(endpoints, (endpointIndex + effect.step) % endpoints.length), {
        metadataTypes: ['icy'],
      });
    } else if (effect.type === 'watch') {
      clearTimeout(timer);
      timer = setTimeout(() => send({ type: 'quiet', at: Date.now(), joining: joining() }), timing.switchStallMs);
    } else if (effect.type === 'unwatch') clearTimeout(timer);
    else if (effect.type === 'giveUp') options.giveUp();
  };
  return {
    send,
    /** The watchdog's look (every RADIO.watchdogIntervalMs): an open connection that brings no data has frozen. */
    look: (aheadMs: number) => looking && send({ type: 'look', at: Date.now(), joining: joining(), aheadMs }),
    /** The connection closed: no timer of its join outlives it. */
    stop,
    /** The player goes: nothing of the join is left listening either. */
    destroy() {
      stop();
      window.removeEventListener('online', onNetwork);
      connection?.removeEventListener('change', onNetwork);
    },
  };
}
