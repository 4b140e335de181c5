/**
 * What the page (./reader-transport.ts) and the stream reader (./stream-reader.ts) say to each other, as messages,
 * whether the reader runs in a worker or on the page. The page decides (the state machine, the
 * join's rules); the reader fetches the stream's responses, reads their frames and titles and appends the audio to its
 * Media Source, which the page's element plays.
 */

export type ToReader =
  /**
   * A new Media Source for `connection`, playing `address` once `bufferSeconds` of it have come; its SourceBuffer takes
   * `type` (MP3 as it comes, or wrapped in MP4 where the engine takes only that).
   */
  | { kind: 'open'; connection: number; address: string; bufferSeconds: number; type: string }
  /** The same encoding from `address`, lined up frame by frame with the audio held: a cut, a frozen connection, a relay. */
  | { kind: 'join'; connection: number; address: string }
  /** Another encoding (the standard stream or the data saver) from `address`, lined up by the time its audio came. */
  | { kind: 'switch'; connection: number; address: string }
  /** Stop fetching and appending: the connection is closed. */
  | { kind: 'close' };

export type FromReader =
  /** The Media Source to play: from a worker its `MediaSourceHandle` (transferred), on the page the source itself. */
  | { kind: 'handle'; connection: number; handle: unknown }
  /** The engine gave no SourceBuffer for the type, or the MP4 wrapper could not be loaded. */
  | { kind: 'refused'; connection: number }
  /** A response's first bytes: whether they are audio, and whether titles come with it (`Icy-MetaInt`). */
  | { kind: 'responded'; connection: number; notAudio: boolean; titlesCarried: boolean }
  /**
   * Bytes arrive: a response's first, or the first after a quiet note. Between the two notes they keep coming, and the
   * page need not be told of each arrival.
   */
  | { kind: 'data'; connection: number }
  /** No bytes have arrived for `forMs` (RADIO.reader.quietNoteMs, then each as long more), until some do. */
  | { kind: 'quiet'; connection: number; forMs: number }
  /** The response ended by itself, or the request failed (`failed`: no response, or not a 2xx one). */
  | { kind: 'ended'; connection: number; failed: boolean }
  /** A title of the stream, heard once the element's position reaches `at` (s, on the Media Source's timeline). */
  | { kind: 'title'; connection: number; title: string; at: number }
  /** A join or a switch has lined the new response up with the audio held, and appends it from now on. */
  | { kind: 'joined'; connection: number }
  /** The engine refused an append (its decoder failed): this connection's Media Source cannot go on. */
  | { kind: 'broken'; connection: number };
