import {
  averageRequestsDuringOutage,
  reconnectCeiling,
  reconnectDelay,
  reconnectSchedule,
} from '@/lib/radio/reconnect';
import { RADIO } from '@/config/radio';

describe('reconnect back-off', () => {
  it('caps the waits at about 1 second, then 2 seconds, during the first minute of an outage', () => {
    expect(reconnectSchedule(6, RADIO)).toEqual([1000, 2000, 2000, 2000, 2000, 2000]);
    expect(reconnectCeiling(1000, RADIO, RADIO.reconnectSlowAfterMs - 1)).toBe(2000);
  });

  it('lets the waits grow to a 30 s cap after a minute of failures', () => {
    expect(reconnectSchedule(7, RADIO, RADIO.reconnectSlowAfterMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('waits a random share of the ceiling (full jitter), from nothing up to the ceiling', () => {
    expect(reconnectDelay(3, RADIO, 0, () => 0)).toBe(0);
    expect(reconnectDelay(3, RADIO, 0, () => 0.5)).toBe(1000);
    expect(reconnectDelay(3, RADIO, 0, () => 1)).toBe(2000);
    const draws = Array.from({ length: 200 }, () => reconnectDelay(3, RADIO, RADIO.reconnectSlowAfterMs));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThanOrEqual(8000);
    expect(new Set(draws).size, 'the waits differ from listener to listener').toBeGreaterThan(50);
  });

  it('treats a negative or fractional attempt number as the whole number below, from 0', () => {
    expect(reconnectCeiling(-1, RADIO)).toBe(1000);
    expect(reconnectCeiling(0.9, RADIO)).toBe(1000);
    expect(reconnectCeiling(Number.MAX_SAFE_INTEGER, RADIO, RADIO.reconnectSlowAfterMs)).toBe(30_000);
  });

  it('costs the origin about 115 requests per listener for an outage of an hour, since the player stops after 15 minutes', () => {
    const hour = averageRequestsDuringOutage(3_600_000, RADIO, RADIO.giveUpAfterMs);
    expect(hour).toBe(averageRequestsDuringOutage(RADIO.giveUpAfterMs, RADIO, RADIO.giveUpAfterMs));
    expect(hour).toBeGreaterThan(100);
    expect(hour).toBeLessThan(130);
    expect(averageRequestsDuringOutage(60_000, RADIO, RADIO.giveUpAfterMs)).toBeLessThanOrEqual(61);
  });

  it('asks every endpoint once per try when the stream and its relays are all down', () => {
    expect(averageRequestsDuringOutage(3_600_000, RADIO, RADIO.giveUpAfterMs, 2)).toBe(
      2 * averageRequestsDuringOutage(3_600_000, RADIO, RADIO.giveUpAfterMs),
    );
  });
});
