import {
  closesOnClaim,
  parseWindowMessage,
  type HandoverEffect,
  type PlayerRole,
  type WindowMessage,
} from '@/lib/radio/handover';
import { RADIO } from '@/config/radio';
import { handoverWindow } from '../../helpers/handover-window';

describe('messages between the radio players of a listener’s windows', () => {
  it.each([
    { kind: 'claim', from: 'a', role: 'page' },
    { kind: 'claim', from: 'a', role: 'popout' },
    { kind: 'playing', from: 'a', role: 'popout' },
    { kind: 'released', from: 'a', to: 'b', wasPlaying: true },
    { kind: 'stopped', from: 'a' },
    { kind: 'hello', from: 'a' },
    { kind: 'heard', from: 'a', titles: [{ title: 'T', at: 1 }] },
  ])('reads $kind', (message) => {
    expect(parseWindowMessage(message)).toEqual(message);
  });

  it.each([
    ['nothing', null],
    ['a string', 'claim'],
    ['an unknown kind', { kind: 'play', from: 'a' }],
    ['no sender', { kind: 'stopped' }],
    ['an empty sender', { kind: 'stopped', from: '' }],
    ['a huge sender', { kind: 'stopped', from: 'x'.repeat(65) }],
    ['an unknown role', { kind: 'claim', from: 'a', role: 'tab' }],
    ['a release to no one', { kind: 'released', from: 'a', wasPlaying: true }],
    ['a release that does not say whether a stream was open', { kind: 'released', from: 'a', to: 'b' }],
    ['titles that are not a list', { kind: 'heard', from: 'a', titles: 'T' }],
  ])('ignores %s', (_what, data) => {
    expect(parseWindowMessage(data)).toBeNull();
  });

  it('closes the pop-out when a page takes the radio back, and never a page', () => {
    expect(closesOnClaim('popout', 'page')).toBe(true);
    expect(closesOnClaim('popout', 'popout')).toBe(false);
    expect(closesOnClaim('page', 'popout')).toBe(false);
    expect(closesOnClaim('page', 'page')).toBe(false);
  });
});

/**
 * The hand-over's rules, event by event, with no channel, no timers and no clock: each event carries its time. A small
 * driver keeps one window's state and collects the effects, as the adapter over the BroadcastChannel does.
 */

const window_ = handoverWindow;

type Window_ = ReturnType<typeof window_>;
const hear = (radio: Window_, at: number, message: WindowMessage) => radio.send({ type: 'received', at, message });
const posted = (effects: HandoverEffect[]) =>
  effects.flatMap((effect) => (effect.type === 'post' ? [effect.message] : []));
const starts = (effects: HandoverEffect[]) => effects.filter((effect) => effect.type === 'start').length;
const shown = (effects: HandoverEffect[]) => effects.filter((effect) => effect.type === 'showElsewhere').at(-1);

/** A window that has heard, at time 0, that `others` play (the answers to its hello). */
function hearing(others: [string, PlayerRole][], role: PlayerRole = 'page') {
  const radio = window_(role);
  for (const [from, otherRole] of others) hear(radio, 0, { kind: 'playing', from, role: otherRole });
  return radio;
}

