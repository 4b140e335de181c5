import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import CodecParser from 'codec-parser';
import { listen } from './listen';
import { makeTone } from './radio-tone';

/**
 * A stand-in radio origin for the one thing Icecast does only now and then: it starts a new listener's burst inside a
 * frame, at a byte where a frame reader that trusts one header (codec-parser, say) reads a false first frame. Here
 * every response starts at such a byte. The station plays the radio tests' 90 s sweep at 128 kbit/s (./radio-tone.ts), looped, at
 * real time, as Icecast does: each answer brings about 4 s from before the live point at once, then the
 * audio as it comes on air, so two answers overlap as Icecast's do at a cut (docs/radio.md, "Cuts and joins").
 */

const BYTES_PER_S = 16_000;
/** Each response's burst: this many seconds from before the live point, at once. */
export const BURST_SECONDS = 4;
const BURST_BYTES = BURST_SECONDS * BYTES_PER_S;

type ReadFrame = { crc32: number; data: Uint8Array };
/** The frames codec-parser finds in `bytes`, as it reads a response. */
const framesRead = (bytes: Uint8Array): ReadFrame[] => [
  ...(new CodecParser('audio/mpeg', { enableLogging: false }).parseChunk(bytes) as unknown as Iterable<ReadFrame>),
];

/**
 * Where the station is when it starts: 45 s into the sweep, where such bytes come every few seconds for the next 20
 * (from 62 s to 70 s there are none).
 */
const ON_AIR_FROM_BYTE = 45 * BYTES_PER_S;

/**
 * The sweep the station loops. It outlasts a test: the reader looks for a new response's frames in everything it has
 * buffered, and a station that repeated itself within that would be matched too early.
 */
function readTone(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'burst-stand-in-'));
  try {
    return readFileSync(makeTone(dir, 'sweep.mp3', 128));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Every byte of `loop` where the library's reader, starting there, reads a first frame the station never sent: a
 * header-like pair of bytes inside a frame whose length points at another header, as the reader itself says.
 */
function falseFirstStarts(loop: Buffer, frames: readonly ReadFrame[]): number[] {
  const realStarts = new Set<number>();
  let at = 0;
  for (const { data } of frames) {
    realStarts.add(at);
    at += data.length;
  }
  const real = new Set(frames.map(({ crc32 }) => crc32));
  const starts: number[] = [];
  for (let start = 0; start < loop.length - 4096; start++) {
    // A frame sync word (eleven bits set) inside a frame: the reader checks the rest.
    if (realStarts.has(start) || loop[start] !== 0xff || (loop[start + 1]! & 0xe0) !== 0xe0) continue;
    const first = framesRead(loop.subarray(start, start + 4096))[0];
    if (first && !real.has(first.crc32)) starts.push(start);
  }
  return starts;
}

export async function startBurstStandIn(): Promise<{ url: string; close: () => Promise<void> }> {
  const frames = framesRead(readTone());
  const loop = Buffer.concat(frames.map(({ data }) => data));
  const falseStarts = falseFirstStarts(loop, frames);
  /** The station's bytes from `from` to `to`, counted from its start. */
  const aired = (from: number, to: number): Buffer => {
    const parts: Buffer[] = [];
    for (let at = from; at < to;) {
      const part = loop.subarray(at % loop.length, Math.min(loop.length, (at % loop.length) + (to - at)));
      parts.push(part);
      at += part.length;
    }
    return Buffer.concat(parts);
  };
  /** The latest such byte at or before `at`, counted from the station's start, within BURST_BYTES more. */
  const falseStartBefore = (at: number): number => {
    const inLoop = at % loop.length;
    const found = falseStarts.findLast((start) => start <= inLoop && start > inLoop - BURST_BYTES);
    if (found === undefined)
      throw new Error(`No byte within ${BURST_BYTES} before ${at} where the frame reader misreads a first frame.`);
    return at - (inLoop - found);
  };
  // On air for a while, where the sweep has such bytes every few seconds.
  const onAirSince = Date.now() - (ON_AIR_FROM_BYTE / BYTES_PER_S) * 1000;
  const live = () => Math.floor(((Date.now() - onAirSince) / 1000) * BYTES_PER_S);
  return listen((_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'audio/mpeg', 'Cache-Control': 'no-store' });
    let sent = live();
    res.write(aired(falseStartBefore(sent - BURST_BYTES), sent));
    const timer = setInterval(() => {
      const now = live();
      res.write(aired(sent, now));
      sent = now;
    }, 50);
    res.on('close', () => clearInterval(timer));
  });
}
