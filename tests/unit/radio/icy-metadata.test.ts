import { icyReading, readIcy, titleOf, type IcyPart } from '@/lib/radio/icy-metadata';

/**
 * A stream response with ICY metadata, read as the stream's worker reads it (src/lib/radio/icy-metadata.ts): the audio
 * goes on without the metadata's bytes, and each title comes where it was sent among the audio, so that it is shown
 * when that audio is heard. The streams here are built by hand, as Icecast sends them.
 */

const encode = (text: string) => new TextEncoder().encode(text);

/** `text` as a metadata block: a length byte (in sixteens), then the text padded with NUL bytes. */
function block(text: string | Uint8Array): Uint8Array {
  const bytes = typeof text === 'string' ? encode(text) : text;
  const units = Math.ceil(bytes.length / 16);
  const out = new Uint8Array(1 + units * 16);
  out[0] = units;
  out.set(bytes, 1);
  return out;
}

/** Audio bytes that differ from place to place (and look like anything, length bytes included). */
const audioOf = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 37 + 11) & 0xff);

function concatenated(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (bytes.set(part, at), at + part.length), 0);
  return bytes;
}

/** `audio` as Icecast sends it: after every `interval` bytes, the next of `blocks` (an empty block when none). */
function icyStream(audio: Uint8Array, interval: number, blocks: (string | Uint8Array)[]): Uint8Array {
  const pieces: Uint8Array[] = [];
  for (let at = 0, n = 0; at < audio.length; at += interval, n++) {
    pieces.push(audio.subarray(at, at + interval));
    if (at + interval <= audio.length) pieces.push(block(blocks[n] ?? ''));
  }
  return concatenated(pieces);
}

/** The parts with the audio between two titles joined: what the listener hears and sees, in order. */
function heard(parts: IcyPart[]): ({ audio: number[] } | { title: string })[] {
  const out: ({ audio: number[] } | { title: string })[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if ('title' in part) out.push({ title: part.title });
    else if (last && 'audio' in last) last.audio.push(...part.audio);
    else out.push({ audio: [...part.audio] });
  }
  return out;
}

/** `stream` read in pieces of `size` bytes, every part in order. */
function readInPieces(stream: Uint8Array, interval: number, size = stream.length): IcyPart[] {
  let reading = icyReading(interval);
  const parts: IcyPart[] = [];
  for (let at = 0; at < stream.length; at += size) {
    const read = readIcy(reading, stream.slice(at, at + size));
    reading = read.reading;
    parts.push(...read.parts);
  }
  return parts;
}

const audioPart = (bytes: Uint8Array) => ({ audio: [...bytes] });

