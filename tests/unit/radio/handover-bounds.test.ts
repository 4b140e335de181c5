import { handoverReducer, initialHandoverState, type HandoverRules, type HandoverState, type WindowMessage } from '@/lib/radio/handover';
import { RADIO } from '@/config/radio';

/**
 * Any page of the site's origin can post on the windows' channel. A page that floods it with `playing` from ever-new
 * ids once grew each window's list of windows playing elsewhere, and the ids its claim awaited, without end, at a cost
 * per message that grew with the list (quadratic in all). Each window now remembers RADIO.otherWindowsKept at most.
 */
const RULES: HandoverRules = { handoverWaitMs: RADIO.handoverWaitMs, otherWindowsKept: RADIO.otherWindowsKept };

/** The state after `count` hostile `playing` messages, each from a new id, received while this window's claim waits. */
function flooded(count: number): { state: HandoverState; ms: number } {
  let state = initialHandoverState('me', 'page');
  state = handoverReducer(state, { type: 'claim', at: 0, takeOver: true }, RULES).state;
  const started = performance.now();
  for (let n = 0; n < count; n++) {
    const message: WindowMessage = { kind: 'playing', from: `hostile-${n}`, role: n % 2 ? 'page' : 'popout' };
    state = handoverReducer(state, { type: 'received', at: n, message }, RULES).state;
  }
  return { state, ms: performance.now() - started };
}

describe('the windows’ channel under a flood of hostile messages', () => {
  it(`remembers at most ${RADIO.otherWindowsKept} other windows however many announce themselves, the latest heard`, () => {
    expect(RADIO.otherWindowsKept).toBeGreaterThanOrEqual(2);
    expect(RADIO.otherWindowsKept).toBeLessThanOrEqual(8);
    const { state } = flooded(5000);
    expect(state.elsewhere.map(([id]) => id)).toEqual(Array.from({ length: RADIO.otherWindowsKept }, (_, i) => `hostile-${5000 - RADIO.otherWindowsKept + i}`));
    expect(state.waiting?.pending).toEqual(state.elsewhere.map(([id]) => id));
  });

  it('takes about the same time per message at 20,000 messages as at 2,000 (no growth with the flood)', () => {
    flooded(2000); // warms up the engine
    const small = Math.min(...[0, 1, 2].map(() => flooded(2000).ms));
    const large = Math.min(...[0, 1, 2].map(() => flooded(20_000).ms));
    // Linear is 10 times the time; the unbounded list took about 100 times (quadratic). 30 leaves room for a busy machine.
    expect(large / Math.max(small, 0.5)).toBeLessThan(30);
  });

  it('still hands over to the windows it remembers: a release from the latest heard is counted', () => {
    const { state } = flooded(100);
    const latest = state.elsewhere.at(-1)?.[0] ?? '';
    const after = handoverReducer(state, { type: 'received', at: 200, message: { kind: 'released', from: latest, to: 'me', wasPlaying: true } }, RULES).state;
    expect(after.waiting?.pending).not.toContain(latest);
    expect(after.elsewhere.map(([id]) => id)).not.toContain(latest);
  });
});
