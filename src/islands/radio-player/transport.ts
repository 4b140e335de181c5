import type { FrozenTiming } from '@/lib/radio/join';
import type { RadioEvent } from '@/lib/radio/machine';
import type { MediaSourceForMp3 } from './media-source-probe';

/**
 * The two ways of playing the stream, through Media Source by the stream reader (./reader-transport.ts) or by the
 * element itself (./element.ts, where the engine has no Media Source for MP3), as the radio adapter (./stream.ts)
 * drives them.
 */

/** What the radio adapter asks of a way of playing the stream. */
export interface RadioTransport {
  load(connection: number, endpoint: number): void;
  halt(): void;
  /** Whether the element's events belong to an open connection (queued events of a halted one are ignored). */
  current(): boolean;
  /** Whether a pause of the element now came from outside the page (a headset, a call), not from the transport. */
  pausedFromOutside(): boolean;
  /**
   * The watchdog's look at the element while a connection is open (every RADIO.watchdogIntervalMs), if it needs one,
   * with the ms of audio buffered ahead of the position.
   */
  look?(aheadMs: number): void;
  /**
   * The transport itself looks at once when its connection goes quiet (the stream reader tells it): the watchdog may
   * then look less often while audio is ahead (src/lib/radio/watch-pace.ts).
   */
  watchesData?: boolean;
  destroy(): void;
  /**
   * Plays from these endpoints from now on (the player's `endpoints`), joining an open connection without a gap;
   * `afresh`: from the next one.
   */
  switchTo(endpoints: readonly string[], afresh?: boolean): void;
  /** Resolves once the last halt has let go of its connection (at once when none was open). */
  closed(): Promise<void>;
}

/** What the radio adapter gives the Media Source way (./reader-transport.ts): its engine's source and settings. */
export interface MseOptions {
  /** The engine's Media Source for MP3 (mediaSourceForMp3). */
  source: MediaSourceForMp3;
  /** Waited for at most, at the first start, for the engine to show that it really takes that type. */
  probeMs: number;
  /** The engine refused the type after all: the connection is the element's to make, and so is every later one. */
  onRefused: (connection: number, endpoint: number) => void;
  /** Seconds of audio buffered before playback starts. */
  bufferSeconds: number;
  /** While joining onto the buffered audio, a request that brings nothing for this long is given up for the next. */
  switchStallMs: number;
  /** When an open connection that brings no data, seen at a watchdog look, is joined afresh. */
  frozen: FrozenTiming;
  /** The widest hole in the buffered audio at the position stepped over, seen at a watchdog look. */
  holeMaxSeconds: number;
  report: (event: RadioEvent) => void;
  /** A title from the stream's own metadata, when that part of the audio is heard. */
  onTitle: (title: string) => void;
  /** At each response's first data: whether it carries titles (`Icy-MetaInt`); if not, the status address has them. */
  onStreamTitles?: (carried: boolean) => void;
}