describe('a stream response with ICY metadata (src/lib/radio/icy-metadata.ts)', () => {
  it('gives the audio without the metadata’s bytes, with each title between the audio before and after it', () => {
    const audio = audioOf(50);
    const stream = icyStream(audio, 16, ["StreamTitle='First song';", '', "StreamTitle='Second song';"]);
    expect(heard(readInPieces(stream, 16))).toEqual([
      audioPart(audio.subarray(0, 16)),
      { title: 'First song' },
      // An empty block after the next 16 bytes: no title, and the audio goes on.
      audioPart(audio.subarray(16, 48)),
      { title: 'Second song' },
      audioPart(audio.subarray(48)),
    ]);
  });

  it('the same stream in pieces of any size from 1 to 40 bytes gives the same audio and titles', () => {
    const audio = audioOf(2000);
    const titles = [
      "StreamTitle='Morning show';StreamUrl='';",
      '',
      "StreamTitle='Café – Les Étoiles ★';",
      "StreamTitle='Rock 'n' Roll; live';StreamUrl='https://example.org/';",
      '',
      '',
      "StreamTitle='x';",
    ];
    const stream = icyStream(audio, 128, titles);
    const whole = heard(readInPieces(stream, 128));
    expect(whole.filter((part) => 'title' in part)).toEqual([
      { title: 'Morning show' },
      { title: 'Café – Les Étoiles ★' },
      { title: "Rock 'n' Roll; live" },
      { title: 'x' },
    ]);
    expect(whole.flatMap((part) => ('audio' in part ? part.audio : []))).toEqual([...audio]);
    for (let size = 1; size <= 40; size++)
      expect(heard(readInPieces(stream, 128, size)), `size ${size}`).toEqual(whole);
  });

  it('a piece that ends just before or just after a length byte loses no audio and no title', () => {
    const audio = audioOf(64);
    const stream = icyStream(audio, 32, ["StreamTitle='Edge';"]);
    for (const cut of [31, 32, 33, 34, 48, 49, 50]) {
      let reading = icyReading(32);
      const first = readIcy(reading, stream.subarray(0, cut));
      reading = first.reading;
      const parts = [...first.parts, ...readIcy(reading, stream.subarray(cut)).parts];
      expect(heard(parts), `cut at ${cut}`).toEqual([
        audioPart(audio.subarray(0, 32)),
        { title: 'Edge' },
        audioPart(audio.subarray(32)),
      ]);
    }
  });

  it('empty blocks give no title, and the audio goes on after each of them', () => {
    const audio = audioOf(100);
    const stream = icyStream(audio, 10, []);
    // A length byte of 0 after every 10 bytes of audio.
    expect(stream.length).toBe(100 + 10);
    expect(heard(readInPieces(stream, 10))).toEqual([audioPart(audio)]);
    expect(heard(readInPieces(stream, 10, 3))).toEqual([audioPart(audio)]);
  });

  it('a response without metadata (interval 0) passes every byte as audio, however it looks', () => {
    const stream = icyStream(audioOf(64), 16, ["StreamTitle='Not metadata here';"]);
    const reading = icyReading(0);
    const read = readIcy(reading, stream);
    expect(read.parts).toEqual([{ audio: stream }]);
    expect(read.reading).toEqual(reading);
    expect(heard(readInPieces(stream, 0, 5))).toEqual([audioPart(stream)]);
    // A bad header's negative interval is none.
    expect(icyReading(-16).interval).toBe(0);
    expect(heard(readInPieces(stream, -16, 7))).toEqual([audioPart(stream)]);
  });

  it('a block of 4,080 bytes of garbage gives no title, throws nothing, and the audio after it is whole', () => {
    let seed = 5;
    const garbage = Uint8Array.from({ length: 4080 }, () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24);
    const stream = icyStream(audioOf(300), 100, [garbage, "StreamTitle='After the noise';"]);
    expect(stream[100]).toBe(255);
    for (const size of [stream.length, 1, 37]) {
      expect(heard(readInPieces(stream, 100, size))).toEqual([
        audioPart(audioOf(200)),
        { title: 'After the noise' },
        audioPart(audioOf(300).subarray(200)),
      ]);
    }
  });

  it('a block of the largest size with a title in it gives the title', () => {
    const text = encode("StreamTitle='Long';StreamUrl='';");
    const largest = new Uint8Array(4080);
    largest.set(text);
    const stream = icyStream(audioOf(20), 10, [largest]);
    expect(stream[10]).toBe(255);
    expect(heard(readInPieces(stream, 10, 9))).toEqual([
      audioPart(audioOf(10)),
      { title: 'Long' },
      audioPart(audioOf(20).subarray(10)),
    ]);
  });

  it('a reading held between pieces can be read on from twice, with the same result', () => {
    const stream = icyStream(audioOf(40), 16, ["StreamTitle='Twice';"]);
    // Cut in the middle of the block.
    const { reading } = readIcy(icyReading(16), stream.subarray(0, 24));
    const rest = stream.subarray(24);
    expect(heard(readIcy(reading, rest).parts)).toEqual(heard(readIcy(reading, rest).parts));
    expect(heard(readIcy(reading, rest).parts)).toEqual([{ title: 'Twice' }, audioPart(audioOf(40).subarray(16))]);
  });
});

describe('a title in a metadata block', () => {
  const titleIn = (text: string) => titleOf(block(text).subarray(1));

  it('is the whole value, quotes and semicolons in it included', () => {
    expect(titleIn("StreamTitle='Rock 'n' Roll; live';StreamUrl='';")).toBe("Rock 'n' Roll; live");
    expect(titleIn("StreamTitle='It's over';")).toBe("It's over");
    expect(titleIn("StreamTitle='A';B - C';StreamUrl='http://x';")).toBe("A';B - C");
  });

  it('keeps accents and other letters beyond ASCII', () => {
    expect(titleIn("StreamTitle='Édith Piaf – Non, je ne regrette rien';")).toBe(
      'Édith Piaf – Non, je ne regrette rien',
    );
    expect(titleIn("StreamTitle='Sigur Rós — Hoppípolla 🌿';")).toBe('Sigur Rós — Hoppípolla 🌿');
  });

  it('is none in an empty block or one without a title, and empty when the station sends an empty one', () => {
    expect(titleOf(new Uint8Array(0))).toBeNull();
    expect(titleOf(new Uint8Array(32))).toBeNull();
    expect(titleIn("StreamUrl='https://example.org/';")).toBeNull();
    expect(titleIn("StreamTitle='';")).toBe('');
  });
});
