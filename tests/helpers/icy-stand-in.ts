import type http from 'node:http';
import { loadDemoFrames } from '@/server/stream-origin.mjs';
import { listen } from './listen';

/** Audio bytes between two metadata blocks, as Icecast's `icy-metaint` says. */
const METAINT = 8192;

/** `text` as an ICY metadata block: a length byte (in 16-byte units), then the text padded with zeros. */
function metadataBlock(text: Buffer): Buffer {
  const units = Math.ceil(text.length / 16);
  if (units > 255) throw new Error(`An ICY metadata block holds at most 4,080 bytes, not ${text.length}.`);
  return Buffer.concat([Buffer.from([units]), text, Buffer.alloc(units * 16 - text.length)]);
}

/**
 * A stand-in radio origin whose in-stream metadata the test chooses, for what Icecast itself would never pass on: the
 * demo stream's audio (src/server/demo-stream.mp3) at real time after a 2 s burst, with `metadata` as the metadata
 * block every METAINT bytes of audio when the listener asks for titles (`Icy-MetaData: 1`), or, with `null`, a
 * stream without titles. The preview server relays it as it relays Icecast (RADIO_ORIGIN).
 */
export async function startIcyStandIn(metadata: Buffer | null): Promise<{ url: string; close: () => Promise<void> }> {
  const { frames, frameMs } = loadDemoFrames();
  const block = metadata && metadataBlock(metadata);
  return listen((req: http.IncomingMessage, res: http.ServerResponse) => {
    const titles = block !== null && req.headers['icy-metadata'] === '1';
    res.writeHead(200, {
      'Content-Type': 'audio/mpeg',
      'Cache-Control': 'no-store',
      ...(titles ? { 'icy-metaint': String(METAINT) } : {}),
    });
    let next = 0;
    let untilBlock = METAINT;
    const send = (count: number) => {
      for (let sent = 0; sent < count; sent++) {
        let audio = frames[next++ % frames.length]!;
        while (titles && audio.length >= untilBlock) {
          res.write(audio.subarray(0, untilBlock));
          res.write(block!);
          audio = audio.subarray(untilBlock);
          untilBlock = METAINT;
        }
        res.write(audio);
        if (titles) untilBlock -= audio.length;
      }
    };
    send(Math.round(2000 / frameMs));
    const timer = setInterval(() => send(1), frameMs);
    res.on('close', () => clearInterval(timer));
  });
}
