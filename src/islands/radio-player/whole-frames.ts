import { handsOn, type PieceTiming } from '@/lib/radio/library-pieces';
import type { MseOptions } from './transport';
import { FIRST_FRAME_SEARCH_BYTES, firstFrameStart } from '@/lib/radio/mp3-frames';

/**
 * The stream's answers as the MSE connection (./mse.ts) hands them to the library, fetched with it when the player
 * first connects: each with the bytes before its first whole frame zeroed (docs/radio.md, "A join lined up by ear"),
 * in fewer, larger pieces than the network brings (src/lib/radio/library-pieces.ts).
 */

/** The pieces as one. */
function joined(pieces: Uint8Array[]): Uint8Array {
  if (pieces.length === 1) return pieces[0]!;
  const bytes = new Uint8Array(pieces.reduce((length, piece) => length + piece.length, 0));
  pieces.reduce((at, piece) => (bytes.set(piece, at), at + piece.length), 0);
  return bytes;
}

/**
 * The stream's answer with the bytes before its first whole frame zeroed (src/lib/radio/mp3-frames.ts), so that the
 * library's frame reader starts on a real frame and can line a join up with the buffered audio. The length stays the
 * same: the ICY metadata interval counts those bytes, and only the first interval's audio is looked at. After its start
 * the answer's bytes are held and handed on together (src/lib/radio/library-pieces.ts), and by themselves once no more
 * have come for `2 × pieceMs`: a connection that stops bringing bytes (a phone changing networks) must not keep what
 * it brought from the buffer, which is all the listener has until the join. (Not sooner: the data saver's bytes come
 * about 0.7 s apart and are held across one.) `arrived` is told of each arrival as it comes, so such a connection is
 * seen as soon as before.
 */
export function zeroedToFirstFrame(response: Response, timing: PieceTiming, arrived: () => void = () => {}): Response {
  const { body } = response;
  if (!response.ok || !body) return response;
  const interval = Number(response.headers.get('Icy-MetaInt'));
  const searched = interval > 0 ? Math.min(interval, FIRST_FRAME_SEARCH_BYTES) : FIRST_FRAME_SEARCH_BYTES;
  let held: Uint8Array[] = [];
  let heldSince = 0;
  let firstAt: number | null = null;
  let searching = true;
  let late: ReturnType<typeof setTimeout> | undefined;
  const handOn = (controller: TransformStreamDefaultController<Uint8Array>) => {
    clearTimeout(late);
    late = undefined;
    if (held.length) controller.enqueue(joined(held));
    held = [];
  };
  // What is held when no more bytes come. The library may have cancelled the answer since (a join): nothing to hand on.
  const handOnLate = (controller: TransformStreamDefaultController<Uint8Array>) => {
    try {
      handOn(controller);
    } catch {
      held = [];
    }
  };
  const zeroed = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const at = performance.now();
        arrived();
        firstAt ??= at;
        if (!held.length) heldSince = at;
        held.push(chunk);
        if (searching) {
          const head = joined(held);
          held = [head];
          const start = firstFrameStart(head.subarray(0, searched));
          if (start === null && head.length < searched) return;
          searching = false;
          if (start !== null) head.fill(0, 0, start);
          return handOn(controller);
        }
        if (handsOn(at, firstAt, heldSince, timing)) return handOn(controller);
        clearTimeout(late);
        late = setTimeout(() => handOnLate(controller), 2 * timing.pieceMs);
      },
      flush: handOn,
    }),
  );
  return new Response(zeroed, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * The page's fetch, with the stream's answers zeroed to their first whole frame and handed on in pieces (RADIO's
 * `libraryPieces`), `arrived` told of their bytes as they come: the library takes no fetch of its own.
 */
export function fetchingWholeFrames(
  pageFetch: typeof fetch,
  isStream: (url: string) => boolean,
  { pieces }: Pick<MseOptions, 'pieces'>,
  arrived?: () => void,
): typeof fetch {
  return (input, init) =>
    pageFetch
      .call(window, input, init)
      .then((response) =>
        typeof input === 'string' && isStream(input) ? zeroedToFirstFrame(response, pieces, arrived) : response,
      );
}
