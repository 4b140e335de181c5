import { RADIO } from '@/config/radio';
import {
  handoverReducer,
  initialHandoverState,
  type HandoverEvent,
  type HandoverRules,
  type PlayerRole,
} from '@/lib/radio/handover';

/** The hand-over's rules with the site's settings (src/config/radio.ts). */
export const HANDOVER_RULES: HandoverRules = {
  handoverWaitMs: RADIO.handoverWaitMs,
  otherWindowsKept: RADIO.otherWindowsKept,
};

/**
 * One window's hand-over (src/lib/radio/handover.ts) driven event by event, with no channel, timers or clock, as the
 * adapter over the BroadcastChannel drives it: `send` gives each event's effects, `state` what the window holds now.
 */
export function handoverWindow(role: PlayerRole = 'page', id = 'me') {
  let state = initialHandoverState(id, role);
  return {
    send(event: HandoverEvent) {
      const transition = handoverReducer(state, event, HANDOVER_RULES);
      state = transition.state;
      return transition.effects;
    },
    get state() {
      return state;
    },
  };
}
