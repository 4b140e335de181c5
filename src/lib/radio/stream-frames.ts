import { joinBytes } from '@/lib/shared/bytes';
import { FIRST_FRAME_SEARCH_BYTES, firstFrameStart, frameHeaderAt } from './mp3-frames';

/**
 * A stream response's audio bytes as whole MP3 frames, for the stream reader (src/islands/radio-player/stream-reader.ts):
 * from the first whole frame on (src/lib/radio/mp3-frames.ts says why not from the first byte), each with how long it
 * plays and a key of its bytes, by which a join finds the frames it already holds (./frame-overlap.ts).
 */

export interface Frame {
  bytes: Uint8Array;
  seconds: number;
  /** A checksum of its bytes (32-bit FNV-1a): the same frame of the station in two responses has the same key. */
  key: number;
}

/** What a reading has kept between two pieces of a response. */
export interface FrameReading {
  /** Bytes read but not yet a whole frame (before the first whole frame, the last of them only). */
  rest: Uint8Array;
  /** Whether `rest` starts at a frame: the first whole frame has been found, and no byte since has broken the step. */
  inStep: boolean;
}

export const NEW_FRAME_READING: FrameReading = { rest: new Uint8Array(0), inStep: false };

/** 32-bit FNV-1a of the bytes. */
export function frameKey(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

/**
 * A response whose first `limit` audio bytes hold no whole MP3 frame is not MP3 (another codec, or damaged): the
 * reader ends it rather than wait for frames that never come.
 */
export const isNotMp3 = (audioBytes: number, frames: number, limit: number): boolean =>
  frames === 0 && audioBytes >= limit;

/**
 * The whole frames that `reading` and the response's next `bytes` hold, and what is kept for the next bytes. A header
 * that is not where the frame before ends (a damaged response) sends the reading back to looking for a whole frame.
 */
export function readFrames(reading: FrameReading, bytes: Uint8Array): { reading: FrameReading; frames: Frame[] } {
  const all = reading.rest.length ? joinBytes([reading.rest, bytes]) : bytes;
  const frames: Frame[] = [];
  let { inStep } = reading;
  let at = 0;
  for (;;) {
    if (!inStep) {
      const start = firstFrameStart(all.subarray(at));
      if (start === null) {
        // A whole frame can start only in the bytes that later ones may still confirm.
        const kept = Math.max(at, all.length - FIRST_FRAME_SEARCH_BYTES);
        return { reading: { rest: all.slice(kept), inStep: false }, frames };
      }
      at += start;
      inStep = true;
    }
    const header = frameHeaderAt(all, at);
    if (!header) {
      if (all.length - at < 4) break;
      inStep = false;
      at += 1;
      continue;
    }
    if (at + header.length > all.length) break;
    const frame = all.subarray(at, at + header.length);
    frames.push({ bytes: frame, seconds: header.seconds, key: frameKey(frame) });
    at += header.length;
  }
  return { reading: { rest: all.slice(at), inStep }, frames };
}
