/**
 * The two ways of playing the stream, through Media Source (./mse.ts) or by the element itself (./element.ts), as the
 * radio adapter (./stream.ts) drives them.
 */

/** What the radio adapter asks of a way of playing the stream. */
export interface RadioTransport {
  load(connection: number, endpoint: number): void;
  halt(): void;
  /** Whether the element's events belong to an open connection (queued events of a halted one are ignored). */
  current(): boolean;
  /** Whether a pause of the element now came from outside the page (a headset, a call), not from the transport. */
  pausedFromOutside(): boolean;
  destroy(): void;
  /** Plays from these endpoints from now on, joining an open connection without a gap; `afresh`: from the next one. */
  switchTo(endpoints: readonly string[], afresh?: boolean): void;
  /** Resolves once the last halt has let go of its connection (at once when none was open). */
  closed(): Promise<void>;
}
