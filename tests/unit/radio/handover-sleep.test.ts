import { parseWindowMessage } from '@/lib/radio/handover';
import { handoverWindow } from '../../helpers/handover-window';

/**
 * The sleep timer between the listener's windows (src/lib/radio/handover.ts): the timer is the listener's, not one
 * window's, so every window holds it, and the one that plays carries it out. Event by event, as ./handover.test.ts does.
 */
const TIMER = { endsAt: 1_700_000_000_000, minutes: 30 };

const window_ = handoverWindow;

describe('the sleep timer between windows', () => {
  it('reads a timer or its cancellation, and ignores one it cannot read', () => {
    expect(parseWindowMessage({ kind: 'sleep', from: 'a', timer: TIMER })).toEqual({
      kind: 'sleep',
      from: 'a',
      timer: TIMER,
    });
    expect(parseWindowMessage({ kind: 'sleep', from: 'a', timer: null })).toEqual({
      kind: 'sleep',
      from: 'a',
      timer: null,
    });
    expect(parseWindowMessage({ kind: 'sleep', from: 'a', timer: { endsAt: 'soon', minutes: 30 } })).toBeNull();
    expect(parseWindowMessage({ kind: 'sleep', from: 'a' })).toBeNull();
  });

  it('tells every window when the listener sets or cancels it here', () => {
    const radio = window_();
    expect(radio.send({ type: 'sleep', at: 0, timer: TIMER })).toEqual([
      { type: 'post', message: { kind: 'sleep', from: 'me', timer: TIMER } },
    ]);
    expect(radio.state.sleep).toEqual(TIMER);
    expect(radio.send({ type: 'sleep', at: 10, timer: null })).toEqual([
      { type: 'post', message: { kind: 'sleep', from: 'me', timer: null } },
    ]);
    expect(radio.state.sleep).toBeNull();
  });

  it('takes the timer another window set or cancelled, without sending it back', () => {
    const radio = window_('popout');
    expect(radio.send({ type: 'received', at: 0, message: { kind: 'sleep', from: 'page-1', timer: TIMER } })).toEqual([
      { type: 'takeSleep', timer: TIMER },
    ]);
    expect(radio.state.sleep).toEqual(TIMER);
    expect(radio.send({ type: 'received', at: 5, message: { kind: 'sleep', from: 'page-1', timer: null } })).toEqual([
      { type: 'takeSleep', timer: null },
    ]);
  });

  it('tells a window that says hello, before that window can take the stream over, while the timer runs', () => {
    const radio = window_();
    radio.send({ type: 'playState', at: 0, wantsToPlay: true });
    radio.send({ type: 'sleep', at: 0, timer: TIMER });
    expect(radio.send({ type: 'received', at: 100, message: { kind: 'hello', from: 'popout-1' } })).toEqual([
      { type: 'post', message: { kind: 'playing', from: 'me', role: 'page' } },
      { type: 'post', message: { kind: 'sleep', from: 'me', timer: TIMER } },
      { type: 'shareHeard' },
    ]);
    // A timer that has ended is no one's any more: a window opened afterwards hears nothing of it.
    expect(radio.send({ type: 'received', at: TIMER.endsAt, message: { kind: 'hello', from: 'tab-2' } })).toEqual([
      { type: 'post', message: { kind: 'playing', from: 'me', role: 'page' } },
      { type: 'shareHeard' },
    ]);
  });
});
