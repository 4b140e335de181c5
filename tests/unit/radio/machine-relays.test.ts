import {
  INITIAL_RADIO_STATE,
  radioReducer,
  RADIO_RULES,
  type RadioEffect,
  type RadioEvent,
  type RadioMachineState,
} from '@/lib/radio/machine';
import { averageRequestsDuringOutage } from '@/lib/radio/reconnect';
import { RADIO, STREAM_ENDPOINTS } from '@/config/radio';

/**
 * The state machine over several endpoints (the stream's own address, then its relays; src/lib/radio/endpoints.ts):
 * which endpoint a connection uses, when the player moves on at once, and when the whole list counts as failed and the
 * back-off waits. Every random draw is at its top, so that the waits read as their ceilings.
 */
const THREE = { ...RADIO, endpointCount: 3 };

function machine(rules = THREE) {
  let state: RadioMachineState = INITIAL_RADIO_STATE;
  return {
    send(event: RadioEvent): RadioEffect[] {
      const transition = radioReducer(state, event, rules, () => 1);
      state = transition.state;
      return transition.effects;
    },
    get state() {
      return state;
    },
  };
}

const loaded = (effects: RadioEffect[]) => effects.find((effect) => effect.type === 'load');
const wait = (effects: RadioEffect[]) => effects.find((effect) => effect.type === 'schedule');

