import {
  connectionOf,
  lagsOf,
  longestSilence,
  playedCounter,
  settledLags,
  type ClockSample,
} from '../../helpers/audio-silence';

/** Samples every 50 ms for `seconds`, the position following the clock except where `position` says otherwise. */
function sampled(seconds: number, position: (at: number) => number): ClockSample[] {
  const samples: ClockSample[] = [];
  for (let at = 0; at <= seconds * 1000; at += 50) samples.push([at, position(at)]);
  return samples;
}

describe('silence read from an engine’s clock (tests/helpers/audio-silence.ts)', () => {
  it('a real silence of 400 ms stays whole once settled', () => {
    const lags = lagsOf(sampled(6, (at) => (at < 3000 ? at : at < 3400 ? 3000 : at - 400) / 1000));
    expect(longestSilence(lags).ms).toBeCloseTo(400, 5);
    expect(longestSilence(settledLags(lags)).ms).toBeCloseTo(400, 5);
  });

  it('a position reported in steps of 250 ms, always catching up, is no silence once settled', () => {
    const lags = lagsOf(sampled(6, (at) => Math.floor(at / 250) * 0.25));
    expect(longestSilence(lags).ms, 'read raw, each step looks like a silence').toBeGreaterThan(150);
    expect(longestSilence(settledLags(lags)).ms).toBeLessThan(1);
  });

  it('sound played counts on across a new MediaSource, whose position starts at 0 again, and not while paused', () => {
    const played = playedCounter(16.2);
    expect(played(16.7)).toBeCloseTo(0.5, 5);
    // A fresh connection plays on in a new MediaSource.
    expect(played(0.1)).toBeCloseTo(0.6, 5);
    expect(played(null)).toBeCloseTo(0.6, 5);
    expect(played(1.1)).toBeCloseTo(1.6, 5);
    expect(playedCounter(null)(0.4)).toBeCloseTo(0.4, 5);
  });

  it('a silence is the start’s until the first cut’s rejoin is requested, then the latest cut’s', () => {
    // Requests at Play, then at each cut's rejoin; the start stall of Firefox ESR comes about 1 s after Play.
    const requests = [100, 6600, 12700];
    expect(connectionOf(1200, requests)).toBe(0);
    expect(connectionOf(6599, requests)).toBe(0);
    expect(connectionOf(6600, requests)).toBe(1);
    expect(connectionOf(9000, requests)).toBe(1);
    expect(connectionOf(20_000, requests)).toBe(2);
    expect(connectionOf(50, requests), 'before the first request: the start').toBe(0);
    expect(connectionOf(500, []), 'no request seen: the start').toBe(0);
  });
});
