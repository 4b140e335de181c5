import {
  addedAudio,
  audioPerSecond,
  offersSaver,
  shouldMoveToSaver,
  withArrival,
  type ArrivedAudio,
  type SlowLinkState,
} from '@/lib/radio/slow-link';
import { RADIO } from '@/config/radio';

/** Arrivals every 250 ms (the watchdog's pace) from `from` to `to`, of `rate` seconds of audio per second. */
function arrivalsAt(rate: number, from: number, to: number): ArrivedAudio[] {
  const arrivals: ArrivedAudio[] = [];
  for (let at = from + 250; at <= to; at += 250) arrivals.push({ at, seconds: rate / 4 });
  return arrivals;
}

/** The standard stream playing, its buffer dry for a moment, six seconds into a connection. */
const dry: SlowLinkState = {
  saverOffered: true,
  playing: true,
  aheadS: 0.1,
  waitingForData: true,
  stillMs: RADIO.slowLinkStallMs,
  connectedAt: 0,
  now: 6000,
};
/** A link at two thirds of the stream's bitrate brings two thirds of a second of audio per second. */
const twoThirds = arrivalsAt(2 / 3, 0, 6000);

describe('moving to the data saver on a slow link (src/lib/radio/slow-link.ts)', () => {
  it('measures the link in seconds of audio per second over the latest window of this connection, not before half a window of it', () => {
    expect(audioPerSecond(arrivalsAt(0.6, 0, 6000), 0, 6000, 4000)).toBeCloseTo(0.6, 5);
    // Arrivals of an earlier connection (a burst of 5 s per second) do not count.
    expect(audioPerSecond([...arrivalsAt(5, 0, 3000), ...arrivalsAt(0.6, 3000, 6000)], 3000, 6000, 4000)).toBeCloseTo(
      0.6,
      5,
    );
    expect(audioPerSecond(arrivalsAt(0.6, 5000, 6000), 5000, 6000, 4000)).toBeNull();
  });

  it('counts what the buffer’s end gained, and nothing when the buffer was replaced (a new MediaSource)', () => {
    expect(addedAudio(10, 10.25)).toBeCloseTo(0.25, 5);
    expect(addedAudio(10, 0.4)).toBe(0);
    expect(addedAudio(10, 10)).toBe(0);
  });

  it('moves once the buffer has run dry while data still arrives slower than the standard stream', () => {
    expect(shouldMoveToSaver(dry, twoThirds, RADIO)).toBe(true);
  });

  it('counts a stall as dry while the element waits for data, even with some audio buffered again', () => {
    expect(shouldMoveToSaver({ ...dry, aheadS: 0.8 }, twoThirds, RADIO)).toBe(true);
    expect(shouldMoveToSaver({ ...dry, waitingForData: false }, twoThirds, RADIO)).toBe(true);
  });

  it('does not move when the element waits with seconds of audio ahead: the engine held it up, not the link (WebKit at a proxy cut)', () => {
    expect(shouldMoveToSaver({ ...dry, aheadS: RADIO.slowLinkWaitingAheadS }, twoThirds, RADIO)).toBe(false);
    expect(shouldMoveToSaver({ ...dry, aheadS: 4 }, twoThirds, RADIO)).toBe(false);
  });

  it('does not move while audio is buffered and the element has what it needs, or for a hiccup shorter than a stall', () => {
    expect(shouldMoveToSaver({ ...dry, aheadS: RADIO.underrunBufferS, waitingForData: false }, twoThirds, RADIO)).toBe(
      false,
    );
    expect(shouldMoveToSaver({ ...dry, stillMs: RADIO.slowLinkStallMs - 1 }, twoThirds, RADIO)).toBe(false);
  });

  it('does not move when the link keeps up with the stream (the buffer ran dry for another reason)', () => {
    expect(shouldMoveToSaver(dry, arrivalsAt(1, 0, 6000), RADIO)).toBe(false);
  });

  it('does not move when nothing arrives any more: an outage or a cut is not a slow link', () => {
    const stopped = [
      ...arrivalsAt(0.5, 0, 6000 - RADIO.slowLinkAliveMs - 100),
      ...arrivalsAt(0, 6000 - RADIO.slowLinkAliveMs - 100, 6000),
    ];
    expect(shouldMoveToSaver(dry, stopped, RADIO)).toBe(false);
    expect(shouldMoveToSaver(dry, [], RADIO)).toBe(false);
  });

  it('does not judge a connection younger than half a window: a slow start is not a slow link', () => {
    const young = { ...dry, connectedAt: 6000 - RADIO.slowLinkWindowMs / 2 + 100 };
    expect(shouldMoveToSaver(young, twoThirds, RADIO)).toBe(false);
  });

  it('never moves on the data saver, without one, while not playing, or once the listener has chosen a stream this visit', () => {
    expect(offersSaver('standard', true, false)).toBe(true);
    expect(offersSaver('saver', true, false)).toBe(false);
    expect(offersSaver('standard', false, false)).toBe(false);
    expect(offersSaver('standard', true, true)).toBe(false);
    expect(shouldMoveToSaver({ ...dry, saverOffered: false }, twoThirds, RADIO)).toBe(false);
    expect(shouldMoveToSaver({ ...dry, playing: false }, twoThirds, RADIO)).toBe(false);
  });

  it('keeps the arrivals of the latest window only, each what the buffer’s end gained since the last look', () => {
    let arrivals: ArrivedAudio[] = [];
    let end = 0;
    for (let at = 250; at <= 10_000; at += 250) {
      arrivals = withArrival(arrivals, end, end + 0.2, at, RADIO.slowLinkWindowMs);
      end += 0.2;
    }
    expect(arrivals.length).toBe(RADIO.slowLinkWindowMs / 250 + 1);
    expect(arrivals[0]).toEqual({ at: 10_000 - RADIO.slowLinkWindowMs, seconds: expect.closeTo(0.2, 5) });
    expect(withArrival([], 10, 0.3, 100, RADIO.slowLinkWindowMs)).toEqual([{ at: 100, seconds: 0 }]);
  });
});