describe('the hand-over between windows: claiming the radio', () => {
  it('says hello when it opens', () => {
    expect(window_().send({ type: 'open', at: 0 })).toEqual([{ type: 'post', message: { kind: 'hello', from: 'me' } }]);
  });

  it('claims and starts at once when no other window is known to play', () => {
    const radio = window_();
    expect(radio.send({ type: 'claim', at: 100, takeOver: false })).toEqual([
      { type: 'post', message: { kind: 'claim', from: 'me', role: 'page' } },
      { type: 'start' },
    ]);
    expect(radio.state.waiting).toBeNull();
  });

  it(`waits for the release of each window known to play, for ${RADIO.handoverWaitMs} ms at most`, () => {
    const radio = hearing([['popout-1', 'popout']]);
    const effects = radio.send({ type: 'claim', at: 100, takeOver: false });
    expect(posted(effects)).toEqual([{ kind: 'claim', from: 'me', role: 'page' }]);
    expect(starts(effects)).toBe(0);
    expect(effects).toContainEqual({ type: 'setTimer', delayMs: RADIO.handoverWaitMs });
    expect(radio.state.waiting).toEqual({ pending: ['popout-1'], awaitingAny: false, since: 100 });
  });

  it('starts only on `released` (the connection is closed), not on `stopped` (the player stopped)', () => {
    const radio = hearing([['popout-1', 'popout']]);
    radio.send({ type: 'claim', at: 100, takeOver: false });
    const stoppedEffects = hear(radio, 150, { kind: 'stopped', from: 'popout-1' });
    expect(starts(stoppedEffects)).toBe(0);
    expect(shown(stoppedEffects)).toEqual({ type: 'showElsewhere', role: null });
    const releasedEffects = hear(radio, 250, { kind: 'released', from: 'popout-1', to: 'me', wasPlaying: true });
    expect(releasedEffects).toEqual([{ type: 'showElsewhere', role: null }, { type: 'clearTimer' }, { type: 'start' }]);
    expect(radio.state.waiting).toBeNull();
  });

  it('waits for every window known to play, and ignores releases meant for another claimer', () => {
    const radio = hearing([
      ['tab-1', 'page'],
      ['popout-1', 'popout'],
    ]);
    radio.send({ type: 'claim', at: 100, takeOver: false });
    expect(starts(hear(radio, 150, { kind: 'released', from: 'tab-1', to: 'someone-else', wasPlaying: true }))).toBe(0);
    expect(radio.state.waiting?.pending).toEqual(['tab-1', 'popout-1']);
    expect(starts(hear(radio, 200, { kind: 'released', from: 'tab-1', to: 'me', wasPlaying: false }))).toBe(0);
    expect(starts(hear(radio, 300, { kind: 'released', from: 'popout-1', to: 'me', wasPlaying: true }))).toBe(1);
  });

  it('a pop-out opened by a playing page (take-over) waits for an answer from a window that was playing, though none is known yet', () => {
    const popout = window_('popout');
    const effects = popout.send({ type: 'claim', at: 0, takeOver: true });
    expect(starts(effects)).toBe(0);
    expect(popout.state.waiting).toEqual({ pending: [], awaitingAny: true, since: 0 });
    // A window that was not playing answers first: still waiting for the one that was.
    expect(starts(hear(popout, 20, { kind: 'released', from: 'other-tab', to: 'me', wasPlaying: false }))).toBe(0);
    expect(starts(hear(popout, 60, { kind: 'released', from: 'opener', to: 'me', wasPlaying: true }))).toBe(1);
  });

  it('a `playing` answer to its hello that arrives after its claim adds that window to those awaited: its release is on the way', () => {
    const popout = window_('popout');
    popout.send({ type: 'claim', at: 0, takeOver: true });
    const effects = hear(popout, 10, { kind: 'playing', from: 'opener', role: 'page' });
    expect(shown(effects)).toEqual({ type: 'showElsewhere', role: 'page' });
    expect(popout.state.waiting?.pending).toEqual(['opener']);
    // A release from another window that had been playing clears `awaitingAny`, but the opener is still awaited.
    expect(starts(hear(popout, 20, { kind: 'released', from: 'tab-2', to: 'me', wasPlaying: true }))).toBe(0);
    expect(starts(hear(popout, 40, { kind: 'released', from: 'opener', to: 'me', wasPlaying: true }))).toBe(1);
  });

  it(`after ${RADIO.handoverWaitMs} ms drops the windows that did not answer (a frozen tab) and starts`, () => {
    const radio = hearing([['frozen-tab', 'page']]);
    radio.send({ type: 'claim', at: 100, takeOver: false });
    expect(radio.send({ type: 'timedOut', at: 100 + RADIO.handoverWaitMs })).toEqual([
      { type: 'showElsewhere', role: null },
      { type: 'start' },
    ]);
    expect(radio.state).toMatchObject({ elsewhere: [], waiting: null });
    // A late timer with nothing awaited does nothing.
    expect(radio.send({ type: 'timedOut', at: 100 + 2 * RADIO.handoverWaitMs })).toEqual([]);
  });

  it('a press while nobody plays any more drops an earlier wait and its timer', () => {
    const popout = window_('popout');
    popout.send({ type: 'claim', at: 0, takeOver: true });
    const effects = popout.send({ type: 'claim', at: 300, takeOver: false });
    expect(effects).toContainEqual({ type: 'clearTimer' });
    expect(starts(effects)).toBe(1);
    expect(popout.state.waiting).toBeNull();
  });
});

