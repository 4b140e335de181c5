import { INITIAL_JOIN_STATE, joinReducer, type JoinEffect, type JoinEvent } from '@/lib/radio/join';

/** A join driven event by event over `endpoints` endpoints, as the Media Source connection drives it. */
function join(endpoints: number) {
  let state = INITIAL_JOIN_STATE;
  return (event: JoinEvent): JoinEffect[] => {
    const transition = joinReducer(state, event, endpoints);
    state = transition.state;
    return transition.effects;
  };
}

describe('joining a cut through Media Source (src/lib/radio/join.ts)', () => {
  it('a cut asks the same endpoint again first, and each request of the join is watched for an answer', () => {
    const send = join(2);
    expect(send({ type: 'cut', at: 0 })).toEqual([{ type: 'switch', step: 0 }]);
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
    expect(send({ type: 'quiet', at: 1501, joining: true })).toEqual([{ type: 'switch', step: 1 }, { type: 'watch' }]);
    // The library asked the next endpoint: that request gets a watch of its own.
    expect(send({ type: 'request', at: 1502 })).toEqual([{ type: 'watch' }]);
    expect(send({ type: 'quiet', at: 3002, joining: true })).toEqual([{ type: 'switch', step: 1 }, { type: 'watch' }]);
    // This time the library holds on to a request that answered its headers and then nothing.
    expect(send({ type: 'quiet', at: 4502, joining: true })).toEqual([{ type: 'giveUp' }]);
  });

  it('a watch that ends after the library has lined the join up changes nothing', () => {
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
});
