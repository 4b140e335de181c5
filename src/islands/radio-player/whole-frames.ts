import { FIRST_FRAME_SEARCH_BYTES, firstFrameStart } from '@/lib/radio/mp3-frames';

/**
 * The stream's answers as the MSE connection (./mse.ts) hands them to the library, fetched with it when the player
 * first connects: each with the bytes before its first whole frame zeroed (docs/radio.md, "A join lined up by ear").
 */

/**
 * The stream's answer with the bytes before its first whole frame zeroed (src/lib/radio/mp3-frames.ts), so that the
 * library's frame reader starts on a real frame and can line a join up with the buffered audio. The length stays the
 * same: the ICY metadata interval counts those bytes, and only the first interval's audio is looked at.
 */
export function zeroedToFirstFrame(response: Response): Response {
  const { body } = response;
  if (!response.ok || !body) return response;
  const interval = Number(response.headers.get('Icy-MetaInt'));
  const searched = interval > 0 ? Math.min(interval, FIRST_FRAME_SEARCH_BYTES) : FIRST_FRAME_SEARCH_BYTES;
  let head: Uint8Array | null = new Uint8Array(0);
  const release = (controller: TransformStreamDefaultController<Uint8Array>, start: number | null) => {
    if (!head) return;
    if (start !== null) head.fill(0, 0, start);
    controller.enqueue(head);
    head = null;
  };
  const zeroed = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (!head) return controller.enqueue(chunk);
        const joined: Uint8Array = new Uint8Array(head.length + chunk.length);
        joined.set(head);
        joined.set(chunk, head.length);
        head = joined;
        const start = firstFrameStart(head.subarray(0, searched));
        if (start !== null || head.length >= searched) release(controller, start);
      },
      flush: (controller) => release(controller, null),
    }),
  );
  return new Response(zeroed, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** The page's fetch, with the stream's answers zeroed to their first whole frame: the library takes no fetch of its own. */
export function fetchingWholeFrames(pageFetch: typeof fetch, isStream: (url: string) => boolean): typeof fetch {
  return (input, init) =>
    pageFetch
      .call(window, input, init)
      .then((response) => (typeof input === 'string' && isStream(input) ? zeroedToFirstFrame(response) : response));
}
