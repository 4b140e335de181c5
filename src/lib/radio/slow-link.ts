/**
 * When the player moves to the data saver by itself: the link brings less than the standard stream needs, so the
 * buffer runs dry however often it reconnects. After one stall while audio arrives at less than a second per second,
 * the data saver (a third of the bits) plays without stalling; a second stall would only cost another silence. An
 * outage or proxy cut brings nothing at all: that is the state machine's rejoin, not a slow link. The link is measured
 * in seconds of audio buffered per second, not bytes: the element's buffer says it directly, whatever the bitrate.
 */

import type { StreamQuality } from './quality';

/** Seconds of audio added to the buffer, seen `at` one moment (ms). */
export interface ArrivedAudio {
  at: number;
  seconds: number;
}

/** From RADIO in src/config/radio.ts. */
export interface SlowLinkRules {
  /** Less audio than this many seconds ahead of the playing position is a dry buffer. */
  underrunBufferS: number;
  /** The audio must have stood still this long with a dry buffer: a stall the listener hears, not a hiccup. */
  slowLinkStallMs: number;
  /** An element waiting for data is dry only with less than this ahead: with more, the engine held it up, not the link. */
  slowLinkWaitingAheadS: number;
  slowLinkWindowMs: number;
  /** Audio must have arrived within this long: a link that brings nothing is down, not slow. */
  slowLinkAliveMs: number;
}

export interface SlowLinkState {
  /** Whether the player may move to the data saver at all (offersSaver). */
  saverOffered: boolean;
  playing: boolean;
  /** Seconds of audio buffered beyond the playing position. */
  aheadS: number;
  /** readyState below HAVE_FUTURE_DATA: Chromium stalls until nearly a second is buffered, past `underrunBufferS`. */
  waitingForData: boolean;
  stillMs: number;
  /** Arrivals before this moment (ms) belong to an earlier connection. */
  connectedAt: number;
  now: number;
}

/** Null before half a window of this connection has passed: too soon to tell a slow link from a slow start. */
export function audioPerSecond(
  arrivals: readonly ArrivedAudio[],
  since: number,
  now: number,
  windowMs: number,
): number | null {
  const from = Math.max(since, now - windowMs);
  if (now - from < windowMs / 2) return null;
  const seconds = arrivals.reduce((sum, { at, seconds: added }) => (at > from && at <= now ? sum + added : sum), 0);
  return (seconds * 1000) / (now - from);
}

/** Audio added as the buffer's end moves from `before` to `after` (s); none when a new MediaSource restarts near 0. */
export function addedAudio(before: number, after: number): number {
  return after > before ? after - before : 0;
}

/**
 * Whether the player may move to the data saver by itself: the standard stream plays, a saver exists, and the listener
 * has not chosen a stream this visit (that choice is final until the next).
 */
export function offersSaver(quality: StreamQuality, saverAvailable: boolean, listenerChose: boolean): boolean {
  return quality === 'standard' && saverAvailable && !listenerChose;
}

/** Arrivals with the audio added since the buffer ended at `before`, the oldest beyond `windowMs` dropped. */
export function withArrival(
  arrivals: readonly ArrivedAudio[],
  before: number,
  end: number,
  at: number,
  windowMs: number,
): ArrivedAudio[] {
  return [...arrivals.filter((arrival) => arrival.at >= at - windowMs), { at, seconds: addedAudio(before, end) }];
}

export function shouldMoveToSaver(
  state: SlowLinkState,
  arrivals: readonly ArrivedAudio[],
  rules: SlowLinkRules,
): boolean {
  if (!state.saverOffered || !state.playing) return false;
  const dry =
    state.aheadS < rules.underrunBufferS || (state.waitingForData && state.aheadS < rules.slowLinkWaitingAheadS);
  if (!dry || state.stillMs < rules.slowLinkStallMs) return false;
  const last = arrivals.findLast(({ seconds }) => seconds > 0);
  if (!last || last.at < state.connectedAt || state.now - last.at > rules.slowLinkAliveMs) return false;
  const rate = audioPerSecond(arrivals, state.connectedAt, state.now, rules.slowLinkWindowMs);
  return rate !== null && rate < 1;
}

/** The state machine's view of the link (machine.ts): its phase, its connection's start, the arrivals it keeps. */
export interface LinkWatch {
  phase: string;
  connectedAt: number;
  arrivals: readonly ArrivedAudio[];
}

/**
 * shouldMoveToSaver, as the state machine asks it at a watchdog look or a `waiting`: the data saver then plays from a
 * new connection at once, with no message, and stays chosen. `stillMs`: how long the element's clock has stood.
 */
export function tooSlowForStandard(
  watch: LinkWatch,
  look: { at: number; ahead: number; canPlay?: boolean; saverOffered?: boolean },
  stillMs: number,
  rules: SlowLinkRules,
): boolean {
  const link = {
    saverOffered: look.saverOffered ?? false,
    playing: watch.phase === 'playing',
    aheadS: look.ahead,
    waitingForData: !look.canPlay,
    stillMs,
    connectedAt: watch.connectedAt,
    now: look.at,
  };
  return shouldMoveToSaver(link, watch.arrivals, rules);
}
