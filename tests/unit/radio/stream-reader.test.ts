import { readFileSync } from 'node:fs';
import { RADIO } from '@/config/radio';
import { createStreamReader } from '@/islands/radio-player/stream-reader';
import type { FromReader } from '@/islands/radio-player/stream-reader-messages';
import { NEW_FRAME_READING, readFrames } from '@/lib/radio/stream-frames';
import { joinBytes } from '@/lib/shared/bytes';

/**
 * The stream reader (src/islands/radio-player/stream-reader.ts) with the engine's Media Source and the network stood
 * in for, on real MP3 (the demo stream): what it appends, what it tells the page, and how it meets bad input. The
 * browser tests play it against a real Icecast in Chromium's worker and on the page in Firefox ESR and WebKitGTK.
 */

const MP3 = new Uint8Array(readFileSync(new URL('../../../src/server/demo-stream.mp3', import.meta.url)));
const FRAMES = readFrames(NEW_FRAME_READING, MP3).frames;
/** The bytes of frames from..to (excluded), back to back. */
const framesBytes = (from: number, to: number) => joinBytes(FRAMES.slice(from, to).map((frame) => frame.bytes));

class StandInBuffer extends EventTarget {
  updating = false;
  mode = 'segments';
  appended: Uint8Array[] = [];
  buffered = { length: 0, start: () => 0, end: () => 0 };
  appendBuffer(bytes: Uint8Array) {
    this.appended.push(bytes.slice());
    this.updating = true;
    setTimeout(() => {
      this.updating = false;
      this.dispatchEvent(new Event('updateend'));
    });
  }
  remove() {}
}

class StandInSource extends EventTarget {
  static refused = false;
  buffers: StandInBuffer[] = [];
  types: string[] = [];
  addSourceBuffer(type: string) {
    if (StandInSource.refused) throw new DOMException('The type is not supported.', 'NotSupportedError');
    this.types.push(type);
    const buffer = new StandInBuffer();
    this.buffers.push(buffer);
    return buffer;
  }
}

/** A response of `pieces`, each read on its own; `metaInt`: ICY metadata every that many audio bytes. */
function respond(pieces: Uint8Array[], metaInt = 0): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece);
      controller.close();
    },
  });
  return new Response(body, { headers: metaInt ? { 'Icy-MetaInt': String(metaInt) } : {} });
}

/** A response that brings its first piece at once and each next one `everyMs` later. */
function respondOverTime(pieces: Uint8Array[], everyMs: number): Response {
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next > 0) await new Promise((resolve) => setTimeout(resolve, everyMs));
      if (next < pieces.length) controller.enqueue(pieces[next++]!);
      else controller.close();
    },
  });
  return new Response(body);
}

/** Frames from..to (excluded) four at a time, as a live stream brings them. */
const live = (from: number, to: number) =>
  Array.from({ length: Math.ceil((to - from) / 4) }, (_, i) =>
    framesBytes(from + 4 * i, Math.min(to, from + 4 * i + 4)),
  );

/** `bytes` in pieces of `size`. */
const inPieces = (bytes: Uint8Array, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.slice(i * size, (i + 1) * size));

/** A reader on the page, whose messages are kept in `told`; `onHandle` opens the stand-in source, at once by default. */
function readerOnPage(
  onHandle: (source: StandInSource) => unknown = (source) => source.dispatchEvent(new Event('sourceopen')),
) {
  const told: FromReader[] = [];
  let source: StandInSource | undefined;
  const hear = createStreamReader(
    (message) => {
      told.push(message);
      if (message.kind !== 'handle') return;
      source = message.handle as StandInSource;
      onHandle(source);
    },
    StandInSource as unknown as typeof MediaSource,
  );
  return { hear, told, source: () => source };
}

/** The network as `respond` answers each address; the addresses asked, in order. */
function network(respond: (address: string) => Response): string[] {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string) => {
      requests.push(address);
      return respond(address);
    }),
  );
  return requests;
}

