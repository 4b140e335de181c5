import { INITIAL_RADIO_STATE, type RadioMachineState } from '@/lib/radio/machine';
import type { JoinState } from '@/lib/radio/join';
import type { HandoverState } from '@/lib/radio/handover';

/**
 * The radio player's state in this page, in one object, made by the player (./start.ts) and handed to its adapters:
 * each rule's state (the radio's state machine, the join at a cut, the hand-over between windows) and what the adapters
 * know of the connection. The adapters read and write it here and keep no state of their own; what they do keep are
 * handles (timers, the worker, the element). The store (src/stores/radio.ts) shows the part a listener sees.
 */
export interface PlayerState {
  /** The radio's state machine (src/lib/radio/machine.ts), moved by ./stream.ts. */
  machine: RadioMachineState;
  /** The join at a cut through Media Source (src/lib/radio/join.ts), moved by ./joining.ts; null before the first. */
  join: JoinState | null;
  /** Which window plays (src/lib/radio/handover.ts), moved by ./channel.ts; null where windows cannot speak. */
  handover: HandoverState | null;
  /** The addresses connections go to now: the standard stream's or the data saver's, own address first. */
  endpoints: readonly string[];
  /** The connection the machine opened last, as ./reader-transport.ts or ./element.ts carries it. */
  connection: ConnectionState;
  /** What the reader's transport (./reader-transport.ts) knows of that connection beyond it. */
  reading: ReaderConnection;
}

export interface ReaderConnection {
  /** The endpoint asked last, as an index into `endpoints`. */
  asked: number;
  /** The element has played this connection's Media Source: an end of its response is a cut, a pause comes from outside. */
  played: boolean;
  /** The reader said that bytes arrive, and has not said otherwise since: each look counts them as just come. */
  flowing: boolean;
  /** The join under way: the endpoint it asked first, and how many of its requests have failed since (each asks the next). */
  joining: { from: number; failed: number } | null;
  /** The stream's titles, each shown once the position reaches its place (s, on the Media Source's timeline). */
  titles: { title: string; at: number }[];
}

export const newReaderConnection = (): ReaderConnection => ({
  asked: 0,
  played: false,
  flowing: false,
  joining: null,
  titles: [],
});

export interface ConnectionState {
  /** The machine's number for it (its `load` effect): reports of an older connection are not this one's. */
  number: number;
  /** The endpoint it started at, as an index into `endpoints`. */
  endpoint: number;
  /** Until halted: the element's and the reader's reports belong to it. */
  open: boolean;
  /** The first bytes of a response of it were looked at: whether titles come with the stream is known. */
  sniffed: boolean;
}

export function createPlayerState(endpoints: readonly string[]): PlayerState {
  return {
    machine: INITIAL_RADIO_STATE,
    join: null,
    handover: null,
    endpoints,
    connection: { number: 0, endpoint: 0, open: false, sniffed: false },
    reading: newReaderConnection(),
  };
}
