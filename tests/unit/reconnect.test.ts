import { createReconnector, reconnectDelay, reconnectSchedule } from '../../src/lib/reconnect';
import { RADIO } from '../../src/site.config';

const backOff = { baseMs: RADIO.reconnectBaseMs, maxMs: RADIO.reconnectMaxMs };

describe('reconnect back-off', () => {
  it('waits about 1, 2, 4, 8, 16 and then at most 30 seconds', () => {
    expect(reconnectSchedule(8, backOff)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(reconnectDelay(1000, backOff)).toBe(30000);
    expect(reconnectDelay(-1, backOff)).toBe(1000);
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('runs each attempt after its wait, one step longer each time', () => {
      const reconnector = createReconnector(backOff);
      const run = vi.fn();
      expect(reconnector.schedule(run)).toBe(1000);
      vi.advanceTimersByTime(999);
      expect(run).not.toHaveBeenCalled();
      expect(reconnector.pending).toBe(true);
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
      expect(reconnector.pending).toBe(false);

      expect(reconnector.schedule(run)).toBe(2000);
      vi.advanceTimersByTime(2000);
      expect(run).toHaveBeenCalledTimes(2);
      expect(reconnector.schedule(run)).toBe(4000);
      vi.advanceTimersByTime(3999);
      expect(run).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(3);
      expect(reconnector.attempts).toBe(3);
    });

    it('caps the wait at 30 seconds however long the outage', () => {
      const reconnector = createReconnector(backOff);
      const waits = Array.from({ length: 9 }, () => {
        const wait = reconnector.schedule(() => {});
        vi.advanceTimersByTime(wait);
        return wait;
      });
      expect(waits.slice(-3)).toEqual([30000, 30000, 30000]);
    });

    it('starts over after a reset (playback works again) and cancels what was pending', () => {
      const reconnector = createReconnector(backOff);
      const run = vi.fn();
      reconnector.schedule(run);
      vi.advanceTimersByTime(1000);
      reconnector.schedule(run);
      reconnector.reset();
      vi.advanceTimersByTime(60_000);
      expect(run).toHaveBeenCalledTimes(1);
      expect(reconnector.attempts).toBe(0);
      expect(reconnector.schedule(run)).toBe(1000);
    });

    it('cancel stops a pending attempt but keeps the back-off step', () => {
      const reconnector = createReconnector(backOff);
      const run = vi.fn();
      reconnector.schedule(run);
      reconnector.cancel();
      vi.advanceTimersByTime(60_000);
      expect(run).not.toHaveBeenCalled();
      expect(reconnector.schedule(run)).toBe(2000);
    });

    it('a new plan replaces the pending one: never two attempts at once', () => {
      const reconnector = createReconnector(backOff);
      const first = vi.fn();
      const second = vi.fn();
      reconnector.schedule(first);
      reconnector.schedule(second);
      vi.advanceTimersByTime(60_000);
      expect(first).not.toHaveBeenCalled();
      expect(second).toHaveBeenCalledTimes(1);
    });

    it('retries a cut but healthy stream at once, without using up a back-off step', () => {
      const reconnector = createReconnector(backOff);
      const run = vi.fn();
      expect(reconnector.schedule(run, { immediate: true })).toBe(0);
      vi.advanceTimersByTime(0);
      expect(run).toHaveBeenCalledTimes(1);
      expect(reconnector.schedule(run)).toBe(1000);
    });
  });
});