describe('the hand-over between windows: answering another window’s claim', () => {
  it('a window that plays stops first, and answers `released` only once its connection is closed', () => {
    const page = window_('page');
    page.send({ type: 'playState', at: 0, wantsToPlay: true });
    const effects = hear(page, 1000, { kind: 'claim', from: 'popout-1', role: 'popout' });
    expect(effects).toEqual([
      { type: 'showElsewhere', role: 'popout' },
      { type: 'stop', claim: { from: 'popout-1', role: 'popout' } },
    ]);
    expect(posted(effects)).toEqual([]);
    // Stopping reports the player's new state: the others hear `stopped` at once …
    expect(posted(page.send({ type: 'playState', at: 1001, wantsToPlay: false }))).toEqual([
      { kind: 'stopped', from: 'me' },
    ]);
    // … and `released` once the connection is closed.
    expect(page.send({ type: 'stopDone', at: 1100, claim: { from: 'popout-1', role: 'popout' } })).toEqual([
      { type: 'post', message: { kind: 'released', from: 'me', to: 'popout-1', wasPlaying: true } },
    ]);
  });

  it('a window that does not play answers at once, and shows where the radio went', () => {
    const page = window_('page');
    expect(hear(page, 0, { kind: 'claim', from: 'popout-1', role: 'popout' })).toEqual([
      { type: 'showElsewhere', role: 'popout' },
      { type: 'post', message: { kind: 'released', from: 'me', to: 'popout-1', wasPlaying: false } },
    ]);
  });

  it('a pop-out closes when a page claims the radio, after answering; it stays when another pop-out does', () => {
    const popout = window_('popout');
    popout.send({ type: 'playState', at: 0, wantsToPlay: true });
    const claim = { from: 'page-1', role: 'page' as const };
    hear(popout, 500, { kind: 'claim', ...claim });
    expect(popout.send({ type: 'stopDone', at: 600, claim })).toEqual([
      { type: 'post', message: { kind: 'released', from: 'me', to: 'page-1', wasPlaying: true } },
      { type: 'close' },
    ]);
    expect(hear(window_('popout'), 0, { kind: 'claim', from: 'popout-2', role: 'popout' })).not.toContainEqual({
      type: 'close',
    });
    expect(hear(window_('page'), 0, { kind: 'claim', from: 'page-2', role: 'page' })).not.toContainEqual({
      type: 'close',
    });
  });

  it('the later claim wins: of two windows claiming while a third plays, only the one that claimed last starts', () => {
    // `tab-a` plays. `b` claims; `c` reads that claim, then claims too.
    const b = hearing([['tab-a', 'page']]);
    const c = window_('page', 'c');
    hear(c, 0, { kind: 'playing', from: 'tab-a', role: 'page' });
    const bClaim = posted(b.send({ type: 'claim', at: 100, takeOver: false }))[0] as WindowMessage;
    expect(posted(hear(c, 101, bClaim))).toEqual([{ kind: 'released', from: 'c', to: 'me', wasPlaying: false }]);
    const cClaim = posted(c.send({ type: 'claim', at: 150, takeOver: false }))[0] as WindowMessage;
    expect(c.state.waiting?.pending).toEqual(['me']);
    // `b` gives way to the later claim, and answers it at once (it never started).
    const atB = hear(b, 151, cClaim);
    expect(atB).toContainEqual({ type: 'clearTimer' });
    expect(posted(atB)).toEqual([{ kind: 'released', from: 'me', to: 'c', wasPlaying: false }]);
    // `c` awaits the window it last heard claim (`tab-a` is already stopping for that claim), and starts on its answer;
    // `b`, having given way, does not start on `tab-a`'s.
    expect(starts(hear(c, 160, { kind: 'released', from: 'me', to: 'c', wasPlaying: false }))).toBe(1);
    expect(starts(hear(b, 300, { kind: 'released', from: 'tab-a', to: 'me', wasPlaying: true }))).toBe(0);
    expect(b.send({ type: 'timedOut', at: 100 + RADIO.handoverWaitMs })).toEqual([]);
  });

  it('two claims crossing (each sent before the other was read): both give way, so never two streams, and no timer starts one later', () => {
    const first = hearing([['second', 'page']]);
    const second = window_('page', 'second');
    hear(second, 0, { kind: 'playing', from: 'me', role: 'page' });
    const firstClaim = posted(first.send({ type: 'claim', at: 100, takeOver: false }))[0] as WindowMessage;
    const secondClaim = posted(second.send({ type: 'claim', at: 100, takeOver: false }))[0] as WindowMessage;
    const atSecond = hear(second, 102, firstClaim);
    const atFirst = hear(first, 102, secondClaim);
    for (const [radio, effects] of [
      [first, atFirst],
      [second, atSecond],
    ] as const) {
      expect(effects).toContainEqual({ type: 'clearTimer' });
      expect(radio.state.waiting).toBeNull();
    }
    const releases = [...posted(atFirst), ...posted(atSecond)];
    expect(releases).toEqual([
      { kind: 'released', from: 'me', to: 'second', wasPlaying: false },
      { kind: 'released', from: 'second', to: 'me', wasPlaying: false },
    ]);
    expect(starts(hear(second, 104, releases[0] as WindowMessage))).toBe(0);
    expect(starts(hear(first, 104, releases[1] as WindowMessage))).toBe(0);
    expect(first.send({ type: 'timedOut', at: 100 + RADIO.handoverWaitMs })).toEqual([]);
    expect(second.send({ type: 'timedOut', at: 100 + RADIO.handoverWaitMs })).toEqual([]);
  });

  it('a claim arriving while waiting for answers wins over this window’s own: the wait and its timer go', () => {
    const radio = hearing([['popout-1', 'popout']]);
    radio.send({ type: 'claim', at: 0, takeOver: false });
    const effects = hear(radio, 50, { kind: 'claim', from: 'tab-2', role: 'page' });
    expect(effects[0]).toEqual({ type: 'clearTimer' });
    expect(radio.state).toMatchObject({ waiting: null, elsewhere: [['tab-2', 'page']] });
    expect(shown(effects)).toEqual({ type: 'showElsewhere', role: 'page' });
    expect(starts(hear(radio, 80, { kind: 'released', from: 'popout-1', to: 'me', wasPlaying: true }))).toBe(0);
  });
});

