/**
 * What the end of a stream response means to the player (src/islands/radio-player/reader-transport.ts): the response
 * ended by itself, the request failed, or the response's first bytes were no audio.
 */
export type ResponseEnd = 'failedRequest' | 'cut' | 'error';

export interface EndingResponse {
  /** A join is under way: the response was one of its requests. */
  joining: boolean;
  /** The element has played this connection's audio. */
  played: boolean;
  /** The response was text or other bytes where MP3 should be. */
  notAudio: boolean;
}

/**
 * During a join, any end is that request's failure, and the join asks the next endpoint. Otherwise a response that
 * brought no audio fails the connection; one that ended after the element played is a cut, joined without a gap; one
 * that ended before is the connection's failure, which the state machine retries with its waits.
 */
export function responseEnd({ joining, played, notAudio }: EndingResponse): ResponseEnd {
  if (joining) return 'failedRequest';
  return played && !notAudio ? 'cut' : 'error';
}
