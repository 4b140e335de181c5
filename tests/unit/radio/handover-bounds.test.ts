import { handoverReducer, initialHandoverState, type HandoverState, type WindowMessage } from '@/lib/radio/handover';
import { RADIO } from '@/config/radio';
import { HANDOVER_RULES } from '../../helpers/handover-window';

/**
 * Any page of the site's origin can post on the windows' channel. A page that floods it with `playing` from ever-new
 * ids once grew each window's list of windows playing elsewhere, and the ids its claim awaited, without end, at a cost
 * per message that grew with the list (quadratic in all). Each window now remembers RADIO.otherWindowsKept at most.
 */

/** The state after `count` hostile `playing` messages, each from a new id, received while this window's claim waits. */
function flooded(count: number): { state: HandoverState } {
  let state = initialHandoverState('me', 'page');
  state = handoverReducer(state, { type: 'claim', at: 0, takeOver: true }, HANDOVER_RULES).state;
  for (let n = 0; n < count; n++) {
    const message: WindowMessage = { kind: 'playing', from: `hostile-${n}`, role: n % 2 ? 'page' : 'popout' };
    state = handoverReducer(state, { type: 'received', at: n, message }, HANDOVER_RULES).state;
  }
  return { state };
}

describe('the windows’ channel under a flood of hostile messages', () => {
  it(`remembers at most ${RADIO.otherWindowsKept} other windows however many announce themselves, the latest heard`, () => {
    expect(RADIO.otherWindowsKept).toBeGreaterThanOrEqual(2);
    expect(RADIO.otherWindowsKept).toBeLessThanOrEqual(8);
    const { state } = flooded(5000);
    expect(state.elsewhere.map(([id]) => id)).toEqual(
      Array.from({ length: RADIO.otherWindowsKept }, (_, i) => `hostile-${5000 - RADIO.otherWindowsKept + i}`),
    );
    expect(state.waiting?.pending).toEqual(state.elsewhere.map(([id]) => id));
  });

  it('never holds more than that at any moment of a flood of 20,000, so each message costs the same (no timing: the list is the cost)', () => {
    let state = handoverReducer(
      initialHandoverState('me', 'page'),
      { type: 'claim', at: 0, takeOver: true },
      HANDOVER_RULES,
    ).state;
    let largest = 0;
    for (let n = 0; n < 20_000; n++) {
      const message: WindowMessage = { kind: 'playing', from: `hostile-${n}`, role: 'popout' };
      state = handoverReducer(state, { type: 'received', at: n, message }, HANDOVER_RULES).state;
      largest = Math.max(largest, state.elsewhere.length, state.waiting?.pending.length ?? 0);
    }
    expect(largest).toBe(RADIO.otherWindowsKept);
  });

  it('still hands over to the windows it remembers: a release from the latest heard is counted', () => {
    const { state } = flooded(100);
    const latest = state.elsewhere.at(-1)?.[0] ?? '';
    const after = handoverReducer(
      state,
      { type: 'received', at: 200, message: { kind: 'released', from: latest, to: 'me', wasPlaying: true } },
      HANDOVER_RULES,
    ).state;
    expect(after.waiting?.pending).not.toContain(latest);
    expect(after.elsewhere.map(([id]) => id)).not.toContain(latest);
  });
});