describe('the hand-over between windows: who plays where', () => {
  it('answers a hello with `playing` only while it plays, and always offers its titles heard', () => {
    const radio = window_('popout');
    expect(hear(radio, 0, { kind: 'hello', from: 'new-tab' })).toEqual([{ type: 'shareHeard' }]);
    radio.send({ type: 'playState', at: 10, wantsToPlay: true });
    expect(hear(radio, 20, { kind: 'hello', from: 'new-tab' })).toEqual([
      { type: 'post', message: { kind: 'playing', from: 'me', role: 'popout' } },
      { type: 'shareHeard' },
    ]);
  });

  it('shows the newest window playing elsewhere, and none once they stop or this window plays', () => {
    const radio = window_();
    expect(shown(hear(radio, 0, { kind: 'playing', from: 'tab-1', role: 'page' }))).toEqual({
      type: 'showElsewhere',
      role: 'page',
    });
    expect(shown(hear(radio, 10, { kind: 'playing', from: 'popout-1', role: 'popout' }))).toEqual({
      type: 'showElsewhere',
      role: 'popout',
    });
    expect(shown(hear(radio, 20, { kind: 'stopped', from: 'popout-1' }))).toEqual({
      type: 'showElsewhere',
      role: 'page',
    });
    expect(shown(radio.send({ type: 'playState', at: 30, wantsToPlay: true }))).toEqual({
      type: 'showElsewhere',
      role: null,
    });
    expect(radio.state.elsewhere).toEqual([]);
  });

  it('tells the others when it stops, and when the window goes while playing; never twice for one change', () => {
    const radio = window_();
    expect(radio.send({ type: 'pagehide', at: 0 })).toEqual([]);
    radio.send({ type: 'playState', at: 10, wantsToPlay: true });
    expect(radio.send({ type: 'playState', at: 11, wantsToPlay: true })).toEqual([]);
    expect(posted(radio.send({ type: 'pagehide', at: 20 }))).toEqual([{ kind: 'stopped', from: 'me' }]);
    expect(posted(radio.send({ type: 'playState', at: 30, wantsToPlay: false }))).toEqual([
      { kind: 'stopped', from: 'me' },
    ]);
    expect(radio.send({ type: 'playState', at: 31, wantsToPlay: false })).toEqual([]);
  });

  it('shares the titles heard here, takes those heard elsewhere, and ignores its own messages', () => {
    const radio = window_();
    const titles = [{ title: 'Morning Dew', at: 5 }];
    expect(posted(radio.send({ type: 'heard', at: 10, titles }))).toEqual([{ kind: 'heard', from: 'me', titles }]);
    expect(hear(radio, 20, { kind: 'heard', from: 'tab-2', titles })).toEqual([{ type: 'takeHeard', titles }]);
    expect(hear(radio, 30, { kind: 'claim', from: 'me', role: 'page' })).toEqual([]);
  });
});
