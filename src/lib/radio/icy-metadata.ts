/**
 * A stream response with ICY metadata (`Icy-MetaInt: n`): after every n bytes of audio, one byte giving the length of
 * a metadata block in sixteens, then the block (`StreamTitle='…';`, padded with NUL bytes). Read by the stream reader
 * (src/islands/radio-player/stream-reader.ts): the audio goes on to the frames, and each title is placed where it
 * comes among them, so that it is shown when that audio is heard.
 */

export interface IcyReading {
  /** Audio bytes between two blocks; 0: the response carries no metadata. */
  interval: number;
  /** Audio bytes still to come before the next block's length byte. */
  audioLeft: number;
  /** Bytes of the block being read still to come; null between blocks. */
  blockLeft: number | null;
  block: number[];
}

export const icyReading = (interval: number): IcyReading => ({
  interval: Math.max(0, interval),
  audioLeft: interval,
  blockLeft: null,
  block: [],
});

/** A piece of a response: audio, or a title that holds from the audio after it on. */
export type IcyPart = { audio: Uint8Array } | { title: string };

/** `StreamTitle`'s value in a metadata block, or null (an empty block, or one without a title). */
export function titleOf(block: Uint8Array): string | null {
  const text = new TextDecoder().decode(block).replace(/\0+$/, '');
  const match = /StreamTitle='([\s\S]*?)';(?=[A-Za-z]+=|\s*$)/.exec(text);
  return match?.[1] ?? null;
}

/** The response's next `bytes` as audio and titles, in their order. */
export function readIcy(reading: IcyReading, bytes: Uint8Array): { reading: IcyReading; parts: IcyPart[] } {
  if (reading.interval === 0) return { reading, parts: [{ audio: bytes }] };
  const next = { ...reading, block: [...reading.block] };
  const parts: IcyPart[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (next.blockLeft === null && next.audioLeft > 0) {
      const taken = Math.min(next.audioLeft, bytes.length - at);
      parts.push({ audio: bytes.subarray(at, at + taken) });
      next.audioLeft -= taken;
      at += taken;
    } else if (next.blockLeft === null) {
      next.blockLeft = bytes[at]! * 16;
      at += 1;
    } else {
      const taken = Math.min(next.blockLeft, bytes.length - at);
      for (let i = at; i < at + taken; i++) next.block.push(bytes[i]!);
      next.blockLeft -= taken;
      at += taken;
    }
    if (next.blockLeft === 0) {
      const title = titleOf(Uint8Array.from(next.block));
      if (title !== null) parts.push({ title });
      Object.assign(next, { blockLeft: null, block: [], audioLeft: next.interval });
    }
  }
  return { reading: next, parts };
}
