import {
  classifyPlayRejection,
  INITIAL_RADIO_STATE,
  needsWatchdog,
  radioReducer,
  wantsToPlay,
  type RadioEffect,
  type RadioEvent,
  type RadioMachineState,
} from '@/lib/radio/machine';
import { RADIO } from '@/config/radio';

/**
 * The radio's rules, event by event, with no audio element, no timers and no clock: each event carries its time.
 * A small driver keeps the state and collects the effects, as the adapter over <audio> does.
 */
function machine(start: RadioMachineState = INITIAL_RADIO_STATE) {
  let state = start;
  let effects: RadioEffect[] = [];
  return {
    send(event: RadioEvent) {
      // Every random draw at its top: the longest wait, so that the schedule reads as its ceilings.
      const transition = radioReducer(state, event, RADIO, () => 1);
      state = transition.state;
      effects = transition.effects;
      return effects;
    },
    get state() {
      return state;
    },
    get effects() {
      return effects;
    },
  };
}

const loads = (effects: RadioEffect[]) => effects.filter((effect) => effect.type === 'load').length;
const scheduled = (effects: RadioEffect[]) => effects.find((effect) => effect.type === 'schedule');

/** Plays from time 0: play, then the element plays at `playingAt`. */
function playingRadio(playingAt = 500) {
  const radio = machine();
  radio.send({ type: 'play', at: 0 });
  radio.send({ type: 'playing', at: playingAt, time: 0 });
  return radio;
}

/** Ticks every 250 ms from `from` to `to` with the audio clock following wall time from `clockFrom` (or frozen). */
function tickAlong(
  radio: ReturnType<typeof machine>,
  from: number,
  to: number,
  clock: (at: number) => number,
  ahead = 0,
) {
  const all: RadioEffect[] = [];
  for (let at = from; at <= to; at += 250) all.push(...radio.send({ type: 'look', at, time: clock(at), ahead }));
  return all;
}

describe('radio state machine: play and pause (product §4)', () => {
  it('starts stopped, with no message and no watchdog', () => {
    expect(INITIAL_RADIO_STATE).toMatchObject({ phase: 'stopped', message: null, reconnecting: false });
    expect(wantsToPlay(INITIAL_RADIO_STATE)).toBe(false);
    expect(needsWatchdog(INITIAL_RADIO_STATE)).toBe(false);
  });

  it('play connects with a fresh source (the live edge); playing only once the element plays', () => {
    const radio = machine();
    expect(radio.send({ type: 'play', at: 0 })).toEqual([
      { type: 'cancel' },
      { type: 'load', connection: 1, endpoint: 0 },
    ]);
    expect(radio.state.phase).toBe('connecting');
    expect(wantsToPlay(radio.state)).toBe(true);
    expect(needsWatchdog(radio.state)).toBe(true);
    radio.send({ type: 'playing', at: 400, time: 0 });
    expect(radio.state.phase).toBe('playing');
  });

  it('a second play while connecting or playing changes nothing', () => {
    const radio = playingRadio();
    expect(radio.send({ type: 'play', at: 600 })).toEqual([]);
    expect(radio.state.connection).toBe(1);
  });

  it('pause halts the download, cancels any retry and clears the message; play again loads afresh', () => {
    const radio = playingRadio();
    expect(radio.send({ type: 'pause', at: 1000 })).toEqual([{ type: 'cancel' }, { type: 'halt' }]);
    expect(radio.state).toMatchObject({ phase: 'stopped', message: null });
    expect(radio.send({ type: 'play', at: 2000 })).toEqual([
      { type: 'cancel' },
      { type: 'load', connection: 2, endpoint: 0 },
    ]);
  });

  it('a pause from outside the page (headphones, a call) stops like the listener’s pause; ignored when stopped', () => {
    const radio = playingRadio();
    radio.send({ type: 'paused', at: 1000 });
    expect(radio.state.phase).toBe('stopped');
    expect(radio.send({ type: 'paused', at: 1100 })).toEqual([]);
  });

  it('a refused play() shows the playback message and stops, so that the next press plays', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    expect(radio.send({ type: 'playRejected', at: 10, connection: 1, reason: 'refused' })).toEqual([
      { type: 'cancel' },
      { type: 'halt' },
    ]);
    expect(radio.state).toMatchObject({ phase: 'stopped', message: 'playbackFailed' });
    expect(radio.send({ type: 'play', at: 2000 })).toContainEqual({ type: 'load', connection: 2, endpoint: 0 });
    expect(radio.state.message, 'the message stays until playback really starts').toBe('playbackFailed');
    radio.send({ type: 'playing', at: 2500, time: 0 });
    expect(radio.state.message).toBeNull();
  });

  it('ignores the answer of an older request, and a play() interrupted by a newer load or a pause', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'pause', at: 10 });
    radio.send({ type: 'play', at: 20 });
    expect(radio.send({ type: 'playRejected', at: 30, connection: 1, reason: 'refused' })).toEqual([]);
    expect(radio.send({ type: 'playRejected', at: 30, connection: 2, reason: 'aborted' })).toEqual([]);
    expect(radio.state.phase).toBe('connecting');
    radio.send({ type: 'pause', at: 40 });
    expect(radio.send({ type: 'playRejected', at: 50, connection: 2, reason: 'refused' })).toEqual([]);
    expect(radio.state.message).toBeNull();
  });

  it('twenty presses in a row end as an even number implies: stopped, one load per play', () => {
    const radio = machine();
    let loaded = 0;
    for (let i = 0; i < 20; i++)
      loaded += loads(radio.send({ type: wantsToPlay(radio.state) ? 'pause' : 'play', at: i }));
    expect(radio.state.phase).toBe('stopped');
    expect(loaded).toBe(10);
  });

  it('events of the element while stopped change nothing', () => {
    for (const event of [
      { type: 'playing', at: 1, time: 3 },
      { type: 'error', at: 1 },
      { type: 'ended', at: 1 },
      { type: 'look', at: 1, time: 0, ahead: 0 },
      { type: 'retry', at: 1 },
      { type: 'online', at: 1 },
    ] satisfies RadioEvent[]) {
      expect(radioReducer(INITIAL_RADIO_STATE, event)).toEqual({ state: INITIAL_RADIO_STATE, effects: [] });
    }
  });
});

