import { RADIO } from '@/config/radio';
import { nextLookInMs } from '@/lib/radio/watch-pace';

/**
 * How often the radio's watchdog looks at the element while a connection is open (src/lib/radio/watch-pace.ts): quick
 * looks cost the page's main thread, calm ones are safe only with audio ahead and a transport that tells of a quiet
 * connection itself (the stream's worker).
 */

const PACE = { intervalMs: RADIO.watchdogIntervalMs, calm: RADIO.watchdogCalm };
const { intervalMs: QUICK } = PACE;
const { aheadS: CALM_AHEAD_S, intervalMs: CALM } = PACE.calm;

describe('the pace of the radio’s watchdog (src/lib/radio/watch-pace.ts)', () => {
  it('calm looks come less often than quick ones, and sooner than the audio that allows them runs dry', () => {
    expect(CALM).toBeGreaterThan(QUICK);
    expect(CALM).toBeLessThanOrEqual(CALM_AHEAD_S * 1000);
  });

  it('looks quickly when the transport does not tell of a quiet connection, however much audio is ahead', () => {
    for (const aheadS of [0, 0.2, CALM_AHEAD_S, CALM_AHEAD_S + 0.01, 5, 30, Infinity])
      expect(nextLookInMs(aheadS, false, PACE), `${aheadS} s ahead`).toBe(QUICK);
  });

  it('looks calmly when the transport tells of a quiet connection and enough audio is ahead', () => {
    for (const aheadS of [CALM_AHEAD_S, CALM_AHEAD_S + 0.01, 5, 30, Infinity])
      expect(nextLookInMs(aheadS, true, PACE), `${aheadS} s ahead`).toBe(CALM);
  });

  it('looks quickly again once less than enough audio is ahead, even with a transport that tells of quiet', () => {
    for (const aheadS of [CALM_AHEAD_S - 0.01, CALM_AHEAD_S / 2, 0.1, 0, -1])
      expect(nextLookInMs(aheadS, true, PACE), `${aheadS} s ahead`).toBe(QUICK);
  });

  it('follows the pace it is given', () => {
    const pace = { intervalMs: 100, calm: { aheadS: 3, intervalMs: 2000 } };
    expect(nextLookInMs(2.99, true, pace)).toBe(100);
    expect(nextLookInMs(3, true, pace)).toBe(2000);
    expect(nextLookInMs(3, false, pace)).toBe(100);
  });
});
