// The local radio proxy's demo stream and status (stream-origin.mjs) while no RADIO_ORIGIN is set: demo-stream.mp3,
// looped at real time.
import { readFileSync } from 'node:fs';
import { RADIO } from '../config/radio.ts';
import { scheduleCut } from './stream-proxy.mjs';

const DEMO_FILE = new URL('./demo-stream.mp3', import.meta.url);
/** Icecast's default burst-on-connect: browsers need about 32 KiB of MP3 to start, so less slows every (re)connect. */
const DEMO_BURST_BYTES = 65_536;
const DEMO_TICK_MS = 200;
/** A listener that stops reading is dropped once this much waits for it (the burst and about 30 s more). */
export const DEMO_MAX_QUEUED_BYTES = 4 * DEMO_BURST_BYTES;
const DEMO_TITLE = 'Demo tune (set RADIO_ORIGIN for the real station)';

let demo = null;
let announced = false;

/** The demo file's MPEG-1 Layer III frames without tags or the encoder's info frame, so that they loop seamlessly. */
export function loadDemoFrames(file = DEMO_FILE) {
  const data = readFileSync(file);
  let offset = 0;
  if (data.subarray(0, 3).toString('latin1') === 'ID3') {
    const size = ((data[6] & 0x7f) << 21) | ((data[7] & 0x7f) << 14) | ((data[8] & 0x7f) << 7) | (data[9] & 0x7f);
    offset = 10 + size;
  }
  const bitrates = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
  const sampleRates = [44100, 48000, 32000];
  const frames = [];
  let sampleRate = 0;
  while (offset + 4 <= data.length) {
    const [b0, b1, b2] = [data[offset], data[offset + 1], data[offset + 2]];
    // MPEG-1 (version bits 11), Layer III (layer bits 01): 0xFFFA or 0xFFFB.
    if (b0 !== 0xff || (b1 & 0xfe) !== 0xfa) break;
    const bitrate = bitrates[b2 >> 4];
    sampleRate = sampleRates[(b2 >> 2) & 0x03];
    if (!bitrate || !sampleRate) break;
    const length = Math.floor((144 * bitrate * 1000) / sampleRate) + ((b2 >> 1) & 0x01);
    const frame = data.subarray(offset, offset + length);
    const head = frame.subarray(0, 64).toString('latin1');
    if (frames.length > 0 || !(head.includes('Xing') || head.includes('Info'))) frames.push(frame);
    offset += length;
  }
  if (frames.length === 0) throw new Error(`${file}: no MPEG-1 Layer III frames`);
  return { frames, frameMs: (1152 / sampleRate) * 1000 };
}

/** The demo frames, looped and sent at real time after a short burst, as Icecast does. */
export function serveDemoStream(req, res, settings) {
  demo ??= loadDemoFrames();
  if (!announced) {
    announced = true;
    console.log(
      '[radio] RADIO_ORIGIN is not set: /api/stream plays the built-in demo stream (src/server/demo-stream.mp3, looped).',
    );
  }
  res.writeHead(200, {
    'Content-Type': 'audio/mpeg',
    'Cache-Control': 'no-store',
    'icy-name': 'Demo stream',
    ...RADIO.proxiedHeaders,
  });
  if (req.method === 'HEAD') return res.end();
  const { frames, frameMs } = demo;
  const burstMs = (DEMO_BURST_BYTES / frames[0].length) * frameMs;
  const started = Date.now();
  let index = 0;
  let sentMs = 0;
  let timer;
  const pump = () => {
    const due = Date.now() - started + burstMs;
    while (sentMs < due) {
      if (res.writableLength > DEMO_MAX_QUEUED_BYTES) {
        clearInterval(timer);
        res.destroy();
        return;
      }
      res.write(frames[index]);
      index = (index + 1) % frames.length;
      sentMs += frameMs;
    }
  };
  pump();
  timer = setInterval(pump, DEMO_TICK_MS);
  const cancelCut = scheduleCut(res, () => clearInterval(timer), settings);
  res.on('close', () => {
    clearInterval(timer);
    cancelCut();
  });
}

/** A status answer in Icecast's shape for the demo stream, as Icecast answers for one mount (`?mount=`). */
export function serveDemoStatus(req, res) {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...RADIO.proxiedHeaders });
  const status = {
    icestats: {
      source: { listenurl: `http://localhost${RADIO.mount}`, server_name: 'Demo stream', title: DEMO_TITLE },
    },
  };
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(status));
}