describe('radio state machine: losing the stream and getting it back', () => {
  it('an element error shows the stream message, halts and retries one back-off wait after the failed try began', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    expect(radio.send({ type: 'error', at: 100 })).toEqual([
      { type: 'halt' },
      { type: 'schedule', delayMs: RADIO.reconnectBaseMs - 100 },
    ]);
    expect(radio.state).toMatchObject({ phase: 'retrying', message: 'streamUnavailable', reconnecting: true });
    expect(wantsToPlay(radio.state), 'the button still offers Pause').toBe(true);
    expect(needsWatchdog(radio.state)).toBe(false);
    expect(radio.send({ type: 'retry', at: 1100 })).toEqual([
      { type: 'cancel' },
      { type: 'load', connection: 2, endpoint: 0 },
    ]);
    radio.send({ type: 'playing', at: 1500, time: 0 });
    expect(radio.state).toMatchObject({ phase: 'playing', message: null, reconnecting: false });
  });

  it('a source that cannot be loaded (play() rejected as unsupported) is the stream failing, not a refusal', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'playRejected', at: 50, connection: 1, reason: 'unavailable' });
    expect(radio.state).toMatchObject({ phase: 'retrying', message: 'streamUnavailable' });
  });

  it('retries every 2 s at most for a minute, then up to every 30 s, and stops after 15 minutes with the message', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    let at = 0;
    const waits: [number, number][] = [];
    // An origin that answers every request with an error, until the player gives up.
    for (;;) {
      const wait = scheduled(radio.send({ type: 'error', at }));
      if (wait?.type !== 'schedule') break;
      waits.push([at, wait.delayMs]);
      at += wait.delayMs;
      expect(loads(radio.send({ type: 'retry', at }))).toBe(1);
    }
    const firstMinute = waits.filter(([start]) => start < RADIO.reconnectSlowAfterMs).map(([, wait]) => wait);
    expect(firstMinute.slice(0, 3)).toEqual([RADIO.reconnectBaseMs, RADIO.reconnectMaxMs, RADIO.reconnectMaxMs]);
    expect(Math.max(...firstMinute)).toBe(RADIO.reconnectMaxMs);
    expect(Math.max(...waits.map(([, wait]) => wait))).toBe(RADIO.reconnectCapMs);
    expect(at, 'gives up once 15 minutes have passed without sound').toBeGreaterThanOrEqual(RADIO.giveUpAfterMs);
    expect(at).toBeLessThan(RADIO.giveUpAfterMs + RADIO.reconnectCapMs);
    expect(radio.state).toMatchObject({ phase: 'stopped', message: 'streamUnavailable', reconnecting: false });
    expect(radio.effects).toEqual([{ type: 'cancel' }, { type: 'halt' }]);
    // Play tries again at once.
    expect(loads(radio.send({ type: 'play', at: at + 1 }))).toBe(1);
  });

  it('draws each wait at random below its ceiling (full jitter), and the rejoin after a cut within a second', () => {
    const draw = (random: number) => {
      const state = radioReducer(INITIAL_RADIO_STATE, { type: 'play', at: 0 }).state;
      return scheduled(radioReducer(state, { type: 'error', at: 0 }, RADIO, () => random).effects);
    };
    expect(draw(0)).toEqual({ type: 'schedule', delayMs: 0 });
    expect(draw(0.25)).toEqual({ type: 'schedule', delayMs: RADIO.reconnectBaseMs / 4 });
    const heard = playingRadio(0);
    tickAlong(heard, 250, 1000, (at) => at / 1000);
    const healthy = heard.state;
    const rejoin = (random: number) =>
      scheduled(radioReducer(healthy, { type: 'ended', at: RADIO.healthyPlayMs + 10 }, RADIO, () => random).effects);
    expect(rejoin(0)).toEqual({ type: 'schedule', delayMs: 0 });
    expect(rejoin(0.5)).toEqual({ type: 'schedule', delayMs: RADIO.rejoinJitterMs / 2 });
    // The longest draw still rejoins within the second a listener is promised after a cut.
    const longest = rejoin(1);
    expect(longest?.type === 'schedule' ? longest.delayMs : Infinity).toBeLessThanOrEqual(1000);
  });

  it('starts a try every reconnectMaxMs during an outage, however long each failed try took to fail', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'error', at: 0 });
    const starts: number[] = [];
    let at = RADIO.reconnectBaseMs;
    for (let i = 0; i < 10; i++) {
      radio.send({ type: 'retry', at });
      starts.push(at);
      // Each try takes a different while to fail: a quick 502, a slow one, one that hangs until the stall timeout.
      const failsAt = at + [50, 900, RADIO.stallTimeoutMs + 250][i % 3]!;
      const effects =
        failsAt > at + RADIO.stallTimeoutMs
          ? tickAlong(radio, failsAt, failsAt, () => 0)
          : radio.send({ type: 'error', at: failsAt });
      const wait = scheduled(effects);
      at = failsAt + (wait?.type === 'schedule' ? wait.delayMs : NaN);
    }
    const gaps = starts.slice(1).map((start, i) => start - starts[i]!);
    expect(Math.min(...gaps), 'never two tries closer than the ceiling').toBeGreaterThanOrEqual(RADIO.reconnectMaxMs);
    expect(
      gaps.filter((gap) => gap === RADIO.reconnectMaxMs).length,
      'quick failures are retried on the beat',
    ).toBeGreaterThan(0);
  });

  it('a stream that played well and then ends (a proxy cut) comes back within the rejoin jitter, without a message', () => {
    const radio = playingRadio(500);
    tickAlong(radio, 750, 500 + RADIO.healthyPlayMs, (at) => (at - 500) / 1000, 3);
    expect(radio.send({ type: 'ended', at: 600 + RADIO.healthyPlayMs })).toEqual([
      { type: 'halt' },
      { type: 'schedule', delayMs: RADIO.rejoinJitterMs },
    ]);
    expect(radio.state).toMatchObject({ phase: 'retrying', message: null, reconnecting: true });
  });

  it('keeps backing off for a stream that fails a moment after it starts, and starts over once it has played well', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'error', at: 100 });
    radio.send({ type: 'retry', at: 1100 });
    radio.send({ type: 'playing', at: 1300, time: 0 });
    expect(scheduled(radio.send({ type: 'error', at: 1800 }))).toEqual({
      type: 'schedule',
      delayMs: RADIO.reconnectMaxMs - 700,
    });
    radio.send({ type: 'retry', at: 3800 });
    radio.send({ type: 'playing', at: 4000, time: 0 });
    const end = 4000 + RADIO.healthyPlayMs + 500;
    tickAlong(radio, 4250, end, (at) => (at - 4000) / 1000, 3);
    expect(radio.state.attempt, 'the back-off starts over once the stream has played well').toBe(0);
    expect(scheduled(radio.send({ type: 'error', at: end + 100 }))).toEqual({
      type: 'schedule',
      delayMs: RADIO.rejoinJitterMs,
    });
    radio.send({ type: 'retry', at: end + 100 });
    expect(scheduled(radio.send({ type: 'error', at: end + 100 }))).toEqual({
      type: 'schedule',
      delayMs: RADIO.reconnectBaseMs,
    });
  });

  it('treats a connection that delivers nothing for the stall timeout as lost', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    expect(tickAlong(radio, 250, RADIO.stallTimeoutMs, () => 0)).toEqual([]);
    const effects = tickAlong(radio, RADIO.stallTimeoutMs + 250, RADIO.stallTimeoutMs + 250, () => 0);
    // The stalled try began longer ago than the back-off wait: the next one starts at once.
    expect(scheduled(effects)).toEqual({ type: 'schedule', delayMs: 0 });
    expect(radio.state.message).toBe('streamUnavailable');
  });

  it('on a link slower than the stream, moves to the data saver from a new connection at once, without a message', () => {
    const radio = playingRadio(500);
    // Two thirds of a second of audio per second arrives while the clock follows, until the buffer runs dry at 6 s.
    let end = 1;
    for (let at = 750; at <= 6000; at += 250) {
      end += 2 / 3 / 4;
      expect(
        radio.send({ type: 'look', at, time: (at - 500) / 1000, ahead: 1, end, canPlay: true, saverOffered: true }),
        `at ${at}`,
      ).toEqual([]);
    }
    // The clock has stood for 250 ms with the buffer dry: over slowLinkStallMs.
    const frozen = radio.state.clock;
    const moved = radio.send({
      type: 'look',
      at: 6250,
      time: frozen,
      ahead: 0.05,
      end: end + 0.1,
      canPlay: false,
      saverOffered: true,
    });
    expect(moved).toEqual([
      { type: 'halt' },
      { type: 'useSaver' },
      { type: 'cancel' },
      { type: 'load', connection: 2, endpoint: 0 },
    ]);
    expect(radio.state).toMatchObject({ phase: 'connecting', message: null, reconnecting: false });
  });

  it('never moves to the data saver when it is not offered, or when the link brings nothing (an outage is a rejoin)', () => {
    const slowTicks = (saverOffered: boolean, rate: number) => {
      const radio = playingRadio(500);
      let end = 1;
      const all: RadioEffect[] = [];
      for (let at = 750; at <= 6000; at += 250) {
        end += rate / 4;
        all.push(
          ...radio.send({ type: 'look', at, time: (at - 500) / 1000, ahead: 1, end, canPlay: true, saverOffered }),
        );
      }
      all.push(...radio.send({ type: 'waiting', at: 6100, ahead: 0.05, canPlay: false, saverOffered }));
      return all;
    };
    expect(slowTicks(true, 2 / 3)).toContainEqual({ type: 'useSaver' });
    expect(slowTicks(false, 2 / 3)).not.toContainEqual({ type: 'useSaver' });
    expect(slowTicks(true, 1.2)).not.toContainEqual({ type: 'useSaver' });
  });

  it('leaves a slow connection alone while data still arrives', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    for (let at = 0; at < RADIO.stallTimeoutMs * 3; at += 250) {
      if (at % (RADIO.stallTimeoutMs / 2) === 0) radio.send({ type: 'progress', at });
      expect(radio.send({ type: 'look', at, time: 0, ahead: 0 }), `at ${at} ms`).toEqual([]);
    }
    expect(radio.state.phase).toBe('connecting');
  });

  it('reconnects within the rejoin jitter, without a message, when a stream that played well stops moving with an empty buffer', () => {
    const radio = playingRadio(0);
    const frozenAt = RADIO.healthyPlayMs + 1000;
    tickAlong(radio, 250, frozenAt, (at) => at / 1000, 2);
    const effects = tickAlong(
      radio,
      frozenAt + 250,
      frozenAt + RADIO.underrunTimeoutMs + 250,
      () => frozenAt / 1000,
      0,
    );
    expect(effects).toEqual([{ type: 'halt' }, { type: 'schedule', delayMs: RADIO.rejoinJitterMs }]);
    expect(radio.state.message).toBeNull();
  });

  it('waits for the stall timeout before reconnecting a stream that stops moving with audio still buffered (a busy device)', () => {
    const radio = playingRadio(0);
    const frozenAt = RADIO.healthyPlayMs + 1000;
    tickAlong(radio, 250, frozenAt, (at) => at / 1000, 6);
    expect(radio.send({ type: 'waiting', at: frozenAt + 100, ahead: 6 })).toEqual([]);
    expect(tickAlong(radio, frozenAt + 250, frozenAt + RADIO.stallTimeoutMs, () => frozenAt / 1000, 6)).toEqual([]);
    const effects = tickAlong(
      radio,
      frozenAt + RADIO.stallTimeoutMs + 250,
      frozenAt + RADIO.stallTimeoutMs + 250,
      () => frozenAt / 1000,
      6,
    );
    expect(effects).toContainEqual({ type: 'halt' });
    expect(radio.state.phase).toBe('retrying');
  });

  it('a waiting element with an empty buffer and no data for a while is a dead connection', () => {
    const radio = playingRadio(0);
    radio.send({ type: 'progress', at: 1000 });
    expect(radio.send({ type: 'waiting', at: 1000 + RADIO.underrunTimeoutMs - 100, ahead: 0 })).toEqual([]);
    expect(radio.send({ type: 'waiting', at: 1000 + RADIO.underrunTimeoutMs + 100, ahead: 0 })).toContainEqual({
      type: 'halt',
    });
    expect(radio.state.message, 'it had not played long: the listener is told').toBe('streamUnavailable');
  });

  it('reports a stream that stops moving soon after it started, and paces its retries by the back-off', () => {
    const radio = playingRadio(0);
    tickAlong(radio, 250, 1000, (at) => at / 1000);
    const effects = tickAlong(radio, 1250, 1000 + RADIO.underrunTimeoutMs + 250, () => 1);
    expect(scheduled(effects)).toEqual({ type: 'schedule', delayMs: 0 });
    expect(radio.state.message).toBe('streamUnavailable');
    const failedAt = 1000 + RADIO.underrunTimeoutMs + 250;
    radio.send({ type: 'retry', at: failedAt });
    radio.send({ type: 'playing', at: failedAt + 200, time: 0 });
    const again = tickAlong(radio, failedAt + 250, failedAt + 250 + RADIO.underrunTimeoutMs + 250, () => 0);
    const wait = scheduled(again);
    expect(wait).toMatchObject({ type: 'schedule' });
    const nextStart = failedAt + 250 + RADIO.underrunTimeoutMs + 250 + (wait?.type === 'schedule' ? wait.delayMs : 0);
    expect(nextStart - failedAt, 'the next try starts a whole back-off step after this one').toBeGreaterThanOrEqual(
      RADIO.reconnectMaxMs,
    );
  });

  it('a clock that starts seconds after `playing` while data arrives is not a stall (WebKit plain <audio>): no message, no relay', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'playing', at: 400, time: 0 });
    const effects: RadioEffect[] = [];
    // Data every 350 ms (the element's progress events), an empty buffer as reported, the clock still until 2.4 s.
    for (let at = 500; at <= 6000; at += 250) {
      if (at % 350 < 250) radio.send({ type: 'progress', at });
      effects.push(...radio.send({ type: 'look', at, time: at < 2400 ? 0 : (at - 2400) / 1000, ahead: 0 }));
    }
    expect(effects).toEqual([]);
    expect(radio.state).toMatchObject({ phase: 'playing', message: null, endpoint: 0, clockMoved: true });
  });

  it('a clock that never moves after `playing` is a stall after the stall timeout, even while data arrives', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'playing', at: 400, time: 0 });
    const effects: RadioEffect[] = [];
    for (let at = 500; at <= 400 + RADIO.stallTimeoutMs + 250; at += 250) {
      radio.send({ type: 'progress', at });
      effects.push(...radio.send({ type: 'look', at, time: 0, ahead: 3 }));
    }
    expect(effects).toContainEqual({ type: 'halt' });
    expect(radio.state.message).toBe('streamUnavailable');
  });

  it('a clock that starts late is no stall while the element says it can play on, though no data is reported (WebKit)', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'playing', at: 300, time: 0 });
    const effects: RadioEffect[] = [];
    // No progress events, no buffered range: only readyState says there is audio to play.
    for (let at = 500; at <= 4000; at += 250)
      effects.push(
        ...radio.send({ type: 'look', at, time: at < 2500 ? 0 : (at - 2500) / 1000, ahead: 0, canPlay: true }),
      );
    expect(effects).toEqual([]);
    expect(radio.state).toMatchObject({ phase: 'playing', message: null, clockMoved: true });
  });

  it('a clock that moved and then stands still while the element says it can play on is no stall before the stall timeout (WebKit under load)', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'playing', at: 300, time: 0 });
    radio.send({ type: 'look', at: 500, time: 0.2, ahead: 0, canPlay: true });
    const standing = (from: number, to: number) => {
      const effects: RadioEffect[] = [];
      for (let at = from; at <= to; at += 250)
        effects.push(...radio.send({ type: 'look', at, time: 0.2, ahead: 0, canPlay: true }));
      return effects;
    };
    expect(standing(750, 500 + RADIO.stallTimeoutMs - 250)).toEqual([]);
    expect(radio.state).toMatchObject({ phase: 'playing', message: null, clockMoved: true });
    expect(
      standing(500 + RADIO.stallTimeoutMs + 250, 500 + RADIO.stallTimeoutMs + 250),
      'a clock still for the whole stall timeout',
    ).toContainEqual({ type: 'halt' });
  });

  it('a connection that plays, brings no data and whose clock never moves is dead after the underrun timeout', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'playing', at: 200, time: 0 });
    expect(tickAlong(radio, 250, RADIO.underrunTimeoutMs, () => 0)).toEqual([]);
    expect(tickAlong(radio, RADIO.underrunTimeoutMs + 250, RADIO.underrunTimeoutMs + 250, () => 0)).toContainEqual({
      type: 'halt',
    });
  });

  it('back on a network, it tries at once instead of waiting out the back-off', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'error', at: 100 });
    expect(radio.send({ type: 'online', at: 200 })).toEqual([
      { type: 'cancel' },
      { type: 'load', connection: 2, endpoint: 0 },
    ]);
    expect(radio.send({ type: 'online', at: 300 }), 'only while waiting to retry').toEqual([]);
  });

  it('pause during the wait stops the retries and clears the message', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'error', at: 100 });
    expect(radio.send({ type: 'pause', at: 200 })).toEqual([{ type: 'cancel' }, { type: 'halt' }]);
    expect(radio.state).toMatchObject({ phase: 'stopped', message: null, reconnecting: false });
    expect(radio.send({ type: 'retry', at: 1200 })).toEqual([]);
  });
});

describe('reading the browser’s refusal of play()', () => {
  it('tells an interrupted request, a stream that cannot load and a refusal apart', () => {
    expect(classifyPlayRejection('AbortError', false)).toBe('aborted');
    expect(classifyPlayRejection('NotSupportedError', false)).toBe('unavailable');
    expect(classifyPlayRejection('', true)).toBe('unavailable');
    expect(classifyPlayRejection('NotAllowedError', false)).toBe('refused');
    expect(classifyPlayRejection('', false)).toBe('refused');
  });
});
