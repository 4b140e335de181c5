import { reconnectDelay, reconnectSchedule } from '../../src/lib/reconnect';
import { RADIO } from '../../src/site.config';

describe('reconnect back-off', () => {
  it('waits about 1 second, then 2 seconds between attempts however long the outage', () => {
    expect(reconnectSchedule(6, RADIO)).toEqual([1000, 2000, 2000, 2000, 2000, 2000]);
    expect(reconnectDelay(1000, RADIO)).toBe(2000);
  });

  it('doubles from the base up to the ceiling, for any settings', () => {
    const backOff = { reconnectBaseMs: 500, reconnectMaxMs: 5000 };
    expect(reconnectSchedule(6, backOff)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
  });

  it('treats a negative or fractional attempt number as the whole number below, from 0', () => {
    expect(reconnectDelay(-1, RADIO)).toBe(1000);
    expect(reconnectDelay(0.9, RADIO)).toBe(1000);
    expect(reconnectDelay(Number.MAX_SAFE_INTEGER, RADIO)).toBe(2000);
  });
});
