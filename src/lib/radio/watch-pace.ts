/**
 * How often the radio's watchdog looks at the element while a connection is open (src/islands/radio-player/stream.ts):
 * every look runs the state machine's look and the transport's own looks on the page's main thread. What a look
 * catches (a dry buffer, a stalled clock) needs quick looks only when little audio is left ahead, and a frozen
 * connection needs them unless the transport tells of one itself the moment it goes quiet (the stream reader does).
 * Then, with `calm.aheadS` or more ahead, the next look comes `calm.intervalMs` later; it finds less ahead before any
 * of it runs dry, and the quick looks resume from there.
 */
export interface WatchPace {
  intervalMs: number;
  calm: { aheadS: number; intervalMs: number };
}

/**
 * The wait before the next look, with `aheadS` seconds of audio buffered ahead of the position now; `quietTold`: the
 * transport tells of a quiet connection itself.
 */
export const nextLookInMs = (aheadS: number, quietTold: boolean, pace: WatchPace): number =>
  quietTold && aheadS >= pace.calm.aheadS ? pace.calm.intervalMs : pace.intervalMs;
