import { INITIAL_JOIN_STATE, joinReducer, type JoinEffect, type JoinEvent } from '@/lib/radio/join';

const FROZEN = { afterMs: 2000, soonAfterMs: 1000, aheadMs: 1500 };

/** A join driven event by event over `endpoints` endpoints, as the Media Source connection drives it. */
function join(endpoints: number) {
  let state = INITIAL_JOIN_STATE;
  return (event: JoinEvent): JoinEffect[] => {
    const transition = joinReducer(state, event, endpoints, FROZEN);
    state = transition.state;
    return transition.effects;
  };
}

describe('joining a cut through Media Source (src/lib/radio/join.ts)', () => {
  it('a cut asks the same endpoint again first, and each request of the join is watched for a response', () => {
    const send = join(2);
    expect(send({ type: 'cut', at: 0 })).toEqual([{ type: 'join', step: 0 }]);
    expect(send({ type: 'request', at: 5 })).toEqual([{ type: 'watch' }]);
    expect(send({ type: 'data', at: 40 })).toEqual([{ type: 'unwatch' }]);
  });

  it('gives the join up for the state machine once every endpoint has been asked in it', () => {
    const send = join(2);
    send({ type: 'cut', at: 0 });
    expect(send({ type: 'request', at: 1 })).toEqual([{ type: 'watch' }]);
    expect(send({ type: 'request', at: 2 })).toEqual([{ type: 'watch' }]);
    expect(send({ type: 'request', at: 3 })).toEqual([{ type: 'unwatch' }, { type: 'giveUp' }]);
  });

  it('a request silent for the watch yields to the next endpoint; when even that is not asked for, the join fails', () => {
    const send = join(3);
    send({ type: 'cut', at: 0 });
    send({ type: 'request', at: 1 });
    expect(send({ type: 'quiet', at: 1501, joining: true })).toEqual([{ type: 'join', step: 1 }, { type: 'watch' }]);
    // The next endpoint was asked: that request gets a watch of its own.
    expect(send({ type: 'request', at: 1502 })).toEqual([{ type: 'watch' }]);
    expect(send({ type: 'quiet', at: 3002, joining: true })).toEqual([{ type: 'join', step: 1 }, { type: 'watch' }]);
    // This time a request that sent its headers and then nothing holds the join up.
    expect(send({ type: 'quiet', at: 4502, joining: true })).toEqual([{ type: 'giveUp' }]);
  });

  it('a watch that ends after the join was lined up changes nothing', () => {
    const send = join(2);
    send({ type: 'cut', at: 0 });
    send({ type: 'request', at: 1 });
    expect(send({ type: 'quiet', at: 1501, joining: false })).toEqual([]);
  });

  it('a new connection or new endpoints count a join afresh', () => {
    const send = join(1);
    send({ type: 'cut', at: 0 });
    send({ type: 'request', at: 1 });
    expect(send({ type: 'fresh', at: 2 })).toEqual([{ type: 'unwatch' }]);
    expect(send({ type: 'request', at: 3 })).toEqual([{ type: 'watch' }]);
  });

  it('a connection that brings no data for afterMs while the audio plays is joined like a cut, once', () => {
    const send = join(2);
    send({ type: 'fresh', at: 0 });
    // Before its first data, a connection is the state machine's to watch.
    expect(send({ type: 'look', at: 5000, joining: false, aheadMs: 4000 })).toEqual([]);
    send({ type: 'data', at: 5000 });
    expect(send({ type: 'look', at: 6999, joining: false, aheadMs: 4000 })).toEqual([]);
    expect(send({ type: 'look', at: 7000, joining: false, aheadMs: 4000 })).toEqual([{ type: 'join', step: 0 }]);
    // The join's own watch takes it from there: no second join while the response is lined up...
    expect(send({ type: 'look', at: 9500, joining: true, aheadMs: 4000 })).toEqual([]);
    // ...and data that comes late counts again from when it came.
    send({ type: 'data', at: 9600 });
    expect(send({ type: 'look', at: 11_000, joining: false, aheadMs: 4000 })).toEqual([]);
  });

  it('joins after only soonAfterMs without data when no more than aheadMs of audio is left, before it runs dry', () => {
    const send = join(2);
    send({ type: 'fresh', at: 0 });
    send({ type: 'data', at: 1000 });
    // A second without data is nothing while plenty is buffered, nor is a short gap with little left (arrivals come
    // about 0.35 s apart, the data saver's 0.7 s)...
    expect(send({ type: 'look', at: 2500, joining: false, aheadMs: 1600 })).toEqual([]);
    expect(send({ type: 'look', at: 1900, joining: false, aheadMs: 900 })).toEqual([]);
    // ...but a second of nothing with 1.5 s left is a frozen connection: 2 s and a join would not fit.
    expect(send({ type: 'look', at: 2000, joining: false, aheadMs: 1500 })).toEqual([{ type: 'join', step: 0 }]);
  });

  it('the browser’s word that the network changed joins a playing connection at once, and nothing else', () => {
    const send = join(2);
    send({ type: 'fresh', at: 0 });
    expect(send({ type: 'network', at: 100, joining: false })).toEqual([]);
    send({ type: 'data', at: 200 });
    expect(send({ type: 'network', at: 300, joining: true })).toEqual([]);
    expect(send({ type: 'network', at: 400, joining: false })).toEqual([{ type: 'join', step: 0 }]);
  });
});
