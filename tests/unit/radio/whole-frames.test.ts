import { readFileSync } from 'node:fs';
import { zeroedToFirstFrame } from '@/islands/radio-player/whole-frames';
import { firstFrameStart } from '@/lib/radio/mp3-frames';

/**
 * The stream's answers as the MSE connection hands them to the library (src/islands/radio-player/whole-frames.ts):
 * the bytes before the first whole frame zeroed, nothing else changed, whatever the pieces the network brings.
 */

const MP3 = new Uint8Array(readFileSync(new URL('../../fixtures/audio/sweep-128k.mp3', import.meta.url)));
/** An answer that starts 150 bytes into a frame, as Icecast's burst may. */
const ANSWER = MP3.slice(150, 12_000);

function answer(bytes: Uint8Array, headers: Record<string, string>, piece = 100, status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += piece) controller.enqueue(bytes.slice(at, at + piece));
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}

/** RADIO.libraryPieces as it stands. */
const TIMING = { pieceMs: 500, startMs: 1000 };

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('the stream’s answers zeroed to their first whole frame', () => {
  it('zeroes the partial frame the answer starts with and keeps every other byte and header', async () => {
    const start = firstFrameStart(ANSWER)!;
    expect(start).toBeGreaterThan(0);
    const response = zeroedToFirstFrame(
      answer(ANSWER, { 'Content-Type': 'audio/mpeg', 'Icy-MetaInt': '16000' }),
      TIMING,
    );
    expect(response.headers.get('Icy-MetaInt')).toBe('16000');
    const bytes = await bytesOf(response);
    expect(bytes.length).toBe(ANSWER.length);
    expect(bytes.subarray(0, start).every((byte) => byte === 0)).toBe(true);
    expect(bytes.subarray(start)).toEqual(ANSWER.subarray(start));
  });

  it('leaves alone an answer that holds no frames, and audio past the first metadata interval', async () => {
    const page = new TextEncoder().encode('<!doctype html><title>Not here</title>');
    expect(await bytesOf(zeroedToFirstFrame(answer(page, { 'Content-Type': 'text/html' }), TIMING))).toEqual(page);
    // The first whole frame here can be told only past 500 bytes, where the station's first title would be.
    expect(await bytesOf(zeroedToFirstFrame(answer(ANSWER, { 'Icy-MetaInt': '500' }), TIMING))).toEqual(ANSWER);
  });

  it('passes a failed answer on as it came', () => {
    const refused = answer(ANSWER, {}, 100, 404);
    expect(zeroedToFirstFrame(refused, TIMING)).toBe(refused);
  });
});

describe('the stream’s answers in fewer, larger pieces (src/lib/radio/library-pieces.ts)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('passes the answer’s first second as it comes, then hands what arrives within half a second on as one piece, telling each arrival at once', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    let source!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void (source = controller) });
    let arrivals = 0;
    const reader = zeroedToFirstFrame(new Response(body), TIMING, () => (arrivals += 1)).body!.getReader();
    const pieces: number[] = [];
    const reading = (async () => {
      for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(read.value.length);
    })();
    const arrive = async (at: number, bytes: Uint8Array) => {
      now = at;
      source.enqueue(bytes);
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    // The burst (past the first frame's search), then Icecast's pieces of 4,200 bytes about 0.26 s apart.
    await arrive(0, ANSWER.slice(0, 9000));
    await arrive(500, MP3.slice(0, 4200));
    for (const at of [1040, 1300]) await arrive(at, MP3.slice(0, 4200));
    expect(pieces).toEqual([9000, 4200]);
    await arrive(1560, MP3.slice(0, 4200));
    expect(pieces).toEqual([9000, 4200, 12_600]);
    // The end of the answer hands on what is held.
    await arrive(1820, MP3.slice(0, 4200));
    source.close();
    await reading;
    expect(pieces).toEqual([9000, 4200, 12_600, 4200]);
    expect(arrivals).toBe(6);
  });

  it('hands on what it holds once no more bytes have come for a second, as from a connection that froze', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      let source!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (source = controller) });
      const reader = zeroedToFirstFrame(new Response(body), TIMING).body!.getReader();
      const pieces: number[] = [];
      void (async () => {
        for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(read.value.length);
      })();
      source.enqueue(ANSWER.slice(0, 9000));
      await vi.advanceTimersByTimeAsync(1100);
      // Past the answer's start: held, then nothing more arrives.
      source.enqueue(MP3.slice(0, 4200));
      // More within the second keeps both held (the data saver's bytes come about 0.7 s apart)...
      await vi.advanceTimersByTimeAsync(400);
      source.enqueue(MP3.slice(0, 100));
      await vi.advanceTimersByTimeAsync(999);
      expect(pieces).toEqual([9000]);
      // ...and a second after the last, they go on together.
      await vi.advanceTimersByTimeAsync(1);
      expect(pieces).toEqual([9000, 4300]);
      // The answer cancelled while bytes are held (the library's join): the late hand-on does nothing, and throws nothing.
      source.enqueue(MP3.slice(0, 4200));
      await vi.advanceTimersByTimeAsync(0);
      await reader.cancel();
      await vi.advanceTimersByTimeAsync(1100);
      expect(pieces).toEqual([9000, 4300]);
    } finally {
      vi.useRealTimers();
    }
  });
});
