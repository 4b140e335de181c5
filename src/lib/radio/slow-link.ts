/**
 * When the player moves from the standard stream to the data saver by itself: the link brings less than the stream
 * needs, so the buffer runs dry again and again however often the player reconnects. Once the buffer has run dry while
 * audio still arrives, but less than a second of it per second, the data saver (a third of the bits) plays on such a
 * link without a stall; waiting for a second stall would only cost the listener another silence. An outage or a proxy
 * cut is not a slow link: nothing arrives at all, and the state machine's rejoin is the answer there.
 *
 * The link is measured in seconds of audio buffered per second, not in bytes: the element's buffer says it directly,
 * whatever the bitrate, and a stream that brings less than one second of audio per second cannot keep playing.
 */

import type { StreamQuality } from './quality';

/** Seconds of audio added to the buffer, seen at one moment (ms). */
export interface ArrivedAudio {
  at: number;
  seconds: number;
}

/** The settings the rule reads (RADIO in the site config). */
export interface SlowLinkRules {
  /** Less audio than this many seconds ahead of the playing position is a dry buffer. */
  underrunBufferS: number;
  /** The audio must have stood still this long with a dry buffer: a stall the listener hears, not a hiccup. */
  slowLinkStallMs: number;
  /** The link's speed is measured over this much of the latest arrivals… */
  slowLinkWindowMs: number;
  /** …and audio must have arrived within this long: a link that brings nothing is down, not slow. */
  slowLinkAliveMs: number;
}

/** What the player knows at one moment. */
export interface SlowLinkState {
  /** The stream playing. */
  quality: StreamQuality;
  /** Whether there is a data saver to move to. */
  saverAvailable: boolean;
  /** The listener chose a stream during this visit: that choice is final until the next visit. */
  listenerChose: boolean;
  /** Whether the player is playing (not connecting, retrying or stopped). */
  playing: boolean;
  /** Seconds of audio buffered beyond the playing position. */
  aheadS: number;
  /**
   * The element waits for data (its readyState below HAVE_FUTURE_DATA): Chromium stays stalled until nearly a second is
   * buffered again, so a stall can hold more than `underrunBufferS` ahead.
   */
  waitingForData: boolean;
  /** How long (ms) the audio has stood still. */
  stillMs: number;
  /** When the current connection was opened (ms): arrivals before it belong to another one. */
  connectedAt: number;
  /** Now (ms). */
  now: number;
}

/**
 * Seconds of audio that arrived per second over the last `windowMs` since `since`, or null when less than half a window
 * of this connection has been seen (too little to tell a slow link from a slow start).
 */
export function audioPerSecond(arrivals: readonly ArrivedAudio[], since: number, now: number, windowMs: number): number | null {
  const from = Math.max(since, now - windowMs);
  if (now - from < windowMs / 2) return null;
  const seconds = arrivals.reduce((sum, { at, seconds: added }) => (at > from && at <= now ? sum + added : sum), 0);
  return (seconds * 1000) / (now - from);
}

/**
 * What the buffer's end moving from `before` to `after` (seconds) adds: the audio that arrived, or nothing when the
 * buffer was replaced (a new MediaSource starts again near 0).
 */
export function addedAudio(before: number, after: number): number {
  return after > before ? after - before : 0;
}

/** Whether to move to the data saver now, because the link brings less audio than the standard stream plays. */
export function shouldMoveToSaver(state: SlowLinkState, arrivals: readonly ArrivedAudio[], rules: SlowLinkRules): boolean {
  if (state.quality !== 'standard' || !state.saverAvailable || state.listenerChose || !state.playing) return false;
  const dry = state.waitingForData || state.aheadS < rules.underrunBufferS;
  if (!dry || state.stillMs < rules.slowLinkStallMs) return false;
  const last = arrivals.findLast(({ seconds }) => seconds > 0);
  if (!last || last.at < state.connectedAt || state.now - last.at > rules.slowLinkAliveMs) return false;
  const rate = audioPerSecond(arrivals, state.connectedAt, state.now, rules.slowLinkWindowMs);
  return rate !== null && rate < 1;
}
