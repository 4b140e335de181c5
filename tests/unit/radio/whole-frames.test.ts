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

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('the stream’s answers zeroed to their first whole frame', () => {
  it('zeroes the partial frame the answer starts with and keeps every other byte and header', async () => {
    const start = firstFrameStart(ANSWER)!;
    expect(start).toBeGreaterThan(0);
    const response = zeroedToFirstFrame(answer(ANSWER, { 'Content-Type': 'audio/mpeg', 'Icy-MetaInt': '16000' }));
    expect(response.headers.get('Icy-MetaInt')).toBe('16000');
    const bytes = await bytesOf(response);
    expect(bytes.length).toBe(ANSWER.length);
    expect(bytes.subarray(0, start).every((byte) => byte === 0)).toBe(true);
    expect(bytes.subarray(start)).toEqual(ANSWER.subarray(start));
  });

  it('leaves alone an answer that holds no frames, and audio past the first metadata interval', async () => {
    const page = new TextEncoder().encode('<!doctype html><title>Not here</title>');
    expect(await bytesOf(zeroedToFirstFrame(answer(page, { 'Content-Type': 'text/html' })))).toEqual(page);
    // The first whole frame here can be told only past 500 bytes, where the station's first title would be.
    expect(await bytesOf(zeroedToFirstFrame(answer(ANSWER, { 'Icy-MetaInt': '500' })))).toEqual(ANSWER);
  });

  it('passes a failed answer on as it came', () => {
    const refused = answer(ANSWER, {}, 100, 404);
    expect(zeroedToFirstFrame(refused)).toBe(refused);
  });
});