describe('radio state machine over the stream and its relays', () => {
  it('the player uses every configured endpoint', () => {
    expect(RADIO_RULES.endpointCount).toBe(STREAM_ENDPOINTS.length);
    expect(RADIO_RULES.endpointCount).toBeGreaterThan(1);
  });

  it('play connects to the first endpoint, the stream’s own address', () => {
    const radio = machine();
    expect(loaded(radio.send({ type: 'play', at: 0 }))).toEqual({ type: 'load', connection: 1, endpoint: 0 });
  });

  it('a failing endpoint is followed by the next at once, with the message; after the last, the back-off waits once for the list', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    expect(radio.send({ type: 'error', at: 100 })).toEqual([{ type: 'halt' }, { type: 'schedule', delayMs: 0 }]);
    expect(radio.state).toMatchObject({ phase: 'retrying', message: 'streamUnavailable', attempt: 0, failures: 1 });
    expect(loaded(radio.send({ type: 'retry', at: 100 }))).toEqual({ type: 'load', connection: 2, endpoint: 1 });
    expect(wait(radio.send({ type: 'error', at: 200 }))).toEqual({ type: 'schedule', delayMs: 0 });
    expect(loaded(radio.send({ type: 'retry', at: 200 }))).toEqual({ type: 'load', connection: 3, endpoint: 2 });
    // The third of three failed: the whole list has, and the first back-off wait follows, counted from that try.
    expect(wait(radio.send({ type: 'error', at: 300 }))).toEqual({
      type: 'schedule',
      delayMs: RADIO.reconnectBaseMs - 100,
    });
    expect(radio.state).toMatchObject({ attempt: 1, failures: 0, endpoint: 0 });
    expect(loaded(radio.send({ type: 'retry', at: 1200 }))).toEqual({ type: 'load', connection: 4, endpoint: 0 });
  });

  it('plays on the endpoint that answers, and starts counting failures afresh once it has played well', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'error', at: 100 });
    radio.send({ type: 'retry', at: 100 });
    radio.send({ type: 'playing', at: 600, time: 0 });
    expect(radio.state).toMatchObject({ phase: 'playing', message: null, endpoint: 1, failures: 1 });
    radio.send({ type: 'look', at: 600 + RADIO.healthyPlayMs, time: RADIO.healthyPlayMs / 1000, ahead: 3 });
    expect(radio.state).toMatchObject({ phase: 'playing', endpoint: 1, failures: 0 });
    // A stream that had played well and ends (a proxy's cut) is joined again on the same endpoint, without a message.
    const effects = radio.send({ type: 'ended', at: 600 + RADIO.healthyPlayMs });
    expect(wait(effects)).toEqual({ type: 'schedule', delayMs: RADIO.rejoinJitterMs });
    expect(loaded(radio.send({ type: 'retry', at: 10_000 }))).toEqual({ type: 'load', connection: 3, endpoint: 1 });
    expect(radio.state.message).toBeNull();
  });

  it('a stream that plays a moment on each endpoint and fails again still backs off once the whole list has failed', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    const waits: number[] = [];
    let at = 0;
    for (let round = 0; round < 3; round++) {
      radio.send({ type: 'playing', at, time: 0 });
      at += 500;
      const effects = radio.send({ type: 'error', at });
      waits.push((wait(effects) as { delayMs: number } | undefined)?.delayMs ?? -1);
      radio.send({ type: 'retry', at });
    }
    // Two moves to the next endpoint at once, then the list has failed: a wait of the back-off, not another at once.
    expect(waits.slice(0, 2)).toEqual([0, 0]);
    expect(waits[2]).toBeGreaterThan(0);
  });

  it('waits grow and the player gives up after 15 minutes over the whole list, not per endpoint', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    let at = 0;
    const requests: number[] = [];
    const waits: number[] = [];
    for (;;) {
      const effects = radio.send({ type: 'error', at });
      const next = wait(effects);
      if (next?.type !== 'schedule') break;
      if (next.delayMs > 0) waits.push(next.delayMs);
      at += next.delayMs;
      const load = loaded(radio.send({ type: 'retry', at }));
      if (load?.type === 'load') requests.push(load.endpoint);
    }
    expect(waits.slice(0, 3)).toEqual([RADIO.reconnectBaseMs, RADIO.reconnectMaxMs, RADIO.reconnectMaxMs]);
    expect(Math.max(...waits)).toBe(RADIO.reconnectCapMs);
    expect(at).toBeGreaterThanOrEqual(RADIO.giveUpAfterMs);
    expect(at).toBeLessThan(RADIO.giveUpAfterMs + RADIO.reconnectCapMs);
    expect(radio.state).toMatchObject({ phase: 'stopped', message: 'streamUnavailable' });
    // Round after round, each endpoint in turn from the first.
    expect(requests.slice(0, 7)).toEqual([1, 2, 0, 1, 2, 0, 1]);
    expect(requests.filter((endpoint) => endpoint === 0).length).toBe(waits.length);
    // Play tries again at once, at the first endpoint.
    expect(loaded(radio.send({ type: 'play', at: at + 1 }))).toEqual({
      type: 'load',
      connection: requests.length + 2,
      endpoint: 0,
    });
  });

  it('a join that went round the list after a short play counts as the list failing: it waits, then asks the first', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'playing', at: 500, time: 0 });
    radio.send({ type: 'look', at: 1000, time: 0.5, ahead: 1 });
    // The join at a cut has just asked each endpoint, the last a moment ago: asking it again at once would be the
    // same address twice in a row, with no wait, while the first has not been asked since the join's own request.
    const effects = radio.send({ type: 'joinFailed', at: 3000 });
    expect(radio.state).toMatchObject({ phase: 'retrying', message: 'streamUnavailable', endpoint: 0, attempt: 1 });
    // The back-off's first step in full (every draw at its top), counted from the join's end.
    expect(wait(effects)).toEqual({ type: 'schedule', delayMs: RADIO.reconnectBaseMs });
    expect(loaded(radio.send({ type: 'retry', at: 3000 + RADIO.reconnectBaseMs }))).toMatchObject({ endpoint: 0 });
    // From there the round goes on as after any failure: the next endpoint at once.
    expect(wait(radio.send({ type: 'error', at: 4500 }))).toEqual({ type: 'schedule', delayMs: 0 });
    expect(radio.state).toMatchObject({ endpoint: 1, failures: 1 });
  });

  it('a join that failed after the stream played well rejoins silently on the same endpoint after the jitter', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'error', at: 100 });
    radio.send({ type: 'retry', at: 100 });
    radio.send({ type: 'playing', at: 500, time: 0 });
    const at = 500 + RADIO.healthyPlayMs;
    radio.send({ type: 'look', at, time: RADIO.healthyPlayMs / 1000, ahead: 3 });
    const effects = radio.send({ type: 'joinFailed', at });
    expect(radio.state).toMatchObject({ phase: 'retrying', message: null, endpoint: 1, failures: 0, attempt: 0 });
    expect(wait(effects)).toEqual({ type: 'schedule', delayMs: RADIO.rejoinJitterMs });
  });

  it('a join that fails once the player is stopped changes nothing', () => {
    const radio = machine();
    expect(radio.send({ type: 'joinFailed', at: 100 })).toEqual([]);
    expect(radio.state).toEqual(INITIAL_RADIO_STATE);
  });

  it('a stall while connecting moves on to the next endpoint like an error', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    const effects = radio.send({ type: 'look', at: RADIO.stallTimeoutMs + 1, time: 0, ahead: 0 });
    expect(wait(effects)).toEqual({ type: 'schedule', delayMs: 0 });
    expect(loaded(radio.send({ type: 'retry', at: RADIO.stallTimeoutMs + 1 }))).toMatchObject({ endpoint: 1 });
  });

  it('pause forgets the round: the next play starts at the first endpoint', () => {
    const radio = machine();
    radio.send({ type: 'play', at: 0 });
    radio.send({ type: 'error', at: 100 });
    radio.send({ type: 'pause', at: 150 });
    expect(radio.state).toMatchObject({ endpoint: 0, failures: 0 });
    expect(loaded(radio.send({ type: 'play', at: 200 }))).toMatchObject({ endpoint: 0 });
  });

  it('with one endpoint (no relays) every failure waits, as before relays', () => {
    const radio = machine({ ...RADIO, endpointCount: 1 });
    radio.send({ type: 'play', at: 0 });
    expect(wait(radio.send({ type: 'error', at: 0 }))).toEqual({ type: 'schedule', delayMs: RADIO.reconnectBaseMs });
    expect(loaded(radio.send({ type: 'retry', at: 1000 }))).toMatchObject({ endpoint: 0 });
  });

  it('costs an outage of every endpoint one request per endpoint per try', () => {
    expect(averageRequestsDuringOutage(3_600_000, RADIO, RADIO.giveUpAfterMs, 3)).toBe(
      3 * averageRequestsDuringOutage(3_600_000, RADIO, RADIO.giveUpAfterMs),
    );
  });
});
