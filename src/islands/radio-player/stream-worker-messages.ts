/**
 * What the page (./worker-transport.ts) and the stream's worker (./stream-worker.ts) say to each other. The page decides
 * (the state machine, the join's rules); the worker fetches the stream's answers, reads their frames and titles and
 * appends the audio to its Media Source, which the page's element plays through the handle it sends.
 */

export type ToStreamWorker =
  /** A new Media Source for `connection`, playing `address` once `bufferSeconds` of it have come. */
  | { kind: 'open'; connection: number; address: string; bufferSeconds: number }
  /** The same encoding from `address`, lined up frame by frame with the audio held: a cut, a frozen answer, a relay. */
  | { kind: 'join'; connection: number; address: string }
  /** Another encoding (the standard stream or the data saver) from `address`, lined up by the time its audio came. */
  | { kind: 'switch'; connection: number; address: string }
  /** Stop fetching and appending: the connection is closed. */
  | { kind: 'close' };

export type FromStreamWorker =
  /** The Media Source to play (a `MediaSourceHandle`, transferred). */
  | { kind: 'handle'; connection: number; handle: unknown }
  /** The engine gave no SourceBuffer for MP3 in the worker. */
  | { kind: 'refused'; connection: number }
  /** An answer's first bytes: whether they are text rather than audio, and whether titles come with it. */
  | { kind: 'answered'; connection: number; text: boolean; titlesCarried: boolean }
  /**
   * Bytes arrive: an answer's first, or the first after a quiet note. Between the two notes they keep coming, and the
   * page need not be told of each arrival: its looks take the connection for alive.
   */
  | { kind: 'data'; connection: number }
  /** No bytes have arrived for `forMs` (RADIO.worker.quietNoteMs, then each as long more), until some do. */
  | { kind: 'quiet'; connection: number; forMs: number }
  /** The answer ended by itself, or the request failed (`failed`: no answer, or not a 2xx one). */
  | { kind: 'ended'; connection: number; failed: boolean }
  /** A title of the stream, heard once the element's position reaches `at` (s, on the Media Source's timeline). */
  | { kind: 'title'; connection: number; title: string; at: number }
  /** A join or a switch has lined the new answer up with the audio held, and appends it from now on. */
  | { kind: 'joined'; connection: number };