/** A reader on the page with one connection open on `responses` (one per request, in turn), until the first ends. */
async function reading(responses: (() => Response)[], type = 'audio/mpeg', bufferSeconds = 0) {
  const requests = network(() => {
    const next = responses.shift();
    if (!next) throw new TypeError('no more responses');
    return next();
  });
  const { hear, told, source } = readerOnPage();
  hear({ kind: 'open', connection: 1, address: '/api/stream', bufferSeconds, type });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
  const over = (message: FromReader) => message.kind === 'ended' || (message.kind === 'responded' && message.notAudio);
  await vi.waitFor(() => expect(told.some(over)).toBe(true));
  await settled();
  const appended = () => joinBytes(source()?.buffers[0]?.appended ?? []);
  return { hear, told, requests, source, appended, settled };
}

afterEach(() => {
  vi.unstubAllGlobals();
  StandInSource.refused = false;
});

describe('the stream reader', () => {
  it('appends whole frames however the reads cut them, and says that the response came, with no titles', async () => {
    const { told, appended } = await reading([() => respond(inPieces(framesBytes(0, 200), 333))]);
    expect([...appended()]).toEqual([...framesBytes(0, 200)]);
    expect(told.find((message) => message.kind === 'responded')).toEqual({
      kind: 'responded',
      connection: 1,
      notAudio: false,
      titlesCarried: false,
    });
    expect(told.at(-1)).toEqual({ kind: 'ended', connection: 1, failed: false });
  });

  it('starts at the first whole frame of a burst that starts inside one', async () => {
    const burst = joinBytes([FRAMES[9]!.bytes.slice(100), framesBytes(10, 100)]);
    const { appended } = await reading([() => respond(inPieces(burst, 500))]);
    expect([...appended()]).toEqual([...framesBytes(10, 100)]);
  });

  it('takes titles out of the audio, split across reads, each placed where its audio plays; one cut short is none', async () => {
    const metaInt = 8000;
    const audio = framesBytes(0, FRAMES.length).slice(0, 5 * metaInt);
    const block = (text: string) => {
      const bytes = new TextEncoder().encode(text);
      const length = Math.ceil(bytes.length / 16);
      const padded = new Uint8Array(1 + length * 16);
      padded[0] = length;
      padded.set(bytes, 1);
      return padded;
    };
    const parts: Uint8Array[] = [];
    for (let i = 0; i < 5; i++) {
      parts.push(audio.slice(i * metaInt, (i + 1) * metaInt));
      // The second title is longer than its block has room for: cut before its closing quote.
      parts.push(
        i === 1 ? Uint8Array.of(1, ...new TextEncoder().encode("StreamTitle='xxx")) : block(`StreamTitle='Song ${i}';`),
      );
    }
    const { told, appended } = await reading([() => respond(inPieces(joinBytes(parts), 97), metaInt)]);
    // Every whole frame of the audio, and nothing of the blocks.
    let whole = 0;
    for (let at = 0; at + FRAMES[whole]!.bytes.length <= audio.length; whole++) at += FRAMES[whole]!.bytes.length;
    expect([...appended()]).toEqual([...framesBytes(0, whole)]);
    const titles = told.filter((message) => message.kind === 'title');
    expect(titles.map((message) => message.title)).toEqual(['Song 0', 'Song 2', 'Song 3', 'Song 4']);
    // Each title is heard where the audio after it starts: after the frames wholly within the first metaInt bytes.
    let first = 0;
    for (let at = 0, i = 0; at + FRAMES[i]!.bytes.length <= metaInt; at += FRAMES[i]!.bytes.length, i++)
      first += FRAMES[i]!.seconds;
    expect(titles[0]!.at).toBeCloseTo(first, 6);
    expect(told.find((message) => message.kind === 'responded')).toMatchObject({ titlesCarried: true });
  });

  it('a join appends only the new frames after those held, and says when it is lined up', async () => {
    const reader = await reading([
      () => respond(inPieces(framesBytes(0, 150), 400)),
      () => respond(inPieces(framesBytes(100, 250), 400)),
    ]);
    reader.hear({ kind: 'join', connection: 1, address: '/api/stream' });
    await vi.waitFor(() => expect(reader.told.filter((message) => message.kind === 'ended')).toHaveLength(2));
    await reader.settled();
    expect([...reader.appended()]).toEqual([...framesBytes(0, 250)]);
    expect(reader.told.filter((message) => message.kind === 'joined')).toHaveLength(1);
  });

  it('a relay whose frames overlap none held is played on as new once enough has come to be sure', async () => {
    const reader = await reading([
      () => respond([framesBytes(0, 100)]),
      () => respond(inPieces(framesBytes(150, FRAMES.length), 400)),
    ]);
    reader.hear({ kind: 'join', connection: 1, address: '/api/relay-1' });
    await vi.waitFor(() => expect(reader.told.filter((message) => message.kind === 'joined')).toHaveLength(1));
    await vi.waitFor(() => expect(reader.told.filter((message) => message.kind === 'ended')).toHaveLength(2));
    await reader.settled();
    expect([...reader.appended()]).toEqual([...framesBytes(0, 100), ...framesBytes(150, FRAMES.length)]);
  });

  it('a page where audio should be is told as no audio, and nothing more', async () => {
    const page = new TextEncoder().encode('<!doctype html><title>Not found</title>');
    const { told } = await reading([() => respond([page])]);
    expect(told.find((message) => message.kind === 'responded')).toMatchObject({ notAudio: true });
    // Nothing of it counts as the stream's data, and no end follows: the page decides from the first bytes.
    expect(told.map((message) => message.kind)).toEqual(['handle', 'responded']);
  });

  it('bytes that never make an MP3 frame end the response as failed, rather than wait for frames for ever', async () => {
    const noise = new Uint8Array(RADIO.reader.notAudioAfterBytes + 1000).fill(0x55);
    const { told, appended } = await reading([() => respond(inPieces(noise, 4096))]);
    expect(told.at(-1)).toEqual({ kind: 'ended', connection: 1, failed: true });
    expect(appended()).toHaveLength(0);
    // Ended as soon as the limit was read, not at the response's end.
    expect(told.filter((message) => message.kind === 'ended')).toHaveLength(1);
  });

  it('a request that fails, or a response that is not 2xx, ends as failed', async () => {
    const { told } = await reading([() => new Response('busy', { status: 503 })]);
    expect(told.filter((message) => message.kind === 'ended')).toEqual([
      { kind: 'ended', connection: 1, failed: true },
    ]);
  });

  it('an engine that refuses the type is told as refused, and nothing is fetched', async () => {
    StandInSource.refused = true;
    const requests = network(() => respond([]));
    const { hear, told } = readerOnPage();
    hear({ kind: 'open', connection: 3, address: '/api/stream', bufferSeconds: 1, type: 'audio/mpeg' });
    await vi.waitFor(() => expect(told.map((message) => message.kind)).toEqual(['handle', 'refused']));
    expect(requests).toEqual([]);
  });

  it('where the engine takes MP3 only in MP4, appends fragments in sequence, the first with its initialization', async () => {
    const { source, appended } = await reading(
      [() => respond(inPieces(framesBytes(0, 200), 1000))],
      'audio/mp4;codecs="mp3"',
    );
    expect(source()?.types).toEqual(['audio/mp4;codecs="mp3"']);
    expect(source()?.buffers[0]?.mode).toBe('sequence');
    const bytes = appended();
    expect(new TextDecoder().decode(bytes.slice(4, 8))).toBe('ftyp');
    expect(new TextDecoder().decode(bytes).split('moof').length - 1).toBeGreaterThan(1);
  });

  it('appends nothing until the start’s seconds are queued, then all of them at once', async () => {
    const { source } = await reading([() => respond(inPieces(framesBytes(0, 200), 333))], 'audio/mpeg', 1);
    const [first] = source()!.buffers[0]!.appended;
    const seconds = readFrames(NEW_FRAME_READING, first!).frames.reduce((sum, frame) => sum + frame.seconds, 0);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThan(1.1);
  });

  it('a switch keeps only what the station played since the old response’s last bytes, once its burst is in', async () => {
    const reader = await reading([
      () => respond([framesBytes(0, 100)]),
      // The other encoding's burst at once, then its live audio as it is played: four frames every 104 ms.
      () => respondOverTime([framesBytes(150, 250), ...live(250, 300)], 4 * 26),
    ]);
    reader.hear({ kind: 'switch', connection: 1, address: '/api/stream?mount=/live-48' });
    await vi.waitFor(() => expect(reader.told.filter((message) => message.kind === 'ended')).toHaveLength(2), {
      timeout: 5000,
    });
    await reader.settled();
    expect(reader.told.filter((message) => message.kind === 'joined')).toHaveLength(1);
    const kept = readFrames(NEW_FRAME_READING, reader.appended()).frames.slice(100);
    // The burst is dropped but for the moment since, and all the live audio after it is kept.
    expect(kept.length).toBeLessThan(100 + 10);
    expect(kept.length).toBeGreaterThanOrEqual(50);
    expect([...joinBytes(kept.slice(-50).map((frame) => frame.bytes))]).toEqual([...framesBytes(250, 300)]);
  });

  it('an open that a second overtakes, or a close, reads nothing of its own', async () => {
    const requests = network(() => respond([framesBytes(0, 50)]));
    const { hear } = readerOnPage((source) => setTimeout(() => source.dispatchEvent(new Event('sourceopen'))));
    hear({ kind: 'open', connection: 1, address: '/api/stream', bufferSeconds: 0, type: 'audio/mpeg' });
    hear({ kind: 'open', connection: 1, address: '/api/stream?mount=/live-48', bufferSeconds: 0, type: 'audio/mpeg' });
    hear({ kind: 'open', connection: 2, address: '/api/relay-1', bufferSeconds: 0, type: 'audio/mpeg' });
    hear({ kind: 'close' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('a join asked before the source opened reads the new address instead, with nothing to line up', async () => {
    const requests = network(() => respond([framesBytes(0, 50)]));
    const { hear, told, source } = readerOnPage(() => {});
    hear({ kind: 'open', connection: 1, address: '/api/stream', bufferSeconds: 0, type: 'audio/mpeg' });
    hear({ kind: 'join', connection: 1, address: '/api/relay-1' });
    source()!.dispatchEvent(new Event('sourceopen'));
    await vi.waitFor(() => expect(told.some((message) => message.kind === 'ended')).toBe(true));
    expect(requests).toEqual(['/api/relay-1']);
    expect(told.filter((message) => message.kind === 'joined')).toHaveLength(1);
  });

  it('an append the engine refuses for anything but room ends the connection’s Media Source, said as broken', async () => {
    const append = vi.spyOn(StandInBuffer.prototype, 'appendBuffer').mockImplementation(() => {
      throw new DOMException('The decoder failed.', 'InvalidStateError');
    });
    network(() => respondOverTime(live(0, 100), 10));
    const { hear, told } = readerOnPage();
    hear({ kind: 'open', connection: 1, address: '/api/stream', bufferSeconds: 0, type: 'audio/mpeg' });
    await vi.waitFor(() => expect(told.some((message) => message.kind === 'broken')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Told once, and the response is no longer read: nothing more is appended, no end is told.
    expect(told.filter((message) => message.kind === 'broken')).toEqual([{ kind: 'broken', connection: 1 }]);
    expect(append).toHaveBeenCalledTimes(1);
    expect(told.some((message) => message.kind === 'ended')).toBe(false);
    append.mockRestore();
  });
});
